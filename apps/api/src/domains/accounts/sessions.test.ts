import { Writable } from "node:stream";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { newClient, newShopperDetails, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, createTestDatabase, type TestApp } from "../../test/test-app.ts";
import { signAccessToken } from "./access-tokens.ts";
import { refreshTokens, sessions, users } from "./accounts.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const signInRequired = { status: 401, message: "Please sign in to continue." };

function put(url: string, payload: unknown, headers: Record<string, string>) {
  return shop.call({ method: "PUT", url, payload: payload as object, headers });
}

/** Every string in a parsed log line, keys included; numbers are left out. */
function textValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...textValues(inner)]);
  }
  return [];
}

function cookieHeader(cookies: Record<string, string>) {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
}

async function sessionOf(token: string) {
  const sid = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sid as string;
  const [row] = await shop.db.select().from(sessions).where(eq(sessions.id, sid));
  return row;
}

describe("the user guard", () => {
  it("answers 401 without a token, with a bad one, an expired one or one signed by another key", async () => {
    const shopper = await signedInShopper(shop);
    const session = await sessionOf(shopper.token);
    const past = Math.floor(Date.now() / 1000) - 16 * 60;
    const expired = await signAccessToken(
      shop.config.JWT_SECRET,
      { userId: shopper.id, sessionId: session?.id ?? "" },
      past,
    );
    const forged = await signAccessToken("another-secret-another-secret-1234", {
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
    const response = await put(
      `/users/${bola.id}`,
      { firstName: "Mallory", lastName: "Okafor", email: bola.email },
      ada.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: "You can only see or change your own account." });
    const [row] = await shop.db.select().from(users).where(eq(users.id, bola.id));
    expect(row?.firstName).toBe("Bola");
    // Before the body is even looked at: a bad body for someone else's id is still 403.
    const junk = await put(`/users/${bola.id}`, { firstName: 42 }, ada.headers);
    expect(junk.statusCode).toBe(403);
    const anonymous = await put(`/users/${bola.id}`, { firstName: "X" }, newClient());
    expect(anonymous.json()).toEqual(signInRequired);
  });
});

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
    expect((await sessionOf(data.token))?.id).toBe((await sessionOf(shopper.token))?.id);
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
    expect((await sessionOf(shopper.token))?.revokedAt).toBeNull();

    // A tab that renewed again meanwhile moved the session on: a late request follows it to the newest.
    const second = (await renew(first.refreshToken)).json().data;
    const late = await renew(shopper.refreshToken);
    expect(late.json().data.refreshToken).toBe(second.refreshToken);
    expect((await renew(second.refreshToken)).statusCode).toBe(200);
    expect((await sessionOf(shopper.token))?.revokedAt).toBeNull();
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
        expect((await sessionOf(shopper.token))?.revokedAt).toBeNull();
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
    expect((await sessionOf(token))?.revokedReason).toBe("token-reused");
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

describe("PUT /users/{userId}", () => {
  it("updates the names and language, answers the new profile and ends the session", async () => {
    const shopper = await signedInShopper(shop);
    const response = await put(
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
    expect((await sessionOf(shopper.token))?.revokedReason).toBe("profile-updated");
  });

  it("refuses a new e-mail address or invalid names with 400 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    const newEmail = await put(
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
    const badNames = await put(
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
    const response = await put(
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
    const other = await put(
      "/users/change-password",
      { email: bola.email, password: "Brogue(2026)x" },
      ada.headers,
    );
    expect(other.statusCode).toBe(403);
    const weak = await put("/users/change-password", { email: ada.email, password: "brogue" }, ada.headers);
    expect(weak.statusCode).toBe(400);
    const anonymous = await put(
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

describe("secrets stay out of the logs", () => {
  it("logs no password, token or code, even at trace level", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const config = await loadConfig({
      NODE_ENV: "test",
      DATA_DIR: shop.config.DATA_DIR,
      JWT_SECRET: "log-test-secret-log-test-secret-123",
    });
    const sent: string[] = [];
    const { app, mail } = await buildApp({
      config,
      database,
      logger: { level: "trace", stream },
      pollMail: false,
      mailTransport: {
        describe: "memory",
        async send(email) {
          sent.push(email.text);
          return {};
        },
      },
    });
    const call = (
      method: "GET" | "POST",
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method,
        url: `${apiBasePath}${url}`,
        payload,
        headers: { [appKeyHeader]: developmentAppKey, ...newClient(), ...headers },
      });
    try {
      const details = newShopperDetails();
      await call("POST", "/users/register", details);
      await mail.flush();
      const otp = sent.at(-1)?.match(/^(\d{6})$/m)?.[1] ?? "";
      await call("POST", "/users/verify-otp", {
        email: details.email,
        otp: otp === "000000" ? "111111" : "000000",
      });
      await call("POST", "/users/verify-otp", { email: details.email, otp });
      await call("POST", "/users/signin", { email: details.email, password: "Wrong#Pass1" });
      const signedIn = (await call("POST", "/users/signin", details)).json().data;
      await call("GET", "/users/me", undefined, { cookie: `ocToken=${signedIn.token}` });
      await call("POST", "/users/refresh-token", { refreshToken: signedIn.refreshToken });
      await call("POST", "/users/signout", {}, { authorization: `Bearer ${signedIn.token}` });

      // Only the log's text is searched: a six-digit code can turn up by chance
      // in the digits of a timestamp or a response time.
      const loggedText = lines
        .join("")
        .split("\n")
        .filter(Boolean)
        .flatMap((line) => textValues(JSON.parse(line)))
        .join("\n");
      expect(loggedText).toContain("incoming request");
      for (const secret of [details.password, "Wrong#Pass1", otp, signedIn.token, signedIn.refreshToken]) {
        expect(secret.length).toBeGreaterThan(0);
        expect(loggedText).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("a code lives in the account's e-mail only", () => {
  it("is never in an API answer", async () => {
    const details = newShopperDetails();
    const client = newClient();
    const answers = [
      await shop.post("/users/register", details, client),
      await shop.post("/users/send-otp", { email: details.email }, client),
      await shop.post("/users/signin", { email: details.email, password: details.password }, client),
    ];
    const codes = (await shop.deliveredEmails())
      .filter((email) => email.to === details.email)
      .map((email) => email.text.match(/^(\d{6})$/m)?.[1] ?? "");
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      for (const answer of answers) expect(answer.body).not.toContain(code);
    }
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
