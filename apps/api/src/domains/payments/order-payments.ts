import { koboToNaira } from "@oja/contracts/money";
import type { Order, OrderPayment } from "@oja/contracts/orders";
import {
  type ApplyPromoCodeBody,
  attemptCancelledForOrder,
  attemptCancelledForTotal,
} from "@oja/contracts/payments";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentsEnded } from "../../metrics/shop-metrics.ts";
import { applyPromoToOrder } from "../orders/order-promo-codes.ts";
import { getOrder } from "../orders/order-queries.ts";
import type { OrderSettings, PaymentsOfOrder, PaymentsOfOrders } from "../orders/order-rows.ts";
import { payments, transactions } from "./payments.schema.ts";

// An order's payment attempts as the order sees them: the latest one, shown with the order, and the
// open ones, cancelled when the order is cancelled or its total changes. Orders sit below payments and
// never import them (decision 024): the app hands `paymentsOfOrders` to the orders domain.

const iso = (at: string) => new Date(at).toISOString();

/**
 * Each order's payments as the order shows them: its latest attempt (docs/product.md §3 Order payment),
 * and every attempt and refund, oldest first, with what was refunded (done or on their way).
 */
export async function latestPayments(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, PaymentsOfOrder>> {
  const byOrder = new Map<string, PaymentsOfOrder>();
  if (orderIds.length === 0) return byOrder;
  const [attempts, refunds] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [...orderIds]))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(transactions)
      .where(and(inArray(transactions.orderId, [...orderIds]), eq(transactions.type, "REFUND")))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
  ]);
  for (const row of attempts) {
    const latest: NonNullable<OrderPayment> = {
      status: row.status,
      amount: koboToNaira(row.amountKobo),
      reference: row.reference,
      provider: row.provider,
      authorizationUrl: row.authorizationUrl,
      metadata: { authorization_url: row.authorizationUrl, status: row.status },
    };
    const attempt = {
      amount: koboToNaira(row.capturedKobo ?? row.amountKobo),
      status: row.status,
      reference: row.reference,
      at: iso(row.paidAt ?? row.createdAt),
    };
    const known = byOrder.get(row.orderId);
    if (known) {
      known.latest = latest;
      known.payments.push(attempt);
    } else byOrder.set(row.orderId, { latest, payments: [attempt], refunds: [], refundedKobo: 0 });
  }
  for (const row of refunds) {
    const known = row.orderId ? byOrder.get(row.orderId) : undefined;
    if (!known) continue;
    known.refunds.push({
      amount: koboToNaira(-row.amountKobo),
      status: row.status,
      reference: row.reference,
      at: iso(row.createdAt),
    });
    if (row.status === "PENDING" || row.status === "COMPLETED") known.refundedKobo -= row.amountKobo;
  }
  return byOrder;
}

/**
 * Cancels the open (PENDING) payment attempts of these orders, inside the caller's transaction, which
 * holds the orders' row locks: the order was cancelled, or its total changed. Their pages no longer take
 * payment; a charge that still arrives on one is settled and returned (settlement.ts).
 */
export async function cancelOpenAttempts(
  tx: Database,
  orderIds: readonly string[],
  why: "order-cancelled" | "total-changed",
): Promise<void> {
  if (orderIds.length === 0) return;
  const reason = why === "order-cancelled" ? attemptCancelledForOrder : attemptCancelledForTotal;
  const cancelled = await tx
    .update(payments)
    .set({ status: "CANCELLED", failureReason: reason, updatedAt: sql`now()` })
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, "PENDING")))
    .returning({ id: payments.id });
  if (cancelled.length === 0) return;
  paymentsEnded.inc({ status: "CANCELLED" }, cancelled.length);
  await tx
    .update(transactions)
    .set({ status: "CANCELLED", description: reason, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          transactions.paymentId,
          cancelled.map((payment) => payment.id),
        ),
        eq(transactions.type, "PAYMENT"),
      ),
    );
}

/** What the orders domain asks of payments, handed to it by the app (orders' OrderSettings). */
export const paymentsOfOrders: PaymentsOfOrders = {
  latest: latestPayments,
  cancelOpenAttempts: (tx, orderIds) => cancelOpenAttempts(tx, orderIds, "order-cancelled"),
};

/**
 * Applies a promo code to the shopper's unpaid order and answers the order with its new five figures,
 * in one transaction: the order's row lock, the code's use, the new figures and the e-mail
 * (applyPromoToOrder), then its open payment attempts, still under that lock: a payment page opened for
 * the old total no longer takes payment. 404 unknown code or order, 403 another shopper's order, 409
 * expired, below the minimum, used up, a second code, or an order that is no longer unpaid.
 */
export async function applyPromoCode(
  db: Database,
  userId: string,
  body: ApplyPromoCodeBody,
  settings: OrderSettings,
): Promise<Order> {
  await db.transaction(async (tx) => {
    await applyPromoToOrder(tx, userId, body.orderId, body.code, settings);
    await cancelOpenAttempts(tx, [body.orderId], "total-changed");
  });
  return getOrder(db, userId, body.orderId, latestPayments);
}
