import { randomBytes } from "node:crypto";
import { refundTooLargeMessage } from "@oja/contracts/admin-orders";
import { formatNaira, koboToNaira } from "@oja/contracts/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict } from "../../http/problem.ts";
import { refundMoves } from "../../metrics/shop-metrics.ts";
import { queueRefundEmail } from "../orders/order-payment-steps.ts";
import { keepLoyaltyPointsWithin } from "./loyalty.ts";
import { payments, transactions } from "./payments.schema.ts";
import type { SettlementContext } from "./payments-context.ts";

// The refunds' book, inside the caller's transaction (docs/decisions/023-money-that-never-goes-astray.md).
// A refund is a REFUND transaction: PENDING from the moment it is reserved until the provider confirms it
// (COMPLETED) or refuses it (FAILED, its amount free again). Reserving happens under the payment's row
// lock, where the sum is checked, so PENDING and COMPLETED refunds never exceed what was captured; every
// later move is an update conditioned on the refund still being PENDING, so it happens once.

type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof transactions.$inferSelect;

/** Kobo of the payment's refunds in these states (by default those that count: done or on their way). */
export async function refundedKobo(
  tx: Database,
  paymentId: string,
  statuses: ("PENDING" | "COMPLETED")[] = ["PENDING", "COMPLETED"],
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(-sum(${transactions.amountKobo}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.paymentId, paymentId),
        eq(transactions.type, "REFUND"),
        inArray(transactions.status, statuses),
      ),
    );
  return row?.total ?? 0;
}

/** The payment's row, locked for the rest of the transaction. */
export async function lockPayment(tx: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row;
}

export interface RefundReservation {
  amountKobo: number;
  /** Told to the shopper with the refund. */
  reason: string;
  /** True for a charge the order did not need, returned by the shop itself. */
  automatic: boolean;
  idempotencyKey?: string | null;
}

/**
 * Reserves a refund of the captured payment, whose row the caller has locked. 409 when the amount is
 * more than is left of it. Undefined when the Idempotency-Key was used before on this order.
 */
export async function reserveRefund(
  tx: Database,
  payment: PaymentRow,
  reservation: RefundReservation,
): Promise<RefundRow | undefined> {
  const left = (payment.capturedKobo ?? 0) - (await refundedKobo(tx, payment.id));
  if (reservation.amountKobo > left) throw conflict(refundTooLargeMessage(formatNaira(koboToNaira(left))));
  const [refund] = await tx
    .insert(transactions)
    .values({
      userId: payment.userId,
      orderId: payment.orderId,
      paymentId: payment.id,
      reference: `${payment.reference}-R${randomBytes(4).toString("hex").toUpperCase()}`,
      type: "REFUND",
      amountKobo: -reservation.amountKobo,
      status: "PENDING",
      description: reservation.reason,
      automatic: reservation.automatic,
      idempotencyKey: reservation.idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: [transactions.orderId, transactions.idempotencyKey] })
    .returning();
  if (refund) refundMoves.inc({ status: "PENDING" });
  return refund;
}

/** Records the provider's id of a refund asked for; the first one stands. */
export async function linkProviderRefund(tx: Database, refundId: string, providerRefundId: string) {
  await tx
    .update(transactions)
    .set({ providerRefundId, updatedAt: sql`now()` })
    .where(and(eq(transactions.id, refundId), sql`${transactions.providerRefundId} is null`));
}

/**
 * The provider has returned the money: the refund is COMPLETED once, the payment REVERSED when nothing
 * is left of it, the loyalty points follow the money kept, and the shopper is e-mailed. False when the
 * refund was no longer PENDING (settled by another caller).
 */
export async function completeRefund(tx: Database, refundId: string, context: SettlementContext) {
  const [done] = await tx
    .update(transactions)
    .set({ status: "COMPLETED", updatedAt: sql`now()` })
    .where(and(eq(transactions.id, refundId), eq(transactions.status, "PENDING")))
    .returning();
  if (done) refundMoves.inc({ status: "COMPLETED" });
  if (!done?.paymentId) return false;
  const payment = await lockPayment(tx, done.paymentId);
  if (!payment) throw new Error("a refunded payment is gone");
  const captured = payment.capturedKobo ?? 0;
  const returned = await refundedKobo(tx, payment.id, ["COMPLETED"]);
  if (returned >= captured) {
    await tx
      .update(payments)
      .set({ status: "REVERSED", updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
  }
  await keepLoyaltyPointsWithin(tx, payment.id, captured - returned);
  await queueRefundEmail(
    tx,
    payment.orderId,
    { amountKobo: -done.amountKobo, reason: done.description ?? "", full: -done.amountKobo >= captured },
    context.orders,
  );
  return true;
}

/**
 * The provider has refused the refund: FAILED once, its amount free again. A return the shop made by
 * itself flags its payment for the owner, who refunds it from the admin area.
 */
export async function failRefund(tx: Database, refundId: string) {
  const [failed] = await tx
    .update(transactions)
    .set({ status: "FAILED", updatedAt: sql`now()` })
    .where(and(eq(transactions.id, refundId), eq(transactions.status, "PENDING")))
    .returning();
  if (failed) refundMoves.inc({ status: "FAILED" });
  if (!failed?.paymentId) return false;
  if (failed.automatic) {
    await tx
      .update(payments)
      .set({ needsRefund: true, updatedAt: sql`now()` })
      .where(eq(payments.id, failed.paymentId));
  }
  return true;
}
