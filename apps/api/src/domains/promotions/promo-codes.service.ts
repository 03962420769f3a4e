import { koboToNaira } from "@oja/contracts/money";
import { emptyCartMessage, type Order } from "@oja/contracts/orders";
import {
  type ApplyPromoCodeBody,
  type PromoPreview,
  promoAlreadyAppliedMessage,
  promoNotPayableMessage,
  promoUsedUpMessage,
} from "@oja/contracts/payments";
import { quoteInNaira } from "@oja/contracts/pricing";
import type { Database } from "../../db/client.ts";
import { conflict } from "../../http/problem.ts";
import { cartQuote } from "../cart/cart.service.ts";
import { applyPromoToOrder, getOrder, type OrderSettings } from "../orders/orders.service.ts";
import { claimPromoCodeUse, deductionOf, livePromo, refuseBelowMinimum } from "./order-payments.ts";
import { promoCodes } from "./payments.schema.ts";

// Promo codes (docs/decisions/012-payments-and-settlement.md): a percentage or a fixed amount off the discounted subtotal, before VAT.
// A use is counted by one conditional UPDATE (used < limit), never read-then-write, in the transaction
// that puts the code on the order; cancelling the order gives it back (order-payments.ts).

const day = 24 * 60 * 60 * 1000;

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
 * Applies a promo code to the shopper's unpaid order and answers the order with its new five figures.
 * 404 unknown code or order, 403 another shopper's order, 409 expired, below the minimum, used up,
 * a second code, or an order that is no longer unpaid.
 */
export async function applyPromoCode(
  db: Database,
  userId: string,
  body: ApplyPromoCodeBody,
  settings: OrderSettings,
): Promise<Order> {
  await db.transaction((tx) =>
    applyPromoToOrder(
      tx,
      userId,
      body.orderId,
      body.code,
      (order) => claimPromoCodeUse(tx, body.code, order),
      { notPayable: promoNotPayableMessage, alreadyHasCode: promoAlreadyAppliedMessage },
      settings,
    ),
  );
  return getOrder(db, userId, body.orderId);
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
