import { formatNaira } from "@oja/contracts/money";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initializePayment } from "../../test/orders.ts";
import {
  orderNow,
  payingShopForTests,
  paymentRow,
  sendWebhook,
  settlementRecord,
  startedPayment,
  verify,
} from "../../test/payments.ts";
import { type PaystackStub, stubSecretKey } from "../../test/paystack-stub.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { payments } from "./payments.schema.ts";

// Settlement (settlement.ts) through the API against the Paystack stub: a charge settled once however
// it arrives (verification, webhook, two processes, the reconciler), and a charge the order does not
// need returned.

let stub: PaystackStub;
let shop: TestApp;
payingShopForTests((started) => {
  ({ shop, stub } = started);
});

/** Another API process (its own connection pool) on the same database, against the same stub. */
async function secondProcess() {
  return createTestApp(
    { PAYSTACK_SECRET_KEY: stubSecretKey, PAYSTACK_BASE_URL: stub.baseUrl },
    { database: await anotherProcess(shop.database) },
  );
}

describe("settlement", () => {
  it("settles a paid charge once: payment and transaction COMPLETED, order PROCESSING, points, one receipt", async () => {
    const { shopper, order, reference } = await startedPayment(shop, "ikoyi-penny-loafer", 2);
    stub.pay(reference);
    const first = await verify(shop, shopper, reference);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      reference,
      status: "COMPLETED",
      orderId: order.id,
      orderStatus: "PROCESSING",
      outcome: "paid",
      returned: 0,
      note: null,
    });
    // The redirect replayed, then the webhook: nothing more happens.
    expect((await verify(shop, shopper, reference)).json().data.status).toBe("COMPLETED");
    const { body, signature } = stub.webhook(reference);
    expect((await sendWebhook(shop, body, signature)).statusCode).toBe(200);

    const record = await settlementRecord(shop, reference, order.orderNumber);
    expect(record.payment).toMatchObject({ status: "COMPLETED", needsRefund: false, failureReason: null });
    expect(record.transactions.map((row) => row.status)).toEqual(["COMPLETED"]);
    expect(record.receipts).toHaveLength(1);
    expect(record.points).toEqual([
      expect.objectContaining({ userId: shopper.id, points: Math.floor(order.total / 1000) }),
    ]);
    expect((await orderNow(shop, shopper, order.id)).status).toBe("PROCESSING");

    const delivered = (await shop.deliveredEmails()).filter((email) => email.to === shopper.email);
    const receipt = delivered.find((email) => email.subject.startsWith("Payment received"));
    expect(receipt?.text).toContain(reference);
    expect(receipt?.text).toContain(`Order ${order.orderNumber}`.replace("Order", "order"));
    expect(receipt?.html).toContain("<!doctype html>");
  });

  it("settles from the webhook alone, re-verified with Paystack", async () => {
    const { shopper, order, reference } = await startedPayment(shop);
    stub.pay(reference);
    const { body, signature } = stub.webhook(reference);
    const answer = await sendWebhook(shop, body, signature);
    expect(answer.statusCode).toBe(200);
    expect((await orderNow(shop, shopper, order.id)).status).toBe("PROCESSING");
    expect(stub.calls).toContain(`GET /transaction/verify/${reference}`);
  });

  it.skipIf(!racesCanRun)(
    "settles once when verify calls and webhooks arrive together on two processes",
    async () => {
      // Started first: the second process's mail sender would otherwise deliver the shopper's code.
      const { shopper, order, reference } = await startedPayment(shop);
      const second = await secondProcess();
      try {
        stub.pay(reference);
        const { body, signature } = stub.webhook(reference);
        const answers = await Promise.all([
          verify(shop, shopper, reference),
          verify(second, shopper, reference),
          sendWebhook(shop, body, signature),
          sendWebhook(second, body, signature),
          sendWebhook(second, body, signature),
          verify(second, shopper, reference),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        const record = await settlementRecord(shop, reference, order.orderNumber);
        expect(record.payment).toMatchObject({ status: "COMPLETED", needsRefund: false });
        expect(record.transactions.map((row) => row.status)).toEqual(["COMPLETED"]);
        expect(record.receipts).toHaveLength(1);
        expect(record.points).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );

  it("keeps a declined order PENDING and payable again with a new reference", async () => {
    const { shopper, order, reference } = await startedPayment(shop);
    stub.decline(reference);
    expect((await verify(shop, shopper, reference)).json().data.status).toBe("FAILED");
    expect((await paymentRow(shop, reference))?.failureReason).toBe("Declined");
    const declined = await orderNow(shop, shopper, order.id);
    expect(declined.status).toBe("PENDING");
    expect(declined.payment?.status).toBe("FAILED");

    const retry = await initializePayment(shop, shopper, order);
    expect(retry.statusCode).toBe(200);
    const newReference = retry.json().data.reference;
    expect(newReference).not.toBe(reference);
    stub.pay(newReference);
    expect((await verify(shop, shopper, newReference)).json().data.status).toBe("COMPLETED");
    expect((await orderNow(shop, shopper, order.id)).payment).toMatchObject({
      reference: newReference,
      status: "COMPLETED",
    });
    const history = await shop.get("/transactions/history", shopper.headers);
    expect(history.json().data.transactions.map((row: { status: string }) => row.status)).toEqual([
      "COMPLETED",
      "FAILED",
    ]);
  });

  it.each([
    ["an underpaid charge", { amountKobo: 100 }, /Charged ₦1\.00 for an order of/],
    ["a charge in another currency", { currency: "USD" }, /USD, not NGN/],
  ])("returns %s whole: the order stays PENDING and payable, no receipt", async (_name, how, reason) => {
    const { shopper, order, reference } = await startedPayment(shop);
    stub.pay(reference, how);
    const verified = (await verify(shop, shopper, reference)).json().data;
    expect(verified).toMatchObject({ status: "COMPLETED", outcome: "returned", orderStatus: "PENDING" });
    expect(verified.note).toMatch(/did not match this order's total; we are returning/);
    const record = await settlementRecord(shop, reference, order.orderNumber);
    expect(record.payment).toMatchObject({
      paysOrder: false,
      capturedKobo: stub.charges.get(reference)?.paidKobo,
    });
    expect(record.transactions.find((row) => row.type === "PAYMENT")?.description).toMatch(reason);
    const refund = record.transactions.find((row) => row.type === "REFUND");
    expect(refund).toMatchObject({ status: "PENDING", automatic: true });
    expect(refund?.amountKobo).toBe(-(stub.charges.get(reference)?.paidKobo ?? 0));
    expect(stub.refunds.filter((row) => row.reference === reference)).toHaveLength(1);
    expect(record.receipts).toHaveLength(0);
    expect(record.points).toHaveLength(0);
    expect((await orderNow(shop, shopper, order.id)).status).toBe("PENDING");
  });

  it("leaves a charge still in progress PENDING", async () => {
    const { shopper, reference } = await startedPayment(shop);
    expect((await verify(shop, shopper, reference)).json().data).toMatchObject({
      status: "PENDING",
      outcome: "pending",
    });
  });

  it("returns a charge that succeeds for an order cancelled meanwhile, and tells the shopper so", async () => {
    const { shopper, order, reference } = await startedPayment(shop);
    const cancelled = await shop.send(
      "POST",
      `/users/${shopper.id}/orders/${order.id}/cancel`,
      shopper.headers,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await paymentRow(shop, reference))?.status).toBe("CANCELLED");
    stub.pay(reference);
    const verified = (await verify(shop, shopper, reference)).json().data;
    expect(verified).toMatchObject({
      status: "COMPLETED",
      outcome: "returned",
      orderStatus: "CANCELLED",
      returned: order.total,
      note: `This order was cancelled before your payment arrived; we are returning ${formatNaira(order.total)} to your card.`,
    });
    const record = await settlementRecord(shop, reference, order.orderNumber);
    expect(record.payment).toMatchObject({ status: "COMPLETED", paysOrder: false, needsRefund: false });
    expect(record.receipts).toHaveLength(0);
    expect(record.points).toHaveLength(0);
    expect((await orderNow(shop, shopper, order.id)).status).toBe("CANCELLED");
    expect(stub.refunds.filter((row) => row.reference === reference)).toEqual([
      expect.objectContaining({ amountKobo: Math.round(order.total * 100), status: "pending" }),
    ]);
  });

  it("refuses to cancel a paid order", async () => {
    const { shopper, order, reference } = await startedPayment(shop);
    stub.pay(reference);
    await verify(shop, shopper, reference);
    const cancel = await shop.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers);
    expect(cancel.statusCode).toBe(409);
  });
});

describe("the reconciler", () => {
  it.skipIf(!racesCanRun)(
    "settles payments left PENDING for ten minutes, once with two processes reconciling at once",
    async () => {
      const paid = await startedPayment(shop);
      const fresh = await startedPayment(shop);
      const second = await secondProcess();
      try {
        stub.pay(paid.reference);
        stub.pay(fresh.reference);
        await shop.db
          .update(payments)
          .set({ createdAt: sql`now() - interval '11 minutes'` })
          .where(eq(payments.reference, paid.reference));
        await Promise.all([shop.paymentReconciler?.reconcile(), second.paymentReconciler?.reconcile()]);
        const record = await settlementRecord(shop, paid.reference, paid.order.orderNumber);
        expect(record.payment?.status).toBe("COMPLETED");
        expect(record.receipts).toHaveLength(1);
        expect((await paymentRow(shop, fresh.reference))?.status).toBe("PENDING");
      } finally {
        await second.close();
      }
    },
  );
});
