import {
  type AdminOrder,
  idempotencyKeyOtherRefundMessage,
  refundAskedMessage,
  refundFailedMessage,
  refundUnconfirmedMessage,
} from "@oja/contracts/admin-orders";
import type { Order } from "@oja/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import { type PaystackStub, startPaystackStub, stubSecretKey } from "../../test/paystack-stub.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { payments, transactions } from "./payments.schema.ts";

// Refunds with a life cycle, against a Paystack-compatible stub: PENDING until Paystack confirms them
// (its refund webhook, or the reconciler asking), never made twice, and a timeout or a 5xx is not a
// refusal. A refusal frees the amount; a return the shop could not make flags the charge for the owner.

let stub: PaystackStub;
let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  stub = await startPaystackStub();
  shop = await createTestApp({
    PAYSTACK_SECRET_KEY: stubSecretKey,
    PAYSTACK_BASE_URL: stub.baseUrl,
    PAYSTACK_TIMEOUT_MS: "300",
  });
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(async () => {
  await shop.close();
  await stub.close();
});
beforeEach(() => {
  stub.refundMode = "normal";
});

/** An order placed and paid through the stub, verified: PROCESSING. */
async function paidOrder(): Promise<{ shopper: SignedInShopper; order: Order; reference: string }> {
  const shopper = await signedInShopper(shop);
  const order = await placedOrder(shop, shopper);
  const reference = (await initializePayment(shop, shopper, order)).json().data.reference as string;
  stub.pay(reference);
  const verified = await shop.get(`/payments/verify/${reference}`, shopper.headers);
  expect(verified.json().data.outcome, verified.body).toBe("paid");
  return { shopper, order, reference };
}

function refund(orderId: string, body: Record<string, unknown>, key?: string, app: TestApp = shop) {
  return app.send(
    "POST",
    `/admin/orders/${orderId}/refunds`,
    {
      ...owner.headers,
      ...(key ? { "idempotency-key": key } : {}),
    },
    { reason: "A scuffed strap", ...body },
  );
}

async function refundsOf(orderId: string) {
  return shop.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.type, "REFUND")));
}

async function adminOrder(orderId: string): Promise<AdminOrder> {
  return (await shop.get(`/admin/orders/${orderId}`, owner.headers)).json().data;
}

async function refundEmails(orderNumber: string) {
  const rows = await shop.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "order-refund"));
  return rows.filter((row) => row.subject.includes(orderNumber));
}

function sendWebhook(body: string, signature: string) {
  return shop.app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook/paystack",
    headers: { "content-type": "application/json", "x-paystack-signature": signature },
    payload: body,
  });
}

/** Makes the order's PENDING refunds due for the reconciler, as if a few minutes had passed. */
async function refundsDue(orderId: string) {
  await shop.db
    .update(transactions)
    .set({ createdAt: sql`now() - interval '10 minutes'`, lastCheckedAt: null })
    .where(and(eq(transactions.orderId, orderId), eq(transactions.type, "REFUND")));
}

describe("a refund the owner asks for", () => {
  it("stays PENDING until Paystack's webhook confirms it, then settles once: e-mail, figures, REVERSED", async () => {
    const { order, reference } = await paidOrder();
    const asked = await refund(order.id, { amount: order.total });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(refundAskedMessage);
    const [pending] = await refundsOf(order.id);
    expect(pending).toMatchObject({ status: "PENDING", providerRefundId: expect.any(String) });
    expect((await adminOrder(order.id)).refunded).toBe(order.total);
    expect(await refundEmails(order.orderNumber)).toHaveLength(0);

    stub.settleRefunds(reference);
    const { body, signature } = stub.refundWebhook(reference);
    const answers = await Promise.all([sendWebhook(body, signature), sendWebhook(body, signature)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(["COMPLETED"]);
    expect(await refundEmails(order.orderNumber)).toHaveLength(1);
    const seen = await adminOrder(order.id);
    expect(seen.payment?.status).toBe("REVERSED");
    expect(seen.charges[0]).toMatchObject({ captured: order.total, refunded: order.total });
    // The reconciler asking later changes nothing more.
    await refundsDue(order.id);
    await shop.paymentReconciler?.reconcile();
    expect(await refundEmails(order.orderNumber)).toHaveLength(1);
    expect(stub.refunds.filter((row) => row.reference === reference)).toHaveLength(1);
  });

  it("a refund.failed webhook frees the amount: the owner can refund it again", async () => {
    const { order, reference } = await paidOrder();
    await refund(order.id, { amount: order.total });
    stub.settleRefunds(reference, "failed");
    const { body, signature } = stub.refundWebhook(reference, "failed");
    expect((await sendWebhook(body, signature)).statusCode).toBe(200);
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(["FAILED"]);
    expect((await adminOrder(order.id)).refunded).toBe(0);
    expect((await refund(order.id, { amount: order.total })).statusCode).toBe(200);
  });

  it("refused by Paystack (a 400): 502, FAILED, nothing refunded", async () => {
    const { order } = await paidOrder();
    stub.refundMode = "refuse";
    const refused = await refund(order.id, { amount: 100 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(refundFailedMessage);
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(["FAILED"]);
    expect((await adminOrder(order.id)).refunded).toBe(0);
  });

  it.each([
    ["times out having made the refund", "made-then-slow" as const, 1],
    ["times out having made nothing", "slow" as const, 1],
    ["fails on Paystack's side (500)", "fail" as const, 1],
  ])(
    "when Paystack %s, the refund stays PENDING and the reconciler completes it, made once",
    async (_name, mode, made) => {
      const { order, reference } = await paidOrder();
      stub.refundMode = mode;
      const asked = await refund(order.id, { amount: order.total });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().message).toBe(refundUnconfirmedMessage);
      const [pending] = await refundsOf(order.id);
      expect(pending).toMatchObject({ status: "PENDING", providerRefundId: null });
      // Not due yet: the reconciler leaves a refund whose answer may still be on its way.
      stub.refundMode = "normal";
      await shop.paymentReconciler?.reconcile();
      expect(stub.refunds.filter((row) => row.reference === reference)).toHaveLength(
        mode === "made-then-slow" ? 1 : 0,
      );

      await refundsDue(order.id);
      await shop.paymentReconciler?.reconcile();
      const held = stub.refunds.filter((row) => row.reference === reference);
      expect(held).toHaveLength(made);
      const [linked] = await refundsOf(order.id);
      expect(linked).toMatchObject({ status: "PENDING", providerRefundId: String(held[0]?.id) });

      stub.settleRefunds(reference);
      await refundsDue(order.id);
      await shop.paymentReconciler?.reconcile();
      expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(["COMPLETED"]);
      expect(stub.refunds.filter((row) => row.reference === reference)).toHaveLength(made);
      expect(await refundEmails(order.orderNumber)).toHaveLength(1);
    },
  );

  it("takes an Idempotency-Key: the same request twice refunds once; the key for another refund is 422", async () => {
    const { order, reference } = await paidOrder();
    const key = `refund-${order.id}`;
    const answers = await Promise.all([
      refund(order.id, { amount: 100 }, key),
      refund(order.id, { amount: 100 }, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(stub.refunds.filter((row) => row.reference === reference)).toHaveLength(1);
    const other = await refund(order.id, { amount: 200 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(idempotencyKeyOtherRefundMessage);
    expect((await refund(order.id, { amount: 100 }, "not a key!")).statusCode).toBe(400);
  });
});

describe("a return the shop makes by itself", () => {
  it("refused by Paystack: the charge needs a refund, and the owner's one click returns what is left", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const reference = (await initializePayment(shop, shopper, order)).json().data.reference as string;
    await shop.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers);
    stub.pay(reference);
    stub.refundMode = "refuse";
    const verified = (await shop.get(`/payments/verify/${reference}`, shopper.headers)).json().data;
    expect(verified).toMatchObject({ outcome: "returned", orderStatus: "CANCELLED" });
    const flagged = await adminOrder(order.id);
    expect(flagged).toMatchObject({ needsRefund: true, paid: order.total, refunded: 0 });
    const listed = (await shop.get("/admin/orders?status=CANCELLED&limit=50", owner.headers)).json().data
      .orders;
    expect(listed.find((row: AdminOrder) => row.id === order.id)?.needsRefund).toBe(true);

    stub.refundMode = "normal";
    const [charge] = flagged.charges;
    const oneClick = await refund(order.id, {
      amount: (charge?.captured ?? 0) - (charge?.refunded ?? 0),
      paymentId: charge?.id,
      reason: "Returning a payment the order did not need",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().data).toMatchObject({ needsRefund: false, refunded: order.total });
    const [row] = await shop.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.needsRefund).toBe(false);
  });

  it("left PENDING when Paystack cannot be reached, and made by the reconciler later", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const reference = (await initializePayment(shop, shopper, order)).json().data.reference as string;
    await shop.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers);
    stub.pay(reference);
    stub.refundMode = "fail";
    await shop.get(`/payments/verify/${reference}`, shopper.headers);
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual(["PENDING"]);
    stub.refundMode = "normal";
    await refundsDue(order.id);
    await shop.paymentReconciler?.reconcile();
    expect(stub.refunds.filter((held) => held.reference === reference)).toHaveLength(1);
    expect((await adminOrder(order.id)).needsRefund).toBe(false);
  });
});
