import type { Office } from "@oja/contracts/content";
import { nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { orderQuote } from "@oja/contracts/pricing";
import { receiptNotPaidMessage } from "@oja/contracts/receipts";
import type { Database } from "../../db/client.ts";
import { conflict } from "../../http/problem.ts";
import { type CustomerContact, customerContacts } from "../accounts/accounts.service.ts";
import { getOrder } from "../orders/order-queries.ts";
import { latestPayments } from "../payments/order-payments.ts";
import { type PayingCharge, payingChargeOf } from "../payments/paying-charge.ts";
import { pricingRates, shopName, showroom } from "../settings/settings.service.ts";

// What a receipt tells (docs/decisions/034-receipts.md), read through the services of the domains that own
// it: the order (orders), the charge that paid it and its refunds (payments), the customer (accounts),
// the shop's name, address and VAT rate (settings). Receipts stand on the top floor, beside the reports
// and the admin area, because they read payments and orders both (decision 024).

export interface ReceiptFacts {
  shop: { name: string; office: Office | undefined };
  order: Order;
  customer: CustomerContact | undefined;
  charge: PayingCharge;
  /** The VAT rate in basis points when the settings' rate gives the order's VAT; null when it changed since. */
  vatBasisPoints: number | null;
}

/** What VAT is charged on (docs/architecture.md §3): what is left after the discount and the promo code. */
function vatBase(order: Order): number {
  return nairaToKobo(order.subtotal) - nairaToKobo(order.discount) - nairaToKobo(order.promoDiscount);
}

/**
 * The shopper's paid order as its receipt tells it. 404 for an unknown order, 403 for another shopper's,
 * 409 for an order no charge has paid.
 */
export async function receiptOf(db: Database, userId: string, orderId: string): Promise<ReceiptFacts> {
  const order = await getOrder(db, userId, orderId, latestPayments);
  const charge = await payingChargeOf(db, order.id);
  if (!charge) throw conflict(receiptNotPaidMessage);
  const [name, office, contacts, rates] = await Promise.all([
    shopName(db),
    showroom(db),
    customerContacts(db, [userId]),
    pricingRates(db),
  ]);
  const vatKobo = nairaToKobo(order.vat);
  // The one quote's VAT on what was left after the discounts, at today's rate: the order's own when unchanged.
  const ratesVat = orderQuote([{ unitPriceKobo: vatBase(order), quantity: 1 }], {
    discountBasisPoints: 0,
    vatBasisPoints: rates.vatBasisPoints,
  }).vat;
  return {
    shop: { name, office },
    order,
    customer: contacts.get(userId),
    charge,
    vatBasisPoints: ratesVat === vatKobo ? rates.vatBasisPoints : null,
  };
}
