import { nothingPaidMessage, refundFailedMessage, refundTooLargeMessage } from "@oja/contracts/admin";
import { formatNaira, koboToNaira } from "@oja/contracts/money";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, Problem } from "../../http/problem.ts";
import { recordAdminWrite } from "../admin/audit.service.ts";
import { queueRefundEmail } from "../orders/orders.service.ts";
import { loyaltyPoints, payments, transactions } from "./payments.schema.ts";
import { koboPerLoyaltyPoint, type SettlementContext } from "./settlement.ts";

// Refunds from the owner's console (DESIGN §8): full or partial, through the provider. The sum of an
// order's refunds never exceeds what was paid, also when two refunds race: each is first reserved as
// a PENDING REFUND transaction under the paid payment's row lock, where the sum is checked; only then
// is the provider asked, outside any transaction. A refund the provider refuses gives its share back.

/** Refunds that count against what was paid: done, or on their way. */
const countedRefund = inArray(transactions.status, ["PENDING", "COMPLETED"]);

async function refundedKobo(tx: Database, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(-sum(${transactions.amountKobo}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(and(eq(transactions.paymentId, paymentId), eq(transactions.type, "REFUND"), countedRefund));
  return row?.total ?? 0;
}

export interface RefundRequest {
  adminId: string;
  orderId: string;
  amountKobo: number;
  reason: string;
}

/**
 * Refunds `amountKobo` of the order's paid payment. 409 when nothing was paid or the amount is more
 * than is left; 502 when the provider refuses or cannot be reached (nothing is refunded then).
 */
export async function refundOrder(db: Database, context: SettlementContext, request: RefundRequest) {
  const reserved = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, request.orderId),
          inArray(payments.status, ["COMPLETED", "REVERSED"]),
          eq(payments.needsRefund, false),
        ),
      )
      .orderBy(asc(payments.paidAt))
      .limit(1)
      .for("update");
    if (!payment) throw conflict(nothingPaidMessage);
    const before = await refundedKobo(tx, payment.id);
    const left = payment.amountKobo - before;
    if (request.amountKobo > left) throw conflict(refundTooLargeMessage(formatNaira(koboToNaira(left))));
    const [refund] = await tx
      .insert(transactions)
      .values({
        userId: payment.userId,
        orderId: payment.orderId,
        paymentId: payment.id,
        reference: `${payment.reference}-R${Date.now().toString(36).toUpperCase()}`,
        type: "REFUND",
        amountKobo: -request.amountKobo,
        status: "PENDING",
        description: request.reason,
      })
      .returning({ id: transactions.id });
    if (!refund) throw new Error("the refund was not written");
    await recordAdminWrite(tx, {
      adminId: request.adminId,
      action: "order.refund",
      subjectType: "order",
      subjectId: request.orderId,
      before: { refunded: koboToNaira(before) },
      after: { refunded: koboToNaira(before + request.amountKobo), reason: request.reason },
    });
    return { payment, refundId: refund.id };
  });

  try {
    await context.provider.refund(reserved.payment.reference, request.amountKobo);
  } catch {
    await db
      .update(transactions)
      .set({ status: "FAILED", updatedAt: sql`now()` })
      .where(eq(transactions.id, reserved.refundId));
    throw new Problem(502, refundFailedMessage);
  }

  return db.transaction(async (tx) => {
    await tx
      .update(transactions)
      .set({ status: "COMPLETED", updatedAt: sql`now()` })
      .where(eq(transactions.id, reserved.refundId));
    // The payment's row lock again: the totals below are those of every refund that has finished.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, reserved.payment.id))
      .for("update");
    if (!payment) throw new Error("the refunded payment is gone");
    const [done] = await tx
      .select({ total: sql<number>`coalesce(-sum(${transactions.amountKobo}), 0)`.mapWith(Number) })
      .from(transactions)
      .where(
        and(
          eq(transactions.paymentId, payment.id),
          eq(transactions.type, "REFUND"),
          eq(transactions.status, "COMPLETED"),
        ),
      );
    const refunded = done?.total ?? 0;
    const full = refunded >= payment.amountKobo;
    if (full) {
      await tx
        .update(payments)
        .set({ status: "REVERSED", updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
    // Loyalty follows the money kept: one point per full ₦1,000 of what was paid and not refunded.
    await tx
      .update(loyaltyPoints)
      .set({ points: Math.floor((payment.amountKobo - refunded) / koboPerLoyaltyPoint) })
      .where(eq(loyaltyPoints.paymentId, payment.id));
    await queueRefundEmail(
      tx,
      payment.orderId,
      { amountKobo: request.amountKobo, reason: request.reason, full },
      context.orders,
    );
    return { refundedKobo: refunded, paidKobo: payment.amountKobo, full };
  });
}
