import type { Order } from "@oja/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { seedDemoData } from "../demo-shop/seed.ts";
import { outboxEmails } from "../domains/mail/mail.schema.ts";
import { loyaltyPoints, payments, transactions } from "../domains/payments/payments.schema.ts";
import { initializePayment, placedOrder } from "./orders.ts";
import { type PaystackStub, startPaystackStub, stubSecretKey } from "./paystack-stub.ts";
import { type SignedInShopper, signedInShopper } from "./shoppers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Shared by the payments' API tests against the Paystack stub: a payment started, the calls that settle
// it (the shopper's verification and Paystack's webhook), and what the database then holds of it.

const webhookPath = "/api/v1/payments/webhook/paystack";

/**
 * For the tests of one file: a shop on the demo data that takes payments through a Paystack stub,
 * started before them and stopped after, with the stub back to its normal answers before each test.
 * `use` receives both once they are up.
 */
export function payingShopForTests(use: (started: { shop: TestApp; stub: PaystackStub }) => void) {
  let started: { shop: TestApp; stub: PaystackStub } | undefined;
  beforeAll(async () => {
    const stub = await startPaystackStub();
    const shop = await createTestApp({
      PAYSTACK_SECRET_KEY: stubSecretKey,
      PAYSTACK_BASE_URL: stub.baseUrl,
      PAYSTACK_TIMEOUT_MS: "300",
      PUBLIC_URL: "http://shop.test",
    });
    await seedDemoData(shop.db);
    started = { shop, stub };
    use(started);
  });
  afterAll(async () => {
    await started?.shop.close();
    await started?.stub.close();
  });
  beforeEach(() => {
    if (!started) return;
    started.stub.mode = "normal";
    started.stub.refundMode = "normal";
  });
}

/** Paystack's webhook as it arrives: the raw body, with its signature header when there is one. */
export function sendWebhook(app: TestApp, body: string, signature?: string) {
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

/** The shopper back from Paystack's page: the verification of their payment, through `app`. */
export function verify(app: TestApp, shopper: SignedInShopper, reference: string) {
  return app.get(`/payments/verify/${reference}`, shopper.headers);
}

export async function orderNow(shop: TestApp, shopper: SignedInShopper, orderId: string): Promise<Order> {
  return (await shop.get(`/users/${shopper.id}/orders/${orderId}`, shopper.headers)).json().data;
}

export async function paymentRow(shop: TestApp, reference: string) {
  const [row] = await shop.db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

/** Everything a settlement writes for this payment: the attempt, its transactions, receipts and points. */
export async function settlementRecord(shop: TestApp, reference: string, orderNumber: string) {
  const payment = await paymentRow(shop, reference);
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
export async function startedPayment(shop: TestApp, slug?: string, quantity?: number) {
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
