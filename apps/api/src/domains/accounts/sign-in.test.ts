import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import {
  lastCodeSentTo,
  newClient,
  newShopperDetails,
  signedInShopper,
  signedUpShopper,
} from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { users } from "./accounts.schema.ts";
import { unverifiedSignInMessage, wrongCredentialsMessage } from "./accounts.service.ts";

// Signing in (docs/product.md §4), and the rate limits of the calls that take a password or a code.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("POST /users/signin", () => {
  it("answers 201 with the token, the refresh token and the user, and sets the session cookies", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.post(
      "/users/signin",
      { email: shopper.email.toUpperCase(), password: shopper.password },
      newClient(),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe(201);
    expect(body.message).toBe("Welcome back, Adaeze.");
    expect(body.data.token.split(".")).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({ id: shopper.id, email: shopper.email, isVerified: true });

    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.ocToken).toMatchObject({
      value: body.data.token,
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(cookies.ocRefreshToken).toMatchObject({ value: body.data.refreshToken, httpOnly: true });
    expect(cookies.ocUser?.httpOnly).toBeFalsy();
    expect(JSON.parse(cookies.ocUser?.value ?? "{}")).toEqual({
      id: shopper.id,
      firstName: "Adaeze",
      lastName: "Okafor",
      referralCode: body.data.user.referralCode,
    });
    // Session cookies: no expiry date, gone when the browser closes.
    for (const cookie of Object.values(cookies)) {
      expect(cookie.expires).toBeUndefined();
      expect(cookie.maxAge).toBeUndefined();
    }
  });

  it("answers a wrong password and an unknown address with the same 401", async () => {
    const shopper = await signedInShopper(shop);
    const wrong = await shop.post(
      "/users/signin",
      { email: shopper.email, password: "Wrong#Pass1" },
      newClient(),
    );
    const unknown = await shop.post(
      "/users/signin",
      { email: "nobody@example.com", password: "Wrong#Pass1" },
      newClient(),
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, message: wrongCredentialsMessage });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toEqual([]);
  });

  it("answers an unverified account with 200, an info message and a fresh code, and no tokens", async () => {
    const { details, client } = await signedUpShopper(shop);
    const first = await lastCodeSentTo(shop, details.email);
    const emailsBefore = (await shop.deliveredEmails()).filter((sent) => sent.to === details.email).length;
    const response = await shop.post(
      "/users/signin",
      { email: details.email, password: details.password },
      client,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: unverifiedSignInMessage });
    expect(response.cookies).toEqual([]);
    const emails = (await shop.deliveredEmails()).filter((sent) => sent.to === details.email);
    expect(emails).toHaveLength(emailsBefore + 1);
    const fresh = await lastCodeSentTo(shop, details.email);
    expect(fresh).toMatch(/^\d{6}$/);
    if (fresh !== first) {
      const stale = await shop.post("/users/verify-otp", { email: details.email, otp: first }, client);
      expect(stale.statusCode).toBe(400);
    }
  });

  it("does not tell an unverified account's wrong password apart from any other", async () => {
    const { details } = await signedUpShopper(shop);
    const response = await shop.post(
      "/users/signin",
      { email: details.email, password: "Wrong#Pass1" },
      newClient(),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(wrongCredentialsMessage);
  });

  it("refuses a suspended account with 403", async () => {
    const shopper = await signedInShopper(shop);
    await shop.db.update(users).set({ accountStatus: "SUSPENDED" }).where(eq(users.id, shopper.id));
    const response = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This account is suspended. Please contact us to restore it.");
    const me = await shop.get("/users/me", shopper.headers);
    expect(me.statusCode).toBe(403);
  });
});

describe("rate limits", () => {
  it("answer 429 after ten sign-ins a minute from one client", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await shop.post(
        "/users/signin",
        { email: "nobody@example.com", password: "Wrong#Pass1" },
        client,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await shop.post("/users/signin", { email: "nobody@example.com", password: "x" }, client);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    // Another client is not held back.
    const other = await shop.post(
      "/users/signin",
      { email: "nobody@example.com", password: "x" },
      newClient(),
    );
    expect(other.statusCode).toBe(401);
  });

  it("answer 429 after five sign-ups a minute from one client", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await shop.post("/users/register", newShopperDetails(), client)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("answer 429 after five codes sent and ten codes tried from one client", async () => {
    const client = newClient();
    const sends: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      sends.push((await shop.post("/users/send-otp", { email: "nobody@example.com" }, client)).statusCode);
    }
    expect(sends).toEqual([200, 200, 200, 200, 200, 429]);
    const tries: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      tries.push(
        (await shop.post("/users/verify-otp", { email: "nobody@example.com", otp: "123456" }, client))
          .statusCode,
      );
    }
    expect(tries.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(tries[10]).toBe(429);
  });
});
