import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { providerUnavailableMessage } from "@oja/contracts/payments";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import {
  type PaystackStub,
  signatureOf,
  startPaystackStub,
  stubSecretKey,
} from "../../test/paystack-stub.ts";
import { type SignedInShopper, signedInShopper, signInRequiredAnswer } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { loyaltyPoints, payments, transactions } from "./payments.schema.ts";
import { paystackProvider } from "./paystack-provider.ts";

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
beforeEach(() => {
  stub.mode = "normal";
  stub.refundMode = "normal";
});

/** Another API process (its own connection pool) on the same database, against the same stub. */
async function secondProcess() {
  return createTestApp(
    { PAYSTACK_SECRET_KEY: stubSecretKey, PAYSTACK_BASE_URL: stub.baseUrl },
    { database: await anotherProcess(shop.database) },
  );
}

const webhookPath = "/api/v1/payments/webhook/paystack";

function sendWebhook(app: TestApp, body: string, signature?: string) {
  return app.app.inject({
    method: "POST",
    url: webhookPath,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "x-paystack-signature": signature }),
    },
    payload: body,
  });
}

function verify(shopper: SignedInShopper, reference: string, app: TestApp = shop) {
  return app.get(`/payments/verify/${reference}`, shopper.headers);
}

async function orderNow(shopper: SignedInShopper, orderId: string): Promise<Order> {
  return (await shop.get(`/users/${shopper.id}/orders/${orderId}`, shopper.headers)).json().data;
}

async function paymentRow(reference: string) {
  const [row] = await shop.db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

async function settlementRecord(reference: string, orderNumber: string) {
  const payment = await paymentRow(reference);
  const paymentTransactions = payment
    ? await shop.db.select().from(transactions).where(eq(transactions.paymentId, payment.id))
    : [];
  const receipts = await shop.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, "payment-received"),
        sql`position(${orderNumber} in ${outboxEmails.subject}) > 0`,
      ),
    );
  const points = payment
    ? await shop.db.select().from(loyaltyPoints).where(eq(loyaltyPoints.paymentId, payment.id))
    : [];
  return { payment, transactions: paymentTransactions, receipts, points };
}

/** A shopper with a placed order and a started payment. */
async function startedPayment(slug?: string, quantity?: number) {
  const shopper = await signedInShopper(shop);
  const order = await placedOrder(shop, shopper, slug, quantity);
  const started = await initializePayment(shop, shopper, order);
  expect(started.statusCode, started.body).toBe(200);
  const { reference, authorizationUrl } = started.json().data as {
    reference: string;
    authorizationUrl: string;
  };
  return { shopper, order, reference, authorizationUrl };
}

describe("POST /payments/{userId}/initialize", () => {
  it("asks Paystack for its page with a fresh reference, the total in kobo and our callback", async () => {
    const { shopper, order, reference, authorizationUrl } = await startedPayment();
    expect(authorizationUrl).toBe(`https://checkout.paystack.com/${reference.toLowerCase()}`);
    const charge = stub.charges.get(reference);
    expect(charge?.amountKobo).toBe(Math.round(order.total * 100));
    expect((await orderNow(shopper, order.id)).payment).toEqual({
      status: "PENDING",
      amount: order.total,
      reference,
      provider: "paystack",
      authorizationUrl,
      metadata: { authorization_url: authorizationUrl, status: "PENDING" },
    });
    const [transaction] = await shop.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, reference));
    expect(transaction).toMatchObject({ type: "PAYMENT", status: "PENDING", userId: shopper.id });
  });

  it("answers the same page to a second click while the attempt is pending", async () => {
    const { shopper, order, reference } = await startedPayment();
    const again = await initializePayment(shop, shopper, order);
    expect(again.json().data.reference).toBe(reference);
  });

  it("refuses another shopper's order (403), an unknown one (404), a wrong amount (409) and bad input (400)", async () => {
    const { shopper, order } = await startedPayment();
    const stranger = await signedInShopper(shop);
    const theirs = await initializePayment(shop, stranger, order);
    expect(theirs.statusCode).toBe(403);
    const otherPath = await shop.send("POST", `/payments/${shopper.id}/initialize`, stranger.headers, {
      orderId: order.id,
      email: stranger.email,
      amount: order.total,
    });
    expect(otherPath.statusCode).toBe(403);
    const unknown = await initializePayment(shop, shopper, { id: crypto.randomUUID(), total: order.total });
    expect(unknown.statusCode).toBe(404);
    const wrongAmount = await initializePayment(shop, shopper, order, { amount: order.total - 1 });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toMatch(/does not match/);
    const bad = await initializePayment(shop, shopper, order, { amount: "lots", email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveLength(2);
    const signedOut = await shop.post(`/payments/${shopper.id}/initialize`, { orderId: order.id });
    expect(signedOut.json()).toMatchObject(signInRequiredAnswer);
  });

  it.each([
    ["down", "answers 503"],
    ["nonsense", "answers HTML"],
    ["slow", "does not answer in time"],
  ] as const)("answers 502 and leaves the order untouched when Paystack %s (%s)", async (mode, _how) => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    stub.mode = mode;
    const started = await initializePayment(shop, shopper, order);
    expect(started.statusCode).toBe(502);
    expect(started.json().message).toBe(providerUnavailableMessage);
    const after = await orderNow(shopper, order.id);
    expect(after).toMatchObject({ status: "PENDING", payment: null, total: order.total });
    expect(await shop.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it("refuses a paid order with 409", async () => {
    const { shopper, order, reference } = await startedPayment();
    stub.pay(reference);
    expect((await verify(shopper, reference)).json().data.status).toBe("COMPLETED");
    const again = await initializePayment(shop, shopper, order);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order is already paid.");
  });
});

describe("settlement", () => {
  it("settles a paid charge once: payment and transaction COMPLETED, order PROCESSING, points, one receipt", async () => {
    const { shopper, order, reference } = await startedPayment("ikoyi-penny-loafer", 2);
    stub.pay(reference);
    const first = await verify(shopper, reference);
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
    expect((await verify(shopper, reference)).json().data.status).toBe("COMPLETED");
    const { body, signature } = stub.webhook(reference);
    expect((await sendWebhook(shop, body, signature)).statusCode).toBe(200);

    const record = await settlementRecord(reference, order.orderNumber);
    expect(record.payment).toMatchObject({ status: "COMPLETED", needsRefund: false, failureReason: null });
    expect(record.transactions.map((row) => row.status)).toEqual(["COMPLETED"]);
    expect(record.receipts).toHaveLength(1);
    expect(record.points).toEqual([
      expect.objectContaining({ userId: shopper.id, points: Math.floor(order.total / 1000) }),
    ]);
    expect((await orderNow(shopper, order.id)).status).toBe("PROCESSING");

    const delivered = (await shop.deliveredEmails()).filter((email) => email.to === shopper.email);
    const receipt = delivered.find((email) => email.subject.startsWith("Payment received"));
    expect(receipt?.text).toContain(reference);
    expect(receipt?.text).toContain(`Order ${order.orderNumber}`.replace("Order", "order"));
    expect(receipt?.html).toContain("<!doctype html>");
  });

  it("settles from the webhook alone, re-verified with Paystack", async () => {
    const { shopper, order, reference } = await startedPayment();
    stub.pay(reference);
    const { body, signature } = stub.webhook(reference);
    const answer = await sendWebhook(shop, body, signature);
    expect(answer.statusCode).toBe(200);
    expect((await orderNow(shopper, order.id)).status).toBe("PROCESSING");
    expect(stub.calls).toContain(`GET /transaction/verify/${reference}`);
  });

  it.skipIf(!racesCanRun)(
    "settles once when verify calls and webhooks arrive together on two processes",
    async () => {
      // Started first: the second process's mail sender would otherwise deliver the shopper's code.
      const { shopper, order, reference } = await startedPayment();
      const second = await secondProcess();
      try {
        stub.pay(reference);
        const { body, signature } = stub.webhook(reference);
        const answers = await Promise.all([
          verify(shopper, reference),
          verify(shopper, reference, second),
          sendWebhook(shop, body, signature),
          sendWebhook(second, body, signature),
          sendWebhook(second, body, signature),
          verify(shopper, reference, second),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        const record = await settlementRecord(reference, order.orderNumber);
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
    const { shopper, order, reference } = await startedPayment();
    stub.decline(reference);
    expect((await verify(shopper, reference)).json().data.status).toBe("FAILED");
    expect((await paymentRow(reference))?.failureReason).toBe("Declined");
    const declined = await orderNow(shopper, order.id);
    expect(declined.status).toBe("PENDING");
    expect(declined.payment?.status).toBe("FAILED");

    const retry = await initializePayment(shop, shopper, order);
    expect(retry.statusCode).toBe(200);
    const newReference = retry.json().data.reference;
    expect(newReference).not.toBe(reference);
    stub.pay(newReference);
    expect((await verify(shopper, newReference)).json().data.status).toBe("COMPLETED");
    expect((await orderNow(shopper, order.id)).payment).toMatchObject({
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
    const { shopper, order, reference } = await startedPayment();
    stub.pay(reference, how);
    const verified = (await verify(shopper, reference)).json().data;
    expect(verified).toMatchObject({ status: "COMPLETED", outcome: "returned", orderStatus: "PENDING" });
    expect(verified.note).toMatch(/did not match this order's total; we are returning/);
    const record = await settlementRecord(reference, order.orderNumber);
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
    expect((await orderNow(shopper, order.id)).status).toBe("PENDING");
  });

  it("leaves a charge still in progress PENDING", async () => {
    const { shopper, reference } = await startedPayment();
    expect((await verify(shopper, reference)).json().data).toMatchObject({
      status: "PENDING",
      outcome: "pending",
    });
  });

  it("returns a charge that succeeds for an order cancelled meanwhile, and tells the shopper so", async () => {
    const { shopper, order, reference } = await startedPayment();
    const cancelled = await shop.send(
      "POST",
      `/users/${shopper.id}/orders/${order.id}/cancel`,
      shopper.headers,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await paymentRow(reference))?.status).toBe("CANCELLED");
    stub.pay(reference);
    const verified = (await verify(shopper, reference)).json().data;
    expect(verified).toMatchObject({
      status: "COMPLETED",
      outcome: "returned",
      orderStatus: "CANCELLED",
      returned: order.total,
      note: `This order was cancelled before your payment arrived; we are returning ${formatNaira(order.total)} to your card.`,
    });
    const record = await settlementRecord(reference, order.orderNumber);
    expect(record.payment).toMatchObject({ status: "COMPLETED", paysOrder: false, needsRefund: false });
    expect(record.receipts).toHaveLength(0);
    expect(record.points).toHaveLength(0);
    expect((await orderNow(shopper, order.id)).status).toBe("CANCELLED");
    expect(stub.refunds.filter((row) => row.reference === reference)).toEqual([
      expect.objectContaining({ amountKobo: Math.round(order.total * 100), status: "pending" }),
    ]);
  });

  it("refuses to cancel a paid order", async () => {
    const { shopper, order, reference } = await startedPayment();
    stub.pay(reference);
    await verify(shopper, reference);
    const cancel = await shop.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers);
    expect(cancel.statusCode).toBe(409);
  });
});

describe("GET /payments/verify/{reference}", () => {
  it("answers 403 for someone else's payment, 404 for an unknown one, 401 without a session, 502 when Paystack is down", async () => {
    const { reference, shopper } = await startedPayment();
    const stranger = await signedInShopper(shop);
    expect((await verify(stranger, reference)).statusCode).toBe(403);
    expect((await verify(shopper, "OJA-NOPE-000")).statusCode).toBe(404);
    expect((await verify(shopper, "not a reference!")).statusCode).toBe(400);
    expect((await shop.get(`/payments/verify/${reference}`)).json()).toMatchObject(signInRequiredAnswer);
    stub.mode = "down";
    const down = await verify(shopper, reference);
    expect(down.statusCode).toBe(502);
    expect((await paymentRow(reference))?.status).toBe("PENDING");
  });
});

describe("POST /payments/webhook/paystack", () => {
  it("answers 401 and changes nothing for a missing, wrong or altered signature", async () => {
    const { order, reference } = await startedPayment();
    stub.pay(reference);
    const { body, signature } = stub.webhook(reference);
    const forged = stub.webhook(reference, "sk_test_somebodyelse000000000000000000");
    const altered = body.replace(reference, `${reference}X`);
    const answers = await Promise.all([
      sendWebhook(shop, body),
      sendWebhook(shop, body, "00"),
      sendWebhook(shop, forged.body, forged.signature),
      sendWebhook(shop, altered, signature),
      sendWebhook(shop, body, `${signature.startsWith("0") ? "1" : "0"}${signature.slice(1)}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await paymentRow(reference))?.status).toBe("PENDING");
    expect((await settlementRecord(reference, order.orderNumber)).receipts).toHaveLength(0);
  });

  it("takes no app key, and answers 200 to events it does not act on", async () => {
    const body = JSON.stringify({ event: "refund.processed", data: { reference: "OJA-ANY" } });
    const answer = await sendWebhook(shop, body, signatureOf(body));
    expect(answer.statusCode).toBe(200);
  });
});

describe("the paystack provider's refund", () => {
  it("asks Paystack to refund the charge and answers its status", async () => {
    const { reference } = await startedPayment();
    stub.pay(reference);
    const provider = paystackProvider({ secretKey: stubSecretKey, baseUrl: stub.baseUrl, timeoutMs: 500 });
    expect(await provider.refund(reference, 100)).toEqual({
      id: expect.any(String),
      amountKobo: 100,
      status: "pending",
    });
    expect(stub.calls.at(-1)).toBe("POST /refund");
    expect(await provider.refundsOf(reference)).toEqual([expect.objectContaining({ amountKobo: 100 })]);
  });
});

describe("the reconciler", () => {
  it.skipIf(!racesCanRun)(
    "settles payments left PENDING for ten minutes, once with two processes reconciling at once",
    async () => {
      const paid = await startedPayment();
      const fresh = await startedPayment();
      const second = await secondProcess();
      try {
        stub.pay(paid.reference);
        stub.pay(fresh.reference);
        await shop.db
          .update(payments)
          .set({ createdAt: sql`now() - interval '11 minutes'` })
          .where(eq(payments.reference, paid.reference));
        await Promise.all([shop.paymentReconciler?.reconcile(), second.paymentReconciler?.reconcile()]);
        const record = await settlementRecord(paid.reference, paid.order.orderNumber);
        expect(record.payment?.status).toBe("COMPLETED");
        expect(record.receipts).toHaveLength(1);
        expect((await paymentRow(fresh.reference))?.status).toBe("PENDING");
      } finally {
        await second.close();
      }
    },
  );
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
