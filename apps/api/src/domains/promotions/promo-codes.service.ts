import { formatNaira, koboToNaira } from "@oja/contracts/money";
import { emptyCartMessage } from "@oja/contracts/orders";
import {
  type PromoPreview,
  promoBelowMinimumMessage,
  promoExpiredMessage,
  promoUnknownMessage,
  promoUsedUpMessage,
} from "@oja/contracts/payments";
import { type PromoDeduction, quoteInNaira } from "@oja/contracts/pricing";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http/problem.ts";
import { cartQuote } from "../cart/cart.service.ts";
import { promoCodes } from "./promotions.schema.ts";

// Promo codes (docs/decisions/012-payments-and-settlement.md): a percentage or a fixed amount off the
// discounted subtotal, before VAT. A use is counted by one conditional UPDATE (used < limit), never
// read-then-write, inside the transaction that puts the code on an order, at checkout or later; the
// transaction that cancels the order gives the use back.

const day = 24 * 60 * 60 * 1000;

type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The demo shop's codes. */
export function demoPromoCodes(now = new Date()): (typeof promoCodes.$inferInsert)[] {
  return [
    { code: "WELCOME10", kind: "PERCENTAGE", value: 1000 },
    { code: "LAGOS5000", kind: "FIXED", value: 500_000, minimumOrderKobo: 5_000_000 },
    {
      code: "EXPIRED20",
      kind: "PERCENTAGE",
      value: 2000,
      expiresAt: new Date(now.getTime() - 30 * day).toISOString(),
    },
    { code: "LAUNCH1", kind: "PERCENTAGE", value: 1500, usageLimit: 1 },
  ];
}

export async function seedPromoCodes(db: Database, now = new Date()) {
  await db.insert(promoCodes).values(demoPromoCodes(now)).onConflictDoNothing();
}

/**
 * The code, if it has not expired: 404 unknown, 409 expired. Whether a use is left is for the caller:
 * a conditional update when counting, a look when previewing.
 */
async function livePromo(db: Database, code: string): Promise<PromoCodeRow> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) throw notFound(promoUnknownMessage);
  if (promo.expiresAt && new Date(promo.expiresAt).getTime() <= Date.now()) {
    throw conflict(promoExpiredMessage);
  }
  return promo;
}

/** 409 when the subtotal after the store-wide discount is below the code's minimum. */
function refuseBelowMinimum(promo: { minimumOrderKobo: number }, discountedKobo: number) {
  if (discountedKobo < promo.minimumOrderKobo) {
    throw conflict(promoBelowMinimumMessage(formatNaira(koboToNaira(promo.minimumOrderKobo))));
  }
}

function deductionOf(promo: PromoCodeRow): PromoDeduction {
  return promo.kind === "PERCENTAGE"
    ? { kind: "PERCENTAGE", basisPoints: promo.value }
    : { kind: "FIXED", amountKobo: promo.value };
}

/** A live code as read before the transaction that counts its use (an order being placed). */
export interface PromoToClaim {
  id: string;
  minimumOrderKobo: number;
  deduction: PromoDeduction;
}

/** The code, if it has not expired, ready to be counted: 404 unknown, 409 expired. */
export async function promoToClaim(db: Database, code: string): Promise<PromoToClaim> {
  const promo = await livePromo(db, code);
  return { id: promo.id, minimumOrderKobo: promo.minimumOrderKobo, deduction: deductionOf(promo) };
}

/**
 * Counts one use of a code read by `promoToClaim` for an order with these figures, inside the caller's
 * transaction: one conditional UPDATE (used < limit, not expired), never read-then-write. 409 below
 * the minimum or used up.
 */
export async function countPromoCodeUse(
  tx: Database,
  promo: PromoToClaim,
  order: { subtotalKobo: number; discountKobo: number },
): Promise<void> {
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
}

/**
 * Counts one use of the code for an order with these figures, inside the caller's transaction, and
 * answers its deduction. 404 unknown, 409 expired, below the minimum or used up.
 */
export async function claimPromoCodeUse(
  tx: Database,
  code: string,
  order: { subtotalKobo: number; discountKobo: number },
): Promise<PromoDeduction> {
  const promo = await promoToClaim(tx, code);
  await countPromoCodeUse(tx, promo, order);
  return promo.deduction;
}

/** A cancelled order gives its promo code's use back, in the cancelling transaction. */
export async function releasePromoCode(tx: Database, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} - 1` })
    .where(sql`${promoCodes.code} = ${code} and ${promoCodes.used} > 0`);
}

/**
 * What the code would take off the shopper's cart, as the checkout shows it before the order is placed:
 * the five figures in naira. Nothing is counted: applying the code to the placed order does that, and
 * may still find it used up by then. 409 for an empty cart, and the refusals of applying.
 */
export async function previewPromoCode(db: Database, userId: string, code: string): Promise<PromoPreview> {
  const promo = await livePromo(db, code);
  if (promo.usageLimit !== null && promo.used >= promo.usageLimit) throw conflict(promoUsedUpMessage);
  const figures = await cartQuote(db, userId, deductionOf(promo));
  if (!figures) throw conflict(emptyCartMessage);
  refuseBelowMinimum(promo, figures.subtotal - figures.discount);
  return { code: promo.code, ...quoteInNaira(figures), promoDiscount: koboToNaira(figures.promoDiscount) };
}
