import { formatNaira, koboToNaira } from "@oja/contracts/money";
import type { OrderPayment } from "@oja/contracts/orders";
import {
  attemptCancelledForOrder,
  attemptCancelledForTotal,
  promoBelowMinimumMessage,
  promoExpiredMessage,
  promoUnknownMessage,
  promoUsedUpMessage,
} from "@oja/contracts/payments";
import type { PromoDeduction } from "@oja/contracts/pricing";
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http/problem.ts";
import { payments, promoCodes, transactions } from "./payments.schema.ts";

// What the orders domain asks of payments (decision 008: a domain calls another's service, never its
// tables). Kept apart from the services that call the orders domain, so that neither imports the other.

/** Each order's latest payment attempt, as the order shows it (docs/product.md §3 Order payment). */
export async function latestPayments(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, NonNullable<OrderPayment>>> {
  const latest = new Map<string, NonNullable<OrderPayment>>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([payments.orderId])
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.id));
  for (const row of rows) {
    latest.set(row.orderId, {
      status: row.status,
      amount: koboToNaira(row.amountKobo),
      reference: row.reference,
      provider: row.provider,
      authorizationUrl: row.authorizationUrl,
      metadata: { authorization_url: row.authorizationUrl, status: row.status },
    });
  }
  return latest;
}

/** A cancelled order gives its promo code's use back, in the cancelling transaction. */
export async function releasePromoCode(tx: Database, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} - 1` })
    .where(sql`${promoCodes.code} = ${code} and ${promoCodes.used} > 0`);
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

type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * The code, if it has not expired: 404 unknown, 409 expired. Whether a use is left is for the caller:
 * a conditional update when counting, a look when previewing.
 */
export async function livePromo(db: Database, code: string): Promise<PromoCodeRow> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) throw notFound(promoUnknownMessage);
  if (promo.expiresAt && new Date(promo.expiresAt).getTime() <= Date.now()) {
    throw conflict(promoExpiredMessage);
  }
  return promo;
}

/** 409 when the subtotal after the store-wide discount is below the code's minimum. */
export function refuseBelowMinimum(promo: PromoCodeRow, discountedKobo: number) {
  if (discountedKobo < promo.minimumOrderKobo) {
    throw conflict(promoBelowMinimumMessage(formatNaira(koboToNaira(promo.minimumOrderKobo))));
  }
}

export function deductionOf(promo: PromoCodeRow): PromoDeduction {
  return promo.kind === "PERCENTAGE"
    ? { kind: "PERCENTAGE", basisPoints: promo.value }
    : { kind: "FIXED", amountKobo: promo.value };
}

/**
 * Counts one use of the code for an order with these figures, inside the caller's transaction, and
 * answers its deduction: one conditional UPDATE (used < limit, not expired), never read-then-write.
 * 404 unknown, 409 expired, below the minimum or used up.
 */
export async function claimPromoCodeUse(
  tx: Database,
  code: string,
  order: { subtotalKobo: number; discountKobo: number },
): Promise<PromoDeduction> {
  const promo = await livePromo(tx, code);
  refuseBelowMinimum(promo, order.subtotalKobo - order.discountKobo);
  const [counted] = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.used, promoCodes.usageLimit)),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!counted) throw conflict(promoUsedUpMessage);
  return deductionOf(promo);
}
