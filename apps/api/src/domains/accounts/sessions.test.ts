import { developmentAppKey } from "@oja/contracts/config";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cookieHeader, newClient, sessionOf, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, type TestApp } from "../../test/test-app.ts";
import { refreshTokens } from "./accounts.schema.ts";

// A session's life (docs/architecture.md §4): renewing its tokens, signing out, and its cookies in
// production.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("POST /users/refresh-token", () => {
  it("exchanges a refresh token once, for a new pair in the same session", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.post(
      "/users/refresh-token",
      { refreshToken: shopper.refreshToken },
      newClient(),
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.refreshToken).not.toBe(shopper.refreshToken);
    expect(data.user.id).toBe(shopper.id);
    expect((await sessionOf(shop, data.token))?.id).toBe((await sessionOf(shop, shopper.token))?.id);
    const me = await shop.get("/users/me", { authorization: `Bearer ${data.token}` });
    expect(me.statusCode).toBe(200);
  });

  it("renews from the ocRefreshToken cookie, with new cookies and no refresh token in the body", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.post("/users/refresh-token", undefined, {
      ...newClient(),
      cookie: cookieHeader({ ocRefreshToken: shopper.refreshToken }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).not.toHaveProperty("refreshToken");
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.ocToken).toBe(body.data.token);
    expect(cookies.ocRefreshToken).toMatch(/^[\w-]{43}$/);
    expect(cookies.ocRefreshToken).not.toBe(shopper.refreshToken);
  });

  it("answers a token used a moment ago with the same successor, and the session lives on", async () => {
    const shopper = await signedInShopper(shop);
    const renew = (refreshToken: string) => shop.post("/users/refresh-token", { refreshToken }, newClient());
    const first = (await renew(shopper.refreshToken)).json().data;
    const again = await renew(shopper.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refreshToken).toBe(first.refreshToken);
    expect(
      (await shop.get("/users/me", { authorization: `Bearer ${again.json().data.token}` })).statusCode,
    ).toBe(200);
    expect((await sessionOf(shop, shopper.token))?.revokedAt).toBeNull();

    // A tab that renewed again meanwhile moved the session on: a late request follows it to the newest.
    const second = (await renew(first.refreshToken)).json().data;
    const late = await renew(shopper.refreshToken);
    expect(late.json().data.refreshToken).toBe(second.refreshToken);
    expect((await renew(second.refreshToken)).statusCode).toBe(200);
    expect((await sessionOf(shop, shopper.token))?.revokedAt).toBeNull();
  });

  it("renews once for requests that present the same token at once, in one app and in two", async () => {
    // On PGlite the two apps share one connection, which runs the transactions one after another: there
    // this checks the answers, and the race itself is run on PostgreSQL (api-postgres), where each app
    // has its own pool and the conditional update's row lock decides which request issues the successor.
    // Signed in before the second app starts: its mail sender would deliver their codes out of reach.
    const shoppers = [];
    for (let round = 0; round < 5; round += 1) shoppers.push(await signedInShopper(shop));
    const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
    try {
      for (const shopper of shoppers) {
        const cookie = cookieHeader({ ocRefreshToken: shopper.refreshToken });
        const answers = await Promise.all(
          [shop, second, shop, second].map((app) =>
            app.post("/users/refresh-token", undefined, { ...newClient(), cookie }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
        const successors = answers.map(
          (answer) => answer.cookies.find((set) => set.name === "ocRefreshToken")?.value,
        );
        expect(new Set(successors).size).toBe(1);
        expect(successors[0]).not.toBe(shopper.refreshToken);
        for (const answer of answers) {
          const me = await shop.get("/users/me", { authorization: `Bearer ${answer.json().data.token}` });
          expect(me.statusCode).toBe(200);
        }
        expect((await sessionOf(shop, shopper.token))?.revokedAt).toBeNull();
        const next = await shop.post("/users/refresh-token", { refreshToken: successors[0] }, newClient());
        expect(next.statusCode).toBe(200);
      }
    } finally {
      await second.close();
    }
  });

  it("ends the whole session when an exchanged token comes back later: a copy is in someone else's hands", async () => {
    const shopper = await signedInShopper(shop);
    const rotated = await shop.post(
      "/users/refresh-token",
      { refreshToken: shopper.refreshToken },
      newClient(),
    );
    const { token, refreshToken } = rotated.json().data;
    await shop.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(sql`${refreshTokens.usedAt} is not null`);

    const reused = await shop.post(
      "/users/refresh-token",
      { refreshToken: shopper.refreshToken },
      newClient(),
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ status: 401, message: "Your session has ended. Please sign in again." });
    expect((await sessionOf(shop, token))?.revokedReason).toBe("token-reused");
    // The thief's and the owner's newest tokens both stop working.
    const newest = await shop.post("/users/refresh-token", { refreshToken }, newClient());
    expect(newest.statusCode).toBe(401);
    expect((await shop.get("/users/me", { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it("answers 401 and clears the cookies for an unknown or missing token", async () => {
    const unknown = await shop.post("/users/refresh-token", { refreshToken: "no-such-token" }, newClient());
    expect(unknown.statusCode).toBe(401);
    const missing = await shop.post("/users/refresh-token", undefined, newClient());
    expect(missing.statusCode).toBe(401);
    expect(missing.cookies.map((cookie) => cookie.name).sort()).toEqual([
      "ocRefreshToken",
      "ocToken",
      "ocUser",
    ]);
    expect(missing.cookies.every((cookie) => cookie.value === "")).toBe(true);
  });
});

describe("POST /users/signout", () => {
  it("ends the session's refresh tokens and access tokens and clears the three cookies", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.post("/users/signout", undefined, {
      ...newClient(),
      cookie: cookieHeader({ ocToken: shopper.token, ocRefreshToken: shopper.refreshToken }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: "You have been signed out. See you soon." });
    const cleared = response.cookies.filter((cookie) => cookie.value === "");
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(["ocRefreshToken", "ocToken", "ocUser"]);
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
    const refresh = await shop.post(
      "/users/refresh-token",
      { refreshToken: shopper.refreshToken },
      newClient(),
    );
    expect(refresh.statusCode).toBe(401);
  });

  it("signs out a bearer client with an empty JSON body, and answers 200 with no session at all", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.call({
      method: "POST",
      url: "/users/signout",
      headers: { ...shopper.headers, "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(200);
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
    const nobody = await shop.post("/users/signout", {}, newClient());
    expect(nobody.statusCode).toBe(200);
  });

  it("leaves the user's other sessions signed in", async () => {
    const shopper = await signedInShopper(shop);
    const other = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    await shop.post("/users/signout", {}, shopper.headers);
    const me = await shop.get("/users/me", { authorization: `Bearer ${other.json().data.token}` });
    expect(me.statusCode).toBe(200);
  });
});

describe("session cookies in production", () => {
  it("carry Secure, even on an http address that a TLS proxy serves, and Secure is cleared alike", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      APP_KEYS: developmentAppKey,
      PUBLIC_URL: "http://shop.internal",
      ALLOW_HTTP_PUBLIC_URL: "true",
    });
    try {
      const shopper = await signedInShopper(production);
      const signIn = await production.post(
        "/users/signin",
        { email: shopper.email, password: shopper.password },
        newClient(),
      );
      expect(signIn.statusCode).toBe(201);
      const names = signIn.cookies.map((cookie) => cookie.name).sort();
      expect(names).toEqual(["ocRefreshToken", "ocToken", "ocUser"]);
      for (const cookie of signIn.cookies)
        expect(cookie, cookie.name).toMatchObject({ secure: true, sameSite: "Lax" });
      const signOut = await production.post("/users/signout", {}, shopper.headers);
      expect(signOut.cookies.length).toBe(3);
      for (const cookie of signOut.cookies) expect(cookie.secure, cookie.name).toBe(true);
    } finally {
      await production.close();
    }
  });
});
