import { koboToNaira } from "@oja/contracts/money";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, transactions } from "./payments.schema.ts";

// The money figures read out of the charges and refunds (docs/architecture.md §8): what each order, each
// customer and each charge took and had refunded, for the admin area, and the shop's sales by period,
// for the reports. Read here because the tables are this domain's (decision 008).

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
