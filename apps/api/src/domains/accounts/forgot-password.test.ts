import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { lastCodeSentTo, newClient, signedInShopper, strongPassword } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { codeRefusedMessage } from "./accounts.service.ts";

// Forgot-password (docs/product.md §4), and refusals of codes that tell no one which addresses have
// an account.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

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
