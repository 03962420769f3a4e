import { paginate } from "@oja/contracts/api";
import { koboToNaira } from "@oja/contracts/money";
import type { HistoryQuery, Payment, Transaction } from "@oja/contracts/payments";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderStatusesOf } from "../orders/order-queries.ts";
import { payments, transactions } from "./payments.schema.ts";

// The shopper's histories (docs/product.md §3 Transaction, §7): their transactions and payment attempts,
// newest first, and an order's transactions for the admin area's order page.

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
