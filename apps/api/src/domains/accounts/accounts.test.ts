import { createHash } from "node:crypto";
import { emailTakenMessage, otpSentMessage } from "@oja/contracts/accounts";
import { weakPasswordMessage } from "@oja/contracts/rules";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import {
  lastCodeSentTo,
  newClient,
  newShopperDetails,
  signedInShopper,
  strongPassword,
} from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { oneTimeCodes, users } from "./accounts.schema.ts";
import { codeRefusedMessage, unverifiedSignInMessage, wrongCredentialsMessage } from "./accounts.service.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

async function accountOf(email: string) {
  const [row] = await shop.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Signs up without verifying; returns the details used and the client address. */
async function signUp(overrides: Partial<Record<string, string>> = {}) {
  const details = newShopperDetails(overrides);
  const client = newClient();
  const response = await shop.post("/users/register", details, client);
  expect(response.statusCode).toBe(201);
  return { details, client };
}

describe("POST /users/register", () => {
  it("creates an unverified CUSTOMER with a referral code, whatever role is sent, and e-mails a code", async () => {
    const details = newShopperDetails({ firstName: "  Adébáyọ̀ ", email: "NEW.Shopper@Example.com" });
    const response = await shop.post("/users/register", { ...details, role: "ADMIN" }, newClient());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe(201);
    expect(body.data).toMatchObject({
      firstName: "Adébáyọ̀",
      lastName: "Okafor",
      email: "new.shopper@example.com",
      role: "CUSTOMER",
      accountStatus: "ACTIVE",
      isVerified: false,
      preferredLanguage: "en",
      pinSet: false,
    });
    expect(body.data.referralCode).toMatch(/^OJ[A-HJ-NP-Z2-9]{6}$/);
    expect(body.data).not.toHaveProperty("passwordHash");

    const account = await accountOf("new.shopper@example.com");
    expect(account?.role).toBe("CUSTOMER");
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account?.passwordHash).not.toContain(details.password);

    const [email] = (await shop.deliveredEmails()).filter((sent) => sent.to === "new.shopper@example.com");
    expect(email?.subject).toBe("Your Oja Leather House verification code");
    expect(email?.text).toContain("Welcome to Oja Leather House, Adébáyọ̀");
    expect(email?.html).toContain("Oja Leather House");
    expect(email?.text).toMatch(/^\d{6}$/m);
    expect(`${email?.text}${email?.html}`).not.toContain(details.password);
  });

  it("queues the code's e-mail in the same transaction as the account", async () => {
    const { details } = await signUp();
    const account = await accountOf(details.email);
    const queued = await shop.db.select().from(outboxEmails).where(eq(outboxEmails.to, details.email));
    expect(account).toBeDefined();
    expect(queued.map((email) => email.kind)).toEqual(["otp-sign-up"]);
  });

  it("answers 409 with the shop's message when the address is taken, in any letter case", async () => {
    const { details } = await signUp();
    const again = await shop.post(
      "/users/register",
      { ...details, email: details.email.toUpperCase(), firstName: "Other" },
      newClient(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: emailTakenMessage });
    expect((await accountOf(details.email))?.firstName).toBe("Adaeze");
  });

  it("names each invalid field and creates nothing", async () => {
    const response = await shop.post(
      "/users/register",
      { firstName: " ", lastName: "0k4for", email: "not-an-email", password: "password" },
      newClient(),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe("Some of the details sent are not valid.");
    expect(body.errors).toEqual(
      expect.arrayContaining([
        "firstName: This field is required",
        "lastName: Use letters only; spaces, hyphens and apostrophes are fine",
        "email: The provided email is not valid",
        `password: ${weakPasswordMessage}`,
      ]),
    );
    expect(await accountOf("not-an-email")).toBeUndefined();
  });

  it("holds each password rule: length, upper, lower, digit and a listed special character", async () => {
    for (const password of [
      "Ab1!",
      "leather#2026",
      "LEATHER#2026",
      "Leather#Shoes",
      "Leather2026",
      "Leather_2026",
    ]) {
      const response = await shop.post("/users/register", newShopperDetails({ password }), newClient());
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors, password).toEqual([`password: ${weakPasswordMessage}`]);
    }
  });
});

describe("POST /users/check-email", () => {
  it("answers 200 for a free address and 409 for a taken one", async () => {
    const { details } = await signUp();
    const free = await shop.post("/users/check-email", { email: "nobody-yet@example.com" }, newClient());
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ status: 200, message: "The email is available" });
    const taken = await shop.post("/users/check-email", { email: details.email }, newClient());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 409, message: emailTakenMessage });
  });

  it("answers 400 with the shop's message for an invalid address", async () => {
    const response = await shop.post("/users/check-email", { email: "ada@lagos" }, newClient());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["email: The provided email is not valid"]);
  });
});

describe("codes: POST /users/send-otp and /users/verify-otp", () => {
  it("verifies the account with the e-mailed code and answers 201", async () => {
    const { details, client } = await signUp();
    const otp = await lastCodeSentTo(shop, details.email);
    const response = await shop.post(
      "/users/verify-otp",
      { email: details.email, otp, type: "PASSWORD" },
      client,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 201,
      message: "Your account has been verified. Please sign in.",
    });
    expect((await accountOf(details.email))?.isVerified).toBe(true);

    const again = await shop.post("/users/verify-otp", { email: details.email, otp }, client);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(codeRefusedMessage);
  });

  it("keeps only an HMAC of the code, never the code itself", async () => {
    const { details } = await signUp();
    const otp = await lastCodeSentTo(shop, details.email);
    const account = await accountOf(details.email);
    const [row] = await shop.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, account?.id ?? ""));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(otp);
    // Not a plain hash either, which a copy of the table could be searched against in a million guesses.
    for (const plain of [otp, `${account?.id}:${otp}`]) {
      expect(row?.codeHash).not.toBe(createHash("sha256").update(plain).digest("hex"));
    }
  });

  it("sends a new code that replaces the last, with the shop's message", async () => {
    const { details, client } = await signUp();
    const first = await lastCodeSentTo(shop, details.email);
    const resend = await shop.post("/users/send-otp", { email: details.email }, client);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ status: 200, message: otpSentMessage });
    const second = await lastCodeSentTo(shop, details.email);
    if (first !== second) {
      const old = await shop.post("/users/verify-otp", { email: details.email, otp: first }, client);
      expect(old.statusCode).toBe(400);
    }
    const fresh = await shop.post("/users/verify-otp", { email: details.email, otp: second }, client);
    expect(fresh.statusCode).toBe(201);
  });

  it("answers an unknown address the same way and sends it nothing", async () => {
    const before = (await shop.deliveredEmails()).length;
    const response = await shop.post("/users/send-otp", { email: "stranger@example.com" }, newClient());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(otpSentMessage);
    expect((await shop.deliveredEmails()).length).toBe(before);
  });

  it("counts wrong tries and burns the code at the fifth, so even the right code then fails", async () => {
    const { details, client } = await signUp();
    const otp = await lastCodeSentTo(shop, details.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await shop.post("/users/verify-otp", { email: details.email, otp: wrong }, client);
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toEqual(Array(5).fill(codeRefusedMessage));
    const right = await shop.post("/users/verify-otp", { email: details.email, otp }, newClient());
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(codeRefusedMessage);
    expect((await accountOf(details.email))?.isVerified).toBe(false);
  });

  it("refuses a code after its 300 seconds", async () => {
    const { details, client } = await signUp();
    const otp = await lastCodeSentTo(shop, details.email);
    const account = await accountOf(details.email);
    const [row] = await shop.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, account?.id ?? ""));
    // Issued with a 300-second life, measured by the database's clock.
    expect(new Date(row?.expiresAt ?? 0).getTime() - new Date(row?.createdAt ?? 0).getTime()).toBe(300_000);
    await shop.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, account?.id ?? ""));
    const response = await shop.post("/users/verify-otp", { email: details.email, otp }, client);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(codeRefusedMessage);
  });

  it("answers a code for an unknown address like any refused code, and a malformed code with 400", async () => {
    const unknown = await shop.post(
      "/users/verify-otp",
      { email: "ghost@example.com", otp: "123456" },
      newClient(),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 400, message: codeRefusedMessage });
    const malformed = await shop.post(
      "/users/verify-otp",
      { email: "ghost@example.com", otp: "12a456" },
      newClient(),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(["otp: The code is the 6 digits from the e-mail"]);
  });
});

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
    const { details, client } = await signUp();
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
    const { details } = await signUp();
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

describe("forgot password: POST /users/forgot-password and /users/reset-password", () => {
  it("e-mails a code, sets the new password with it, and signs the account out everywhere", async () => {
    const shopper = await signedInShopper(shop);
    const client = newClient();
    const asked = await shop.post("/users/forgot-password", { email: shopper.email }, client);
    expect(asked.statusCode).toBe(200);
    const email = (await shop.deliveredEmails()).filter((sent) => sent.to === shopper.email).at(-1);
    expect(email?.subject).toBe("Reset your Oja Leather House password");
    const otp = await lastCodeSentTo(shop, shopper.email);

    const weak = await shop.post(
      "/users/reset-password",
      { email: shopper.email, otp, password: "short" },
      client,
    );
    expect(weak.statusCode).toBe(400);

    const newPassword = "Saddle&Stitch9";
    const reset = await shop.post(
      "/users/reset-password",
      { email: shopper.email, otp, password: newPassword },
      client,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe("Your password has been reset. Please sign in with your new password.");

    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
    const old = await shop.post("/users/signin", { email: shopper.email, password: strongPassword }, client);
    expect(old.statusCode).toBe(401);
    const fresh = await shop.post("/users/signin", { email: shopper.email, password: newPassword }, client);
    expect(fresh.statusCode).toBe(201);
  });

  it("answers an unknown address like a known one and e-mails nothing", async () => {
    const before = (await shop.deliveredEmails()).length;
    const response = await shop.post("/users/forgot-password", { email: "ghost@example.com" }, newClient());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "If an account uses this email address, we have sent it a code to reset the password.",
    );
    expect((await shop.deliveredEmails()).length).toBe(before);
  });

  it("refuses a wrong code and keeps the old password", async () => {
    const shopper = await signedInShopper(shop);
    const client = newClient();
    await shop.post("/users/forgot-password", { email: shopper.email }, client);
    const otp = await lastCodeSentTo(shop, shopper.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const response = await shop.post(
      "/users/reset-password",
      { email: shopper.email, otp: wrong, password: "Saddle&Stitch9" },
      client,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(codeRefusedMessage);
    const old = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      client,
    );
    expect(old.statusCode).toBe(201);
  });
});

describe("codes cannot tell which addresses have an account", () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  it("answers verify-otp and reset-password alike for an address with an account and one without", async () => {
    const shopper = await signedInShopper(shop);
    const stranger = `stranger-${Date.now()}@example.com`;
    for (const email of [shopper.email, stranger]) {
      await shop.post("/users/forgot-password", { email }, newClient());
    }
    const otp = await lastCodeSentTo(shop, shopper.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (const url of ["/users/verify-otp", "/users/reset-password"]) {
      const [known, unknown] = await Promise.all(
        [shopper.email, stranger].map((email) =>
          shop.post(url, { email, otp: wrong, password: "Saddle&Stitch9" }, newClient()),
        ),
      );
      expect(known?.statusCode, url).toBe(400);
      expect(unknown?.statusCode, url).toBe(400);
      expect(known?.json(), url).toEqual(unknown?.json());
    }
  });

  it("takes as long to refuse a reset for an address without an account (the new password is hashed either way)", async () => {
    const shopper = await signedInShopper(shop);
    const timings: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    // Interleaved, so that whatever else the machine does weighs on both alike.
    for (let round = 0; round < 7; round += 1) {
      for (const [who, email] of [
        ["known", shopper.email],
        ["unknown", `nobody-${round}@example.com`],
      ] as const) {
        const started = performance.now();
        const response = await shop.post(
          "/users/reset-password",
          { email, otp: "123456", password: "Saddle&Stitch9" },
          newClient(),
        );
        timings[who].push(performance.now() - started);
        expect(response.json().message).toBe(codeRefusedMessage);
      }
    }
    // Before, the unknown address skipped the password hash and answered about six times faster.
    const ratio = median(timings.known) / median(timings.unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
