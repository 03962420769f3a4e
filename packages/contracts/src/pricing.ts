import { koboToNaira } from "./money.ts";

// The one price quote of docs/architecture.md §3, used by cart viewers, checkout and orders alike: a store-wide
// discount on the subtotal, then a promo code's deduction, then VAT on what is left. All amounts are
// integer kobo.

export interface PricingRates {
  /** Basis points: 1000 = 10%. */
  discountBasisPoints: number;
  vatBasisPoints: number;
}

export const defaultPricingRates: PricingRates = { discountBasisPoints: 1000, vatBasisPoints: 750 };

export interface QuoteLine {
  unitPriceKobo: number;
  quantity: number;
}

export interface Quote {
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
}

const basisPointsPerWhole = 10_000;

function share(amountKobo: number, basisPoints: number) {
  return Math.round((amountKobo * basisPoints) / basisPointsPerWhole);
}

/** A promo code's deduction: a share of the discounted subtotal, or a fixed amount of kobo. */
export type PromoDeduction =
  | { kind: "PERCENTAGE"; basisPoints: number }
  | { kind: "FIXED"; amountKobo: number };

/** An order's five figures: the quote with the promo code's deduction before VAT (docs/architecture.md §3). */
export interface OrderQuote extends Quote {
  promoDiscount: number;
}

/** A line's price × quantity, kobo: what the line adds to the subtotal. */
export function lineTotal(line: QuoteLine): number {
  return line.unitPriceKobo * line.quantity;
}

export function orderQuote(
  lines: readonly QuoteLine[],
  rates: PricingRates,
  promo: PromoDeduction | null = null,
): OrderQuote {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const discount = share(subtotal, rates.discountBasisPoints);
  const discounted = subtotal - discount;
  const deduction = !promo
    ? 0
    : promo.kind === "PERCENTAGE"
      ? share(discounted, promo.basisPoints)
      : promo.amountKobo;
  // A fixed code never takes an order below nothing.
  const promoDiscount = Math.min(Math.max(deduction, 0), discounted);
  const vat = share(discounted - promoDiscount, rates.vatBasisPoints);
  return { subtotal, discount, promoDiscount, vat, total: discounted - promoDiscount + vat };
}

export function quote(lines: readonly QuoteLine[], rates: PricingRates): Quote {
  const { promoDiscount: _none, ...figures } = orderQuote(lines, rates);
  return figures;
}

/** A quote's figures in naira, for the API's answers (money is kobo until the boundary). */
export function quoteInNaira(figures: Quote): Quote {
  return {
    subtotal: koboToNaira(figures.subtotal),
    discount: koboToNaira(figures.discount),
    vat: koboToNaira(figures.vat),
    total: koboToNaira(figures.total),
  };
}

/** A product's sale price after the store-wide discount of the settings (docs/product.md §9, docs/architecture.md §2). */
export function discountedPrice(priceKobo: number, rates: PricingRates): number {
  return priceKobo - share(priceKobo, rates.discountBasisPoints);
}

/** The discount a sale price gives, in whole percent, for a card's badge: 0 when there is none. */
export function discountPercentOf(price: number, salePrice: number): number {
  return price > 0 ? Math.round((100 * (price - salePrice)) / price) : 0;
}

/**
 * What a price shown before the order's figures leaves out (docs/product.md §9): the product page and the
 * cart say it in these words. `vatPercent` is the settings' rate, null when they could not be read.
 */
export function vatNotice(vatPercent: number | null): string {
  if (vatPercent === 0) return "Prices include no VAT.";
  const rate = vatPercent === null ? "" : `${vatPercent}% `;
  return `Prices exclude ${rate}VAT, added to the order's total at checkout.`;
}
