import { apiBasePath } from "@oja/contracts/http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cookieHeader, newClient, sessionOf, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { accessTokenKey, signAccessToken } from "./access-tokens.ts";
import { users } from "./accounts.schema.ts";

// The user guard (decision 005): who may call a signed-in route, and with which token.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const signInRequired = { status: 401, message: "Please sign in to continue." };

describe("the user guard", () => {
  it("answers 401 without a token, with a bad one, an expired one or one signed by another key", async () => {
    const shopper = await signedInShopper(shop);
    const session = await sessionOf(shop, shopper.token);
    const past = Math.floor(Date.now() / 1000) - 16 * 60;
    const expired = await signAccessToken(
      accessTokenKey(shop.config.JWT_SECRET),
      { userId: shopper.id, sessionId: session?.id ?? "" },
      past,
    );
    const forged = await signAccessToken(accessTokenKey("another-secret-another-secret-1234"), {
      userId: shopper.id,
      sessionId: session?.id ?? "",
    });
    const [head, body] = shopper.token.split(".");
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${body}.`;
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer not.a.token" },
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${forged}` },
      { authorization: `Bearer ${unsigned}` },
      { authorization: `Bearer ${head}.${body}.` },
      { cookie: "ocToken=garbage" },
    ];
    for (const headers of attempts) {
      const response = await shop.get("/users/me", headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual(signInRequired);
    }
  });

  it("accepts the bearer token or the ocToken cookie", async () => {
    const shopper = await signedInShopper(shop);
    const byBearer = await shop.get("/users/me", shopper.headers);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().data).toMatchObject({ id: shopper.id, email: shopper.email, firstName: "Adaeze" });
    const byCookie = await shop.get("/users/me", { cookie: cookieHeader({ ocToken: shopper.token }) });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data.id).toBe(shopper.id);
  });

  it("keeps the sessions it verified: only a change made through the API is seen at the next call", async () => {
    const shopper = await signedInShopper(shop);
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(200);
    // Written behind the API's back, nothing moves the version: the register still answers (decision 043).
    await shop.db.update(users).set({ firstName: "Behind" }).where(eq(users.id, shopper.id));
    expect((await shop.get("/users/me", shopper.headers)).json().data.firstName).toBe("Adaeze");
    expect((await shop.post("/users/signout", undefined, shopper.headers)).statusCode).toBe(200);
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
  });

  it("still asks a cookie-signed-in browser for the app key, so another site's form cannot write", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.app.inject({
      method: "PUT",
      url: `${apiBasePath}/users/${shopper.id}`,
      headers: { cookie: cookieHeader({ ocToken: shopper.token }) },
      payload: { firstName: "Mallory", lastName: "Okafor", email: shopper.email },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("A valid X-App-Key header is required.");
  });

  it("answers 403 when one user names another user's id, and changes nothing", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop, { firstName: "Bola" });
    const response = await shop.put(
      `/users/${bola.id}`,
      { firstName: "Mallory", lastName: "Okafor", email: bola.email },
      ada.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: "You can only see or change your own account." });
    const [row] = await shop.db.select().from(users).where(eq(users.id, bola.id));
    expect(row?.firstName).toBe("Bola");
    // Before the body is even looked at: a bad body for someone else's id is still 403.
    const junk = await shop.put(`/users/${bola.id}`, { firstName: 42 }, ada.headers);
    expect(junk.statusCode).toBe(403);
    const anonymous = await shop.put(`/users/${bola.id}`, { firstName: "X" }, newClient());
    expect(anonymous.json()).toEqual(signInRequired);
  });
});
