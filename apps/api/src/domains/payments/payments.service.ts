import { randomBytes } from "node:crypto";
import { paginate } from "@oja/contracts/api";
import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import {
  amountMismatchMessage,
  type HistoryQuery,
  type InitializePaymentBody,
  orderAlreadyPaidMessage,
  orderNotPayableMessage,
  otherShopperPaymentMessage,
  type Payment,
  type PaymentOutcome,
  paymentNotFoundMessage,
  providerUnavailableMessage,
  returnedExcess,
  returnedMismatch,
  returnedToCancelledOrder,
  returnedToPaidOrder,
  type Transaction,
  type VerifyPaymentResponse,
} from "@oja/contracts/payments";
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, notFound, Problem } from "../../http/problem.ts";
import { anyOrder, orderStatusesOf, orderToPay } from "../orders/orders.service.ts";
import { ProviderUnavailable, type WebhookEvent } from "./payment-provider.ts";
import { loyaltyPoints, payments, transactions } from "./payments.schema.ts";
import type { SettlementContext } from "./payments-context.ts";
import { settleRefundsOf } from "./refunds.service.ts";
import { returnReasons, type SettledPayment, settlePayment } from "./settlement.ts";

// Payments (docs/decisions/012-payments-and-settlement.md, 023-money-that-never-goes-astray.md):
// starting an attempt, the shopper's verification, the webhook, and the histories. Settlement itself is
// settlement.ts; refunds are refunds.service.ts.

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
async function verificationOf(db: Database, settled: SettledPayment): Promise<Verification> {
  const { order } = await anyOrder(db, settled.orderId);
  const returned = formatNaira(koboToNaira(settled.returningKobo));
  let outcome: PaymentOutcome;
  let note: string | null = null;
  if (settled.status === "PENDING") outcome = "pending";
  else if (settled.paysOrder) {
    outcome = "paid";
    if (settled.returningKobo > 0) note = returnedExcess(returned, formatNaira(order.total));
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
    return verificationOf(db, settled);
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

async function asTransactions(
  db: Database,
  rows: (typeof transactions.$inferSelect)[],
): Promise<Transaction[]> {
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const orders = await orderStatusesOf(db, orderIds);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    type: row.type,
    amount: koboToNaira(row.amountKobo),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    description: row.description,
    paymentId: row.paymentId,
    order: row.orderId ? (orders.get(row.orderId) ?? null) : null,
  }));
}

/** docs/product.md §3 Transaction, newest first, 10 a page. */
export async function transactionHistory(db: Database, userId: string, query: HistoryQuery) {
  const where = eq(transactions.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(transactions).where(where),
  ]);
  return {
    transactions: await asTransactions(db, rows),
    pagination: paginate(query.page, query.limit, totals?.total ?? 0),
  };
}

/** An order's transactions, oldest first (the admin area's order page). */
export async function transactionsOfOrder(db: Database, orderId: string): Promise<Transaction[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return asTransactions(db, rows);
}

/** Kobo the provider took, by a grouping column, over every charge that succeeded. */
const capturedSum = sql<number>`coalesce(sum(${payments.capturedKobo}), 0)`.mapWith(Number);
const countedRefunds = and(
  eq(transactions.type, "REFUND"),
  inArray(transactions.status, ["PENDING", "COMPLETED"]),
);

/**
 * What was taken for each order (every charge that succeeded, also those returned because the order did
 * not need them) and refunded of it (refunds done or on their way), kobo: the admin area's figures, whose
 * difference is the money the shop keeps.
 */
export async function moneyOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, { paidKobo: number; refundedKobo: number; needsRefund: boolean }>> {
  const money = new Map<string, { paidKobo: number; refundedKobo: number; needsRefund: boolean }>();
  if (orderIds.length === 0) return money;
  const [paid, refunded] = await Promise.all([
    db
      .select({
        orderId: payments.orderId,
        total: capturedSum,
        needsRefund: sql<boolean>`bool_or(${payments.needsRefund})`,
      })
      .from(payments)
      .where(and(inArray(payments.orderId, [...orderIds]), isNotNull(payments.capturedKobo)))
      .groupBy(payments.orderId),
    db
      .select({
        orderId: transactions.orderId,
        total: sql<number>`-sum(${transactions.amountKobo})`.mapWith(Number),
      })
      .from(transactions)
      .where(and(inArray(transactions.orderId, [...orderIds]), countedRefunds))
      .groupBy(transactions.orderId),
  ]);
  for (const id of orderIds) money.set(id, { paidKobo: 0, refundedKobo: 0, needsRefund: false });
  for (const row of paid) {
    money.set(row.orderId, { paidKobo: row.total, refundedKobo: 0, needsRefund: Boolean(row.needsRefund) });
  }
  for (const row of refunded) {
    if (!row.orderId) continue;
    const entry = money.get(row.orderId);
    if (entry) entry.refundedKobo = row.total;
  }
  return money;
}

/** Every charge of the order that took money, oldest first, with what was refunded of it (the admin area). */
export async function chargesOfOrder(db: Database, orderId: string) {
  const [rows, refunded] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), isNotNull(payments.capturedKobo)))
      .orderBy(asc(payments.paidAt), asc(payments.id)),
    db
      .select({
        paymentId: transactions.paymentId,
        total: sql<number>`-sum(${transactions.amountKobo})`.mapWith(Number),
      })
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), countedRefunds))
      .groupBy(transactions.paymentId),
  ]);
  const refundedOf = new Map(refunded.map((row) => [row.paymentId, row.total]));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    captured: koboToNaira(row.capturedKobo ?? 0),
    refunded: koboToNaira(refundedOf.get(row.id) ?? 0),
    paysOrder: row.paysOrder,
    needsRefund: row.needsRefund,
  }));
}

/** The shopper's payment attempts, newest first. */
export async function paymentHistory(db: Database, userId: string, query: HistoryQuery) {
  const where = eq(payments.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  const list: Payment[] = rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    reference: row.reference,
    provider: row.provider,
    status: row.status,
    amount: koboToNaira(row.amountKobo),
    currency: row.currency,
    authorizationUrl: row.authorizationUrl,
    failureReason: row.failureReason,
    needsRefund: row.needsRefund,
    createdAt: new Date(row.createdAt).toISOString(),
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
  }));
  return { payments: list, pagination: paginate(query.page, query.limit, totals?.total ?? 0) };
}

/** The shopper's loyalty points (docs/architecture.md §5): one per full ₦1,000 of each paid order, counted at settlement. */
export async function loyaltyPointsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)`.mapWith(Number) })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId));
  return row?.points ?? 0;
}

/** What each of these customers paid over all their orders, and what was refunded of it, kobo. */
export async function moneyOfCustomers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, { paidKobo: number; refundedKobo: number }>> {
  const money = new Map<string, { paidKobo: number; refundedKobo: number }>();
  if (userIds.length === 0) return money;
  const wanted = [...new Set(userIds)];
  const [paid, refunded] = await Promise.all([
    db
      .select({ userId: payments.userId, total: capturedSum })
      .from(payments)
      .where(and(inArray(payments.userId, wanted), isNotNull(payments.capturedKobo)))
      .groupBy(payments.userId),
    db
      .select({
        userId: transactions.userId,
        total: sql<number>`-sum(${transactions.amountKobo})`.mapWith(Number),
      })
      .from(transactions)
      .where(and(inArray(transactions.userId, wanted), countedRefunds))
      .groupBy(transactions.userId),
  ]);
  for (const id of wanted) money.set(id, { paidKobo: 0, refundedKobo: 0 });
  for (const row of paid) money.set(row.userId, { paidKobo: row.total, refundedKobo: 0 });
  for (const row of refunded) {
    const entry = money.get(row.userId);
    if (entry) entry.refundedKobo = row.total;
  }
  return money;
}

export interface Sales {
  /** Settled payments minus refunds (done or on their way), kobo. */
  amountKobo: number;
  /** Orders whose payment settled in the period. */
  paidOrders: number;
}

/** When the summary's periods began (packages/contracts/src/reports.ts `salesPeriodStarts`). */
export interface SalesPeriodStarts {
  today: Date;
  week: Date;
  month: Date;
}

/**
 * The shop's sales in each period, in one query: what charges took since its start, minus the refunds
 * made since then (done or on their way), whichever order they belong to. A charge the shop returned
 * because its order did not need it is taken and refunded, so it adds nothing; only a charge that paid
 * its order counts as an order paid.
 */
export async function salesSince(
  db: Database,
  starts: SalesPeriodStarts,
): Promise<Record<keyof SalesPeriodStarts, Sales>> {
  const paidSince = (since: Date) =>
    sql<number>`coalesce(sum(${payments.capturedKobo}) filter (where ${payments.paidAt} >= ${since.toISOString()}), 0)`.mapWith(
      Number,
    );
  const ordersSince = (since: Date) =>
    sql<number>`count(distinct ${payments.orderId}) filter (where ${payments.paidAt} >= ${since.toISOString()} and ${payments.paysOrder})`.mapWith(
      Number,
    );
  const refundedSince = (since: Date) =>
    sql<number>`(
      select coalesce(-sum(${transactions.amountKobo}), 0) from ${transactions}
      where ${transactions.type} = 'REFUND' and ${transactions.status} in ('PENDING', 'COMPLETED')
        and ${transactions.createdAt} >= ${since.toISOString()}
    )`.mapWith(Number);
  const [row] = await db
    .select({
      todayPaid: paidSince(starts.today),
      todayOrders: ordersSince(starts.today),
      todayRefunded: refundedSince(starts.today),
      weekPaid: paidSince(starts.week),
      weekOrders: ordersSince(starts.week),
      weekRefunded: refundedSince(starts.week),
      monthPaid: paidSince(starts.month),
      monthOrders: ordersSince(starts.month),
      monthRefunded: refundedSince(starts.month),
    })
    .from(payments)
    .where(isNotNull(payments.capturedKobo));
  const sales = (paid = 0, refunded = 0, paidOrders = 0): Sales => ({
    amountKobo: paid - refunded,
    paidOrders,
  });
  return {
    today: sales(row?.todayPaid, row?.todayRefunded, row?.todayOrders),
    week: sales(row?.weekPaid, row?.weekRefunded, row?.weekOrders),
    month: sales(row?.monthPaid, row?.monthRefunded, row?.monthOrders),
  };
}
