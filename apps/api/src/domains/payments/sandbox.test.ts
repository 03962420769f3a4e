import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import { signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The sandbox provider, the default without a Paystack key: its hosted page is a real page a tester can
// use, and verify answers what the tester chose.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ PUBLIC_URL: "http://shop.test" });
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

function choose(reference: string, form: string) {
  return shop.app.inject({
    method: "POST",
    url: `/sandbox/checkout/${reference}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form,
  });
}

async function startedPayment() {
  const shopper = await signedInShopper(shop);
  const order = await placedOrder(shop, shopper);
  const started = await initializePayment(shop, shopper, order);
  expect(started.statusCode, started.body).toBe(200);
  return { shopper, order, ...(started.json().data as { reference: string; authorizationUrl: string }) };
}

describe("the sandbox provider", () => {
  it("shows the shop, the amount in naira, Pay and Decline, on a page with no outside assets", async () => {
    const { reference, authorizationUrl, order } = await startedPayment();
    expect(authorizationUrl).toBe(`http://shop.test/sandbox/checkout/${reference}`);
    const page = await shop.app.inject({ method: "GET", url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toContain("Oja Leather House");
    expect(html).toContain(new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2 }).format(order.total));
    expect(html).toContain('name="viewport"');
    expect(html).toMatch(/<button[^>]*value="success"[^>]*>Pay /);
    expect(html).toMatch(/<button[^>]*value="failure"[^>]*>Decline</);
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it("Pay redirects like Paystack (303 to the verification page) and verify answers COMPLETED", async () => {
    const { shopper, order, reference } = await startedPayment();
    const paid = await choose(reference, "outcome=success");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://shop.test/payment/verification?trxref=${reference}&reference=${reference}`,
    );
    const verified = await shop.get(`/payments/verify/${reference}`, shopper.headers);
    expect(verified.json().data).toMatchObject({
      reference,
      status: "COMPLETED",
      orderId: order.id,
      outcome: "paid",
    });
    // The first choice stands.
    await choose(reference, "outcome=failure");
    expect((await shop.get(`/payments/verify/${reference}`, shopper.headers)).json().data.status).toBe(
      "COMPLETED",
    );
  });

  it("Decline fails the payment; the order can be paid again with a new reference", async () => {
    const { shopper, order, reference } = await startedPayment();
    expect((await choose(reference, "outcome=failure")).statusCode).toBe(303);
    expect((await shop.get(`/payments/verify/${reference}`, shopper.headers)).json().data.status).toBe(
      "FAILED",
    );
    const retry = await initializePayment(shop, shopper, order);
    expect(retry.json().data.reference).not.toBe(reference);
  });

  it("answers a readable 400 or 404 page to a bad form or an unknown reference", async () => {
    const { reference } = await startedPayment();
    expect((await choose(reference, "outcome=maybe")).statusCode).toBe(400);
    expect((await choose("OJA-UNKNOWN", "outcome=success")).statusCode).toBe(404);
    expect((await shop.app.inject({ method: "GET", url: "/sandbox/checkout/OJA-UNKNOWN" })).statusCode).toBe(
      404,
    );
    expect((await shop.app.inject({ method: "GET", url: "/sandbox/checkout/%3Cscript%3E" })).statusCode).toBe(
      404,
    );
  });
});

describe("the sandbox in production", () => {
  const production = {
    NODE_ENV: "production",
    APP_KEYS: "oja-dev-key",
    PUBLIC_URL: "https://shop.example",
    JWT_SECRET: "test-secret-test-secret-test-secret-123",
  };

  it("is refused unless PAYMENTS_SANDBOX=on: payments answer 503 and the page 404", async () => {
    const refused = await createTestApp(production);
    try {
      await seedDemoData(refused.db);
      const shopper = await signedInShopper(refused);
      const order = await placedOrder(refused, shopper);
      const started = await initializePayment(refused, shopper, order);
      expect(started.statusCode).toBe(503);
      expect((await refused.app.inject({ method: "GET", url: "/sandbox/checkout/OJA-ANY" })).statusCode).toBe(
        404,
      );
    } finally {
      await refused.close();
    }
  });

  it("takes payments with PAYMENTS_SANDBOX=on", async () => {
    const enabled = await createTestApp({ ...production, PAYMENTS_SANDBOX: "on" });
    try {
      await seedDemoData(enabled.db);
      const shopper = await signedInShopper(enabled);
      const order = await placedOrder(enabled, shopper);
      const started = await initializePayment(enabled, shopper, order);
      expect(started.statusCode).toBe(200);
      expect(started.json().data.authorizationUrl).toMatch(/^https:\/\/shop\.example\/sandbox\/checkout\//);
    } finally {
      await enabled.close();
    }
  });
});
