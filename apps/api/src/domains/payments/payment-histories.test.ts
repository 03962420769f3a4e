import { describe, expect, it } from "vitest";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import { payingShopForTests } from "../../test/payments.ts";
import { signedInShopper } from "../../test/shoppers.ts";
import type { TestApp } from "../../test/test-app.ts";

// The shopper's histories (payment-histories.ts): their own transactions and payment attempts.

let shop: TestApp;
payingShopForTests((started) => {
  shop = started.shop;
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
