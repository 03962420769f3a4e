import { randomBytes } from "node:crypto";
import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import {
  amountMismatchMessage,
  type InitializePaymentBody,
  orderAlreadyPaidMessage,
  orderNotPayableMessage,
  otherShopperPaymentMessage,
  type PaymentOutcome,
  paymentNotFoundMessage,
  providerUnavailableMessage,
  returnedExcess,
  returnedMismatch,
  returnedToCancelledOrder,
  returnedToPaidOrder,
  type VerifyPaymentResponse,
} from "@oja/contracts/payments";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, notFound, Problem } from "../../http/problem.ts";
import { orderToPay } from "../orders/order-payment-steps.ts";
import { ProviderUnavailable, type WebhookEvent } from "./payment-provider.ts";
import { payments, transactions } from "./payments.schema.ts";
import type { SettlementContext } from "./payments-context.ts";
import { settleRefundsOf } from "./refunds.service.ts";
import { returnReasons, type SettledPayment, settlePayment } from "./settlement.ts";

// Payment attempts (docs/decisions/012-payments-and-settlement.md, 023-money-that-never-goes-astray.md):
// starting one, the shopper's verification and the webhook. Settlement itself is settlement.ts; refunds
// are refunds.service.ts; the histories, payment-histories.ts; the money figures, payment-figures.ts.

export interface PaymentsContext extends SettlementContext {
  /** `{PUBLIC_URL}/payment/verification`: where the provider sends the shopper back. */
  callbackUrl: string;
}

/** A fresh reference per attempt: the shop's prefix, the time and 12 random characters. */
export function newPaymentReference(): string {
  return `OJA-${Date.now().toString(36)}-${randomBytes(9).toString("base64url").replace(/[_-]/g, "0")}`.toUpperCase();
}

const providerProblem = () => new Problem(502, providerUnavailableMessage);

/**
 * Starts paying the shopper's own PENDING order: the amount sent must be the order's total. An
 * attempt still PENDING for that same amount is answered again (a second click opens the same page);
 * otherwise a new attempt with a fresh reference. When the provider cannot be reached the attempt is
 * removed, the order is untouched, and the shopper gets a 502.
 */
export async function initializePayment(
  db: Database,
  user: { id: string },
  body: InitializePaymentBody,
  context: PaymentsContext,
): Promise<{ authorizationUrl: string; reference: string }> {
  const order = await orderToPay(db, user.id, body.orderId);
  if (order.status !== "PENDING") {
    throw conflict(order.status === "CANCELLED" ? orderNotPayableMessage : orderAlreadyPaidMessage);
  }
  if (nairaToKobo(body.amount) !== order.totalKobo) throw conflict(amountMismatchMessage);

  const [pending] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, "PENDING"),
        eq(payments.amountKobo, order.totalKobo),
        eq(payments.provider, context.provider.name),
        sql`${payments.authorizationUrl} is not null`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (pending?.authorizationUrl)
    return { authorizationUrl: pending.authorizationUrl, reference: pending.reference };

  const reference = newPaymentReference();
  const attempt = await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: user.id,
        reference,
        provider: context.provider.name,
        amountKobo: order.totalKobo,
      })
      .returning();
    if (!payment) throw new Error("the payment just made was not returned");
    await tx.insert(transactions).values({
      userId: user.id,
      orderId: order.id,
      paymentId: payment.id,
      reference,
      type: "PAYMENT",
      amountKobo: order.totalKobo,
      description: `Payment for order ${order.orderNumber}`,
    });
    return payment;
  });

  try {
    const { authorizationUrl } = await context.provider.initialize({
      reference,
      email: body.email,
      amountKobo: order.totalKobo,
      callbackUrl: context.callbackUrl,
      metadata: { ...body.metadata, orderId: order.id, orderNumber: order.orderNumber, userId: user.id },
    });
    await db
      .update(payments)
      .set({ authorizationUrl, updatedAt: sql`now()` })
      .where(eq(payments.id, attempt.id));
    return { authorizationUrl, reference };
  } catch (error) {
    // Nobody has seen the reference yet: the attempt is removed as if it had never begun.
    await db.transaction(async (tx) => {
      await tx.delete(transactions).where(eq(transactions.paymentId, attempt.id));
      await tx.delete(payments).where(eq(payments.id, attempt.id));
    });
    if (error instanceof ProviderUnavailable) throw providerProblem();
    throw error;
  }
}

type Verification = VerifyPaymentResponse["data"];

/** What the verification page tells the shopper of a settled (or not yet settled) payment. */
async function verificationOf(db: Database, userId: string, settled: SettledPayment): Promise<Verification> {
  const order = await orderToPay(db, userId, settled.orderId);
  const returned = formatNaira(koboToNaira(settled.returningKobo));
  let outcome: PaymentOutcome;
  let note: string | null = null;
  if (settled.status === "PENDING") outcome = "pending";
  else if (settled.paysOrder) {
    outcome = "paid";
    if (settled.returningKobo > 0) note = returnedExcess(returned, formatNaira(koboToNaira(order.totalKobo)));
  } else if (settled.returningKobo > 0) {
    outcome = "returned";
    note =
      settled.returnReason === returnReasons.cancelled
        ? returnedToCancelledOrder(returned)
        : settled.returnReason === returnReasons.alreadyPaid
          ? returnedToPaidOrder(returned)
          : returnedMismatch(returned);
  } else {
    outcome = "failed";
    if (settled.status === "CANCELLED") note = settled.failureReason;
  }
  return {
    reference: settled.reference,
    status: settled.status,
    orderId: settled.orderId,
    orderStatus: order.status,
    outcome,
    returned: koboToNaira(settled.returningKobo),
    note,
  };
}

/** The shopper verifies their own payment (the page the provider sends them back to). */
export async function verifyPayment(
  db: Database,
  userId: string,
  reference: string,
  context: SettlementContext,
): Promise<Verification> {
  const [payment] = await db
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (!payment) throw notFound(paymentNotFoundMessage);
  if (payment.userId !== userId) throw forbidden(otherShopperPaymentMessage);
  try {
    const settled = await settlePayment(db, reference, context);
    if (!settled) throw notFound(paymentNotFoundMessage);
    return verificationOf(db, userId, settled);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw providerProblem();
    throw error;
  }
}

/** What became of a webhook: settled (or already), ignored, or left for the reconciler. */
export type WebhookOutcome = "settled" | "ignored" | "deferred";

/**
 * A webhook whose signature held. `charge.success` settles the charge, and `refund.*` the charge's
 * refunds, each by asking the provider again rather than believing the body: the body only names the
 * charge. When the provider cannot say, the reconciler will ask later.
 */
export async function settleFromWebhook(
  db: Database,
  event: WebhookEvent,
  context: SettlementContext,
  log: { warn: (object: object, message: string) => void },
): Promise<WebhookOutcome> {
  if (!event.reference) return "ignored";
  try {
    if (event.event === "charge.success") {
      return (await settlePayment(db, event.reference, context)) ? "settled" : "ignored";
    }
    if (event.event.startsWith("refund.")) {
      await settleRefundsOf(db, context, event.reference);
      return "settled";
    }
    return "ignored";
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn({ err: error, reference: event.reference }, "a webhook's payment could not be verified yet");
    return "deferred";
  }
}

/** The attempt behind a payment page, for the sandbox's page: its status and why it was cancelled. */
export async function attemptOf(db: Database, reference: string) {
  const [row] = await db
    .select({ status: payments.status, failureReason: payments.failureReason })
    .from(payments)
    .where(eq(payments.reference, reference));
  return row;
}
