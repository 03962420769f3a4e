import { formatNaira } from "@oja/contracts/money";
import { orderNotFoundMessage } from "@oja/contracts/orders";
import { receiptNotPaidMessage } from "@oja/contracts/receipts";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder, placedOrder, refundsSettled } from "../../test/orders.ts";
import { otherUserAnswer, type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureAdmin } from "../accounts/accounts.service.ts";
import { otherShopperOrderMessage } from "../orders/order-rows.ts";

// GET users/{userId}/orders/{orderId}/receipt (docs/decisions/034-receipts.md): the shopper's own paid order
// as a PDF attachment, kept by nobody; 409 before it is paid, 404 unknown, 403 for anyone else; a refund
// shows on it.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInShopper(shop);
  expect(await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" })).toBe("promoted");
});
afterAll(() => shop.close());

const receiptPath = (userId: string, orderId: string) => `/users/${userId}/orders/${orderId}/receipt`;

async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("a receipt", () => {
  it("is a PDF attachment of the paid order, named by its number and kept by no one", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    const answer = await shop.get(receiptPath(shopper.id, order.id), shopper.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="Oja-receipt-${order.orderNumber}.pdf"`,
    );
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(answer.rawPayload);
    const { reference } = (await shop.get(`/users/${shopper.id}/orders/${order.id}`, shopper.headers)).json()
      .data.payment;
    for (const shown of [
      "Receipt",
      `Order ${order.orderNumber}`,
      `Total ${formatNaira(order.total)}`,
      `Payment reference: ${reference}`,
      shopper.email,
      "Pickup at the showroom",
      order.items[0]?.product.name ?? "a line",
      "VAT (7.5%)",
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("waits for the payment: 409 for an unpaid order, 404 for an unknown one", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const unpaid = await shop.get(receiptPath(shopper.id, order.id), shopper.headers);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ status: 409, message: receiptNotPaidMessage });
    const unknown = await shop.get(receiptPath(shopper.id, crypto.randomUUID()), shopper.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(orderNotFoundMessage);
    expect((await shop.get(receiptPath(shopper.id, "not-an-id"), shopper.headers)).statusCode).toBe(400);
  });

  it("is the shopper's own: 401 signed out, 403 for another shopper's order or path", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    const stranger = await signedInShopper(shop);
    expect((await shop.get(receiptPath(shopper.id, order.id))).statusCode).toBe(401);
    const otherPath = await shop.get(receiptPath(shopper.id, order.id), stranger.headers);
    expect(otherPath.statusCode).toBe(403);
    expect(otherPath.json()).toMatchObject(otherUserAnswer);
    const otherOrder = await shop.get(receiptPath(stranger.id, order.id), stranger.headers);
    expect(otherOrder.statusCode).toBe(403);
    expect(otherOrder.json().message).toBe(otherShopperOrderMessage);
  });

  it("shows a refund and what the order came to after it", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    const part = Math.round(order.total * 25) / 100;
    const refunded = await shop.send("POST", `/admin/orders/${order.id}/refunds`, owner.headers, {
      amount: part,
      reason: "A scuffed strap",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await refundsSettled(shop, order.id);
    const answer = await shop.get(receiptPath(shopper.id, order.id), shopper.headers);
    expect(answer.statusCode).toBe(200);
    const text = await textOf(answer.rawPayload);
    expect(text).toContain(`Refunded −${formatNaira(part)}`);
    expect(text).toContain("A scuffed strap");
    expect(text).toContain(
      `Total after refunds ${formatNaira(Math.round((order.total - part) * 100) / 100)}`,
    );
  });
});
