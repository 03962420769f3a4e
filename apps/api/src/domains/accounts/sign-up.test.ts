import { createHash } from "node:crypto";
import { emailTakenMessage, otpSentMessage } from "@oja/contracts/accounts";
import { weakPasswordMessage } from "@oja/contracts/rules";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { lastCodeSentTo, newClient, newShopperDetails, signedUpShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { oneTimeCodes, users } from "./accounts.schema.ts";
import { codeRefusedMessage } from "./accounts.service.ts";

// Signing up (docs/product.md §4): the account, the address check, and the e-mailed code that verifies it.

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
    const { details } = await signedUpShopper(shop);
    const account = await accountOf(details.email);
    const queued = await shop.db.select().from(outboxEmails).where(eq(outboxEmails.to, details.email));
    expect(account).toBeDefined();
    expect(queued.map((email) => email.kind)).toEqual(["otp-sign-up"]);
  });

  it("answers 409 with the shop's message when the address is taken, in any letter case", async () => {
    const { details } = await signedUpShopper(shop);
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
    const { details } = await signedUpShopper(shop);
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
    const { details, client } = await signedUpShopper(shop);
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
    const { details } = await signedUpShopper(shop);
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
    const { details, client } = await signedUpShopper(shop);
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
    const { details, client } = await signedUpShopper(shop);
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
    const { details, client } = await signedUpShopper(shop);
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
