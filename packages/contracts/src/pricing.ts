import { koboToNaira } from "./money.ts";

// The one price quote of DESIGN §3, used by cart viewers, checkout and orders alike: a store-wide
// discount on the subtotal, then VAT on the discounted amount. All amounts are integer kobo.

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

export function quote(lines: readonly QuoteLine[], rates: PricingRates): Quote {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  const discount = share(subtotal, rates.discountBasisPoints);
  const vat = share(subtotal - discount, rates.vatBasisPoints);
  return { subtotal, discount, vat, total: subtotal - discount + vat };
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

/** A product's sale price after the store-wide discount of the settings (spec §9, DESIGN §2). */
export function discountedPrice(priceKobo: number, rates: PricingRates): number {
  return priceKobo - share(priceKobo, rates.discountBasisPoints);
}

/** The discount a sale price gives, in whole percent, for a card's badge: 0 when there is none. */
export function discountPercentOf(price: number, salePrice: number): number {
  return price > 0 ? Math.round((100 * (price - salePrice)) / price) : 0;
}
