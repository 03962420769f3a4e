import { orderNotFoundMessage } from "@oja/contracts/orders";
import { promoAlreadyAppliedMessage, promoNotPayableMessage } from "@oja/contracts/payments";
import { orderQuote } from "@oja/contracts/pricing";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, notFound } from "../../http/problem.ts";
import { customerContacts } from "../accounts/accounts.service.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { claimPromoCodeUse } from "../promotions/promo-codes.service.ts";
import { pricingRates } from "../settings/settings.service.ts";
import { orderUpdatedEmail } from "./order-emails.ts";
import { linesOf, type OrderSettings, otherShopperOrderMessage, shopForEmail } from "./order-rows.ts";
import { orders } from "./orders.schema.ts";

// A promo code put on an order after it was placed (docs/architecture.md §3, §5): the order's five
// figures are quoted again with the code's deduction, before the order is paid.

/**
 * Puts a promo code on the shopper's unpaid order and recomputes its five figures with the one quote,
 * inside the caller's transaction. The order row is locked first (the same order as a cancellation
 * takes: order, then code), then the code's use is counted, or refused. The shopper is e-mailed the new
 * figures. 404 unknown order or code, 403 another shopper's order, 409 an order that is no longer
 * unpaid or already has a code, and the code's own refusals. The order's row lock is held until the
 * caller's transaction ends, so a payment page opened for the old total can be cancelled under it.
 */
export async function applyPromoToOrder(
  tx: Database,
  userId: string,
  orderId: string,
  code: string,
  settings: OrderSettings,
): Promise<void> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!row) throw notFound(orderNotFoundMessage);
  if (row.userId !== userId) throw forbidden(otherShopperOrderMessage);
  if (row.status !== "PENDING") throw conflict(promoNotPayableMessage);
  if (row.promoCode) throw conflict(promoAlreadyAppliedMessage);
  const deduction = await claimPromoCodeUse(tx, code, {
    subtotalKobo: row.subtotalKobo,
    discountKobo: row.discountKobo,
  });
  const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
  const figures = orderQuote(
    lines.map((line) => ({ unitPriceKobo: line.unitPriceKobo, quantity: line.quantity })),
    await pricingRates(tx),
    deduction,
  );
  const [updated] = await tx
    .update(orders)
    .set({
      promoCode: code,
      subtotalKobo: figures.subtotal,
      discountKobo: figures.discount,
      promoDiscountKobo: figures.promoDiscount,
      vatKobo: figures.vat,
      totalKobo: figures.total,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, row.id))
    .returning();
  if (!updated) throw new Error("the order locked for its promo code is gone");
  const [contacts, shop] = await Promise.all([customerContacts(tx, [userId]), shopForEmail(tx, settings)]);
  const contact = contacts.get(userId);
  if (contact) {
    const email = orderUpdatedEmail({ ...updated, lines }, contact.firstName, shop);
    await queueEmail(tx, { ...email, kind: "order-updated", to: contact.email });
  }
}
