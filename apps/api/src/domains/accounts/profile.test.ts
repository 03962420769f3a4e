import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { newClient, sessionOf, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The signed-in shopper's profile and password (docs/product.md §4), each change ending the sessions
// it should.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("PUT /users/{userId}", () => {
  it("updates the names and language, answers the new profile and ends the session", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.put(
      `/users/${shopper.id}`,
      { firstName: " Chiamaka ", lastName: "Eze-Obi", email: shopper.email, preferredLanguage: "yo" },
      shopper.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Your profile has been updated. Please sign in again.");
    expect(body.data).toMatchObject({ firstName: "Chiamaka", lastName: "Eze-Obi", preferredLanguage: "yo" });
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
      "ocRefreshToken",
      "ocToken",
      "ocUser",
    ]);
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
    expect((await sessionOf(shop, shopper.token))?.revokedReason).toBe("profile-updated");
  });

  it("refuses a new e-mail address or invalid names with 400 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    const newEmail = await shop.put(
      `/users/${shopper.id}`,
      { firstName: "Ada", lastName: "Okafor", email: "elsewhere@example.com" },
      shopper.headers,
    );
    expect(newEmail.statusCode).toBe(400);
    expect(newEmail.json()).toEqual({
      status: 400,
      message: "Your email address cannot be changed.",
      errors: ["email: The email address of an account cannot be changed"],
    });
    const badNames = await shop.put(
      `/users/${shopper.id}`,
      { firstName: "", lastName: "<script>", email: shopper.email, preferredLanguage: "english!" },
      shopper.headers,
    );
    expect(badNames.statusCode).toBe(400);
    expect(badNames.json().errors).toEqual([
      "firstName: This field is required",
      "lastName: Use letters only; spaces, hyphens and apostrophes are fine",
      "preferredLanguage: must be a language code such as en",
    ]);
    const me = await shop.get("/users/me", shopper.headers);
    expect(me.json().data.firstName).toBe("Adaeze");
  });
});

describe("PUT /users/change-password", () => {
  it("sets the new password and signs the account out on every device", async () => {
    const shopper = await signedInShopper(shop);
    const elsewhere = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    const newPassword = "Brogue(2026)x";
    const response = await shop.put(
      "/users/change-password",
      { email: shopper.email, password: newPassword },
      shopper.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "Your password has been changed. Please sign in with your new password.",
    );
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
    const other = { authorization: `Bearer ${elsewhere.json().data.token}` };
    expect((await shop.get("/users/me", other)).statusCode).toBe(401);
    const oldPassword = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await shop.post(
      "/users/signin",
      { email: shopper.email, password: newPassword },
      newClient(),
    );
    expect(fresh.statusCode).toBe(201);
  });

  it("answers 403 for another account's e-mail, 400 for a weak password and 401 signed out", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    const other = await shop.put(
      "/users/change-password",
      { email: bola.email, password: "Brogue(2026)x" },
      ada.headers,
    );
    expect(other.statusCode).toBe(403);
    const weak = await shop.put(
      "/users/change-password",
      { email: ada.email, password: "brogue" },
      ada.headers,
    );
    expect(weak.statusCode).toBe(400);
    const anonymous = await shop.put(
      "/users/change-password",
      { email: ada.email, password: "Brogue(2026)x" },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    const still = await shop.post(
      "/users/signin",
      { email: bola.email, password: bola.password },
      newClient(),
    );
    expect(still.statusCode).toBe(201);
  });
});
