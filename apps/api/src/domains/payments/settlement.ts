import { formatNaira, koboToNaira } from "@oja/contracts/money";
import type { PaymentStatus } from "@oja/contracts/payments";
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { markOrderPaid, type OrderSettings } from "../orders/orders.service.ts";
import type { ChargeOutcome, PaymentProvider } from "./payment-provider.ts";
import { loyaltyPoints, payments, transactions } from "./payments.schema.ts";

// The one settlement of DESIGN §5, run by verify, the webhook and the reconciler alike
// (docs/decisions/012-payments-and-settlement.md). The provider is asked first, outside any
// transaction; then one UPDATE … WHERE status = 'PENDING' RETURNING claims the payment, and only the
// caller that gets the row writes the transaction, the order's move, the loyalty points and the e-mail,
// all in that one database transaction. However many processes and callbacks race, one of them settles.

/** Oja's currency; a charge in any other is not settled. */
export const shopCurrency = "NGN";

/** Loyalty (DESIGN §5): one point per full ₦1,000 paid for an order. */
export const koboPerLoyaltyPoint = 100_000;

export interface SettlementContext {
  provider: PaymentProvider;
  orders: OrderSettings;
}

/** What a provider's outcome makes of a PENDING payment, or null while it may still change. */
export function settlementOf(
  payment: { amountKobo: number },
  charge: ChargeOutcome,
): { status: Exclude<PaymentStatus, "PENDING">; reason: string | null } | null {
  if (charge.status === "pending") return null;
  if (charge.status === "failed") return { status: "FAILED", reason: charge.gatewayResponse ?? "Declined" };
  if (charge.status === "reversed") return { status: "REVERSED", reason: "Reversed by the provider" };
  if (charge.currency !== shopCurrency) {
    return { status: "FAILED", reason: `Charged in ${charge.currency}, not ${shopCurrency}: not settled` };
  }
  if (charge.amountKobo !== payment.amountKobo) {
    return {
      status: "FAILED",
      reason:
        `Charged ${formatNaira(koboToNaira(charge.amountKobo))} for ` +
        `${formatNaira(koboToNaira(payment.amountKobo))}: not settled`,
    };
  }
  return { status: "COMPLETED", reason: null };
}

export interface SettledPayment {
  reference: string;
  status: PaymentStatus;
  orderId: string;
}

/**
 * Settles the payment with this reference if the provider says its charge has ended; answers its status
 * either way. Throws ProviderUnavailable when the provider cannot say. Undefined for an unknown reference.
 */
export async function settlePayment(
  db: Database,
  reference: string,
  context: SettlementContext,
): Promise<SettledPayment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) return undefined;
  const settled = { reference, orderId: payment.orderId };
  if (payment.status !== "PENDING") return { ...settled, status: payment.status };

  const charge = await context.provider.verify(reference);
  const outcome = settlementOf(payment, charge);
  if (!outcome) return { ...settled, status: "PENDING" };

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({
        status: outcome.status,
        failureReason: outcome.reason,
        providerAnswer: charge.answer,
        paidAt: outcome.status === "COMPLETED" ? (charge.paidAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "PENDING")))
      .returning();
    if (!claimed) {
      // Another request settled it first; its answer stands.
      const [now] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id));
      return { ...settled, status: now?.status ?? payment.status };
    }

    let description = outcome.reason;
    if (outcome.status === "COMPLETED") {
      const paidAt = claimed.paidAt ?? new Date().toISOString();
      const paid = await markOrderPaid(
        tx,
        claimed.orderId,
        { reference, amountKobo: claimed.amountKobo, paidAt },
        context.orders,
      );
      if (paid) {
        const points = Math.floor(claimed.amountKobo / koboPerLoyaltyPoint);
        if (points > 0)
          await tx.insert(loyaltyPoints).values({ paymentId: claimed.id, userId: paid.userId, points });
        description = "Payment received";
      } else {
        // The order was cancelled (or paid by another attempt) before this charge arrived: the money
        // is kept visible and flagged, for a refund (decision 012).
        await tx.update(payments).set({ needsRefund: true }).where(eq(payments.id, claimed.id));
        description = "Paid after the order was cancelled or already paid: to be refunded";
      }
    }
    await tx
      .update(transactions)
      .set({ status: outcome.status, description, updatedAt: sql`now()` })
      .where(and(eq(transactions.paymentId, claimed.id), eq(transactions.type, "PAYMENT")));
    return { ...settled, status: outcome.status };
  });
}

/** Payments still PENDING this long after they began are re-verified (DESIGN §5). */
export const reconcileAfterMinutes = 10;
/** Paystack retries webhooks for 72 hours; a payment older than that is no longer asked about. */
const reconcileForHours = 72;

/**
 * Claims up to `batchSize` payments due for re-verification: PENDING for ten minutes and not checked in
 * the last ten. FOR UPDATE SKIP LOCKED and the stamp make several processes take different payments;
 * the claim commits at once, so no lock is held while the provider is asked.
 */
export async function claimPaymentsToReconcile(db: Database, batchSize: number): Promise<string[]> {
  const due = sql`now() - make_interval(mins => ${reconcileAfterMinutes})`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: payments.id, reference: payments.reference })
      .from(payments)
      .where(
        and(
          eq(payments.status, "PENDING"),
          lt(payments.createdAt, due),
          gt(payments.createdAt, sql`now() - make_interval(hours => ${reconcileForHours})`),
          or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, due)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(payments)
      .set({ lastCheckedAt: sql`now()` })
      .where(
        inArray(
          payments.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => row.reference);
  });
}
