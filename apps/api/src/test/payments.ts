import type { Order } from "@oja/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { outboxEmails } from "../domains/mail/mail.schema.ts";
import { loyaltyPoints, payments, transactions } from "../domains/payments/payments.schema.ts";
import { initializePayment, placedOrder } from "./orders.ts";
import { type SignedInShopper, signedInShopper } from "./shoppers.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the payments' API tests against the Paystack stub: a payment started, the calls that settle
// it (the shopper's verification and Paystack's webhook), and what the database then holds of it.

const webhookPath = "/api/v1/payments/webhook/paystack";

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
