import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import { type PaystackStub, startPaystackStub, stubSecretKey } from "../../test/paystack-stub.ts";
import { signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The shopper's histories (payment-histories.ts): their own transactions and payment attempts.

let stub: PaystackStub;
let shop: TestApp;
beforeAll(async () => {
  stub = await startPaystackStub();
  shop = await createTestApp({
    PAYSTACK_SECRET_KEY: stubSecretKey,
    PAYSTACK_BASE_URL: stub.baseUrl,
    PAYSTACK_TIMEOUT_MS: "300",
    PUBLIC_URL: "http://shop.test",
  });
  await seedDemoData(shop.db);
});
afterAll(async () => {
  await shop.close();
  await stub.close();
});

describe("histories", () => {
  it("list the shopper's own transactions and payments, newest first, 10 a page", async () => {
    const shopper = await signedInShopper(shop);
    const references: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const order = await placedOrder(shop, shopper, "apapa-slim-card-case");
      references.push((await initializePayment(shop, shopper, order)).json().data.reference);
    }
    const first = await shop.get("/transactions/history", shopper.headers);
    expect(first.statusCode).toBe(200);
    const { transactions: rows, pagination } = first.json().data;
    expect(pagination).toEqual({ page: 1, limit: 10, total: 11, totalPages: 2 });
    expect(rows[0]).toMatchObject({
      reference: references[10],
      type: "PAYMENT",
      status: "PENDING",
      order: { status: "PENDING" },
    });
    const second = await shop.get("/transactions/history?page=2", shopper.headers);
    expect(second.json().data.transactions.map((row: { reference: string }) => row.reference)).toEqual([
      references[0],
    ]);
    const paymentsPage = await shop.get("/payments/history?limit=5", shopper.headers);
    expect(paymentsPage.json().data.pagination).toEqual({ page: 1, limit: 5, total: 11, totalPages: 3 });
    const stranger = await signedInShopper(shop);
    expect((await shop.get("/transactions/history", stranger.headers)).json().data.transactions).toEqual([]);
    expect((await shop.get("/transactions/history?page=0", shopper.headers)).statusCode).toBe(400);
    expect((await shop.get("/payments/history")).statusCode).toBe(401);
  });
});
