import { formatNaira, koboToNaira } from "@oja/contracts/money";
import type { PaymentStatus } from "@oja/contracts/payments";
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentsEnded, unwantedCharges } from "../../metrics/shop-metrics.ts";
import { lockOrderForPayment, markOrderPaid } from "../orders/order-payment-steps.ts";
import { earnLoyaltyPoints } from "./loyalty.ts";
import type { ChargeOutcome } from "./payment-provider.ts";
import { payments, transactions } from "./payments.schema.ts";
import { type SettlementContext, shopCurrency } from "./payments-context.ts";
import { reserveRefund } from "./refund-ledger.ts";
import { askForRefund } from "./refunds.service.ts";

// The one settlement, run by verify, the webhook and the reconciler alike
// (docs/decisions/012-payments-and-settlement.md, 023-money-that-never-goes-astray.md). The provider is
// asked first, outside any transaction. Then, in one transaction, the order's row is locked (the lock
// that cancelling and applying a promo code take first too), and one UPDATE … WHERE status IN
// ('PENDING', 'CANCELLED') RETURNING claims the payment: only the caller that gets the row records the
// charge. However many processes and callbacks race, one of them settles.
//
// The rule for a charge that is not wanted: an order is paid by exactly one charge. A charge that
// succeeds for an order that is cancelled, already paid, or costs more than the charge, is returned
// whole; the part of a charge above what the order now costs is returned. The return is reserved as a
// PENDING REFUND in the settling transaction, so it cannot be lost, and asked of the provider after it.

/** Why a charge, or part of it, goes back to the shopper: the refund's description, told in the e-mail. */
export const returnReasons = {
  cancelled: "Your payment arrived after the order was cancelled.",
  alreadyPaid: "The order had already been paid by another payment.",
  mismatch: "Your payment did not match the order's total.",
  excess: "The order's total had gone down before your payment arrived; this is the difference.",
} as const;

/** The `reason` label of oja_unwanted_charges_total for each return reason. */
const unwantedLabels: Record<keyof typeof returnReasons, string> = {
  cancelled: "cancelled",
  alreadyPaid: "already_paid",
  mismatch: "mismatch",
  excess: "excess",
};

export interface SettledPayment {
  reference: string;
  status: PaymentStatus;
  orderId: string;
  /** Kobo of this charge reserved to go back to the shopper (refunds pending or done). */
  returningKobo: number;
  /** Why, when it is returned. */
  returnReason: string | null;
  /** True when this charge paid the order. */
  paysOrder: boolean;
  /** Why the attempt failed or was cancelled. */
  failureReason: string | null;
}

/** A payment row as settlement reads it. */
type PaymentRow = typeof payments.$inferSelect;

/** How this payment stands now: its status, and what of it is going back. */
export async function settledPayment(db: Database, payment: PaymentRow): Promise<SettledPayment> {
  const [returning] = await db
    .select({
      total: sql<number>`coalesce(-sum(${transactions.amountKobo}), 0)`.mapWith(Number),
      reason: sql<string | null>`min(${transactions.description})`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.paymentId, payment.id),
        eq(transactions.type, "REFUND"),
        eq(transactions.automatic, true),
        inArray(transactions.status, ["PENDING", "COMPLETED"]),
      ),
    );
  return {
    reference: payment.reference,
    status: payment.status,
    orderId: payment.orderId,
    returningKobo: returning?.total ?? 0,
    returnReason: returning?.total ? (returning.reason ?? null) : null,
    paysOrder: payment.paysOrder,
    failureReason: payment.failureReason,
  };
}

/** A charge the provider says has ended, as settlement records it; null while it may still change. */
export function endOf(
  charge: ChargeOutcome,
): { status: Exclude<PaymentStatus, "PENDING" | "CANCELLED">; reason: string | null } | null {
  if (charge.status === "pending") return null;
  if (charge.status === "failed") return { status: "FAILED", reason: charge.gatewayResponse ?? "Declined" };
  if (charge.status === "reversed") return { status: "REVERSED", reason: "Reversed by the provider" };
  return { status: "COMPLETED", reason: null };
}

export interface SettlementOutcome {
  settled: SettledPayment;
  /** A return reserved by this settlement, to be asked of the provider now. */
  refundId: string | null;
}

/**
 * Settles the payment with this reference if the provider says its charge has ended; answers its status
 * either way. A charge on a CANCELLED attempt is still recorded (the money is real) and returned.
 * Throws ProviderUnavailable when the provider cannot say. Undefined for an unknown reference.
 */
export async function settleCharge(
  db: Database,
  reference: string,
  context: SettlementContext,
): Promise<SettlementOutcome | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) return undefined;
  if (payment.status !== "PENDING" && payment.status !== "CANCELLED") {
    return { settled: await settledPayment(db, payment), refundId: null };
  }

  const charge = await context.provider.verify(reference);
  const end = endOf(charge);
  // A cancelled attempt that was never charged stays cancelled.
  if (!end || (payment.status === "CANCELLED" && end.status !== "COMPLETED")) {
    return { settled: await settledPayment(db, payment), refundId: null };
  }

  // What this call settled, counted once its transaction has committed.
  let ended: { status: string; returned: keyof typeof returnReasons | null } | undefined;
  const outcome = await db.transaction(async (tx): Promise<SettlementOutcome> => {
    const order = await lockOrderForPayment(tx, payment.orderId);
    const [claimed] = await tx
      .update(payments)
      .set({
        status: end.status,
        failureReason: end.reason,
        providerAnswer: charge.answer,
        capturedKobo: end.status === "COMPLETED" ? charge.amountKobo : null,
        paidAt: end.status === "COMPLETED" ? (charge.paidAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["PENDING", "CANCELLED"])))
      .returning();
    if (!claimed) {
      // Another request settled it first; its answer stands.
      const [now] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      return { settled: await settledPayment(tx, now ?? payment), refundId: null };
    }
    if (end.status !== "COMPLETED") {
      ended = { status: end.status, returned: null };
      await tx
        .update(transactions)
        .set({ status: end.status, description: end.reason, updatedAt: sql`now()` })
        .where(and(eq(transactions.paymentId, claimed.id), eq(transactions.type, "PAYMENT")));
      return { settled: await settledPayment(tx, claimed), refundId: null };
    }

    const captured = charge.amountKobo;
    const canPay =
      order.status === "PENDING" && charge.currency === shopCurrency && captured >= order.totalKobo;
    let returnKobo = captured;
    let returned: keyof typeof returnReasons = "mismatch";
    let description: string;
    if (canPay) {
      const paidAt = claimed.paidAt ?? new Date().toISOString();
      const paid = await markOrderPaid(
        tx,
        claimed.orderId,
        { reference, amountKobo: order.totalKobo, paidAt },
        context.orders,
      );
      // The order's row lock is held since it was read: it cannot have left PENDING meanwhile.
      if (!paid) throw new Error(`order ${claimed.orderId} left PENDING under its row lock`);
      await tx.update(payments).set({ paysOrder: true }).where(eq(payments.id, claimed.id));
      await earnLoyaltyPoints(tx, { paymentId: claimed.id, userId: order.userId, paidKobo: order.totalKobo });
      returnKobo = captured - order.totalKobo;
      returned = "excess";
      description = "Payment received";
    } else if (order.status === "CANCELLED") {
      returned = "cancelled";
      description = "Paid after the order was cancelled: returned";
    } else if (order.status !== "PENDING") {
      returned = "alreadyPaid";
      description = "Paid after the order was already paid: returned";
    } else {
      description =
        charge.currency === shopCurrency
          ? `Charged ${formatNaira(koboToNaira(captured))} for an order of ${formatNaira(koboToNaira(order.totalKobo))}: returned`
          : `Charged in ${charge.currency}, not ${shopCurrency}: returned`;
    }
    await tx
      .update(transactions)
      .set({ status: "COMPLETED", amountKobo: captured, description, updatedAt: sql`now()` })
      .where(and(eq(transactions.paymentId, claimed.id), eq(transactions.type, "PAYMENT")));

    let refundId: string | null = null;
    if (returnKobo > 0) {
      const refund = await reserveRefund(
        tx,
        { ...claimed, capturedKobo: captured },
        {
          amountKobo: returnKobo,
          reason: returnReasons[returned],
          automatic: true,
        },
      );
      refundId = refund?.id ?? null;
    }
    ended = { status: end.status, returned: returnKobo > 0 ? returned : null };
    const [now] = await tx.select().from(payments).where(eq(payments.id, claimed.id));
    return { settled: await settledPayment(tx, now ?? claimed), refundId };
  });
  if (ended) {
    paymentsEnded.inc({ status: ended.status });
    if (ended.returned) unwantedCharges.inc({ reason: unwantedLabels[ended.returned] });
  }
  return outcome;
}

/**
 * Settles the payment with this reference (settleCharge), then asks the provider for the return it
 * reserved, if any: a return the provider cannot take now stays PENDING for the reconciler.
 */
export async function settlePayment(
  db: Database,
  reference: string,
  context: SettlementContext,
): Promise<SettledPayment | undefined> {
  const outcome = await settleCharge(db, reference, context);
  if (outcome?.refundId) await askForRefund(db, context, outcome.refundId);
  return outcome?.settled;
}

/** Payments still PENDING this long after they began are re-verified. */
export const reconcileAfterMinutes = 10;
/** Paystack retries webhooks for 72 hours; a payment older than that is no longer asked about. */
const reconcileForHours = 72;

/**
 * Claims up to `batchSize` payments due for re-verification: PENDING (or CANCELLED, whose charge may
 * still come) for ten minutes and not checked in the last ten. FOR UPDATE SKIP LOCKED and the stamp make
 * several processes take different payments; the claim commits at once, so no lock is held while the
 * provider is asked.
 */
export async function claimPaymentsToReconcile(db: Database, batchSize: number): Promise<string[]> {
  const due = sql`now() - make_interval(mins => ${reconcileAfterMinutes})`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: payments.id, reference: payments.reference })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ["PENDING", "CANCELLED"]),
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
