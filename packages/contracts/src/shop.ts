import { formatNairaInText, koboToNaira } from "./money.ts";

// The shop's fixed numbers and texts from docs/product.md §9, shared by the API and the pages.

export const appVersion = "1.0.1";

/** The longest review comment: in this zod-free module so the product page's form needs no schema library. */
export const reviewCommentMaxLength = 2000;
/** The shop's name where the settings cannot be read (and the demo shop's name). */
export const fallbackShopName = "Oja Leather House";

/** Delivery within Lagos costs this, kobo, confirmed with the customer before dispatch (not charged at checkout). */
export const lagosStandardDeliveryKobo = 500_000;
/** Delivery within Lagos is free on orders above this, kobo. */
export const freeLagosDeliveryAboveKobo = 30_000_000;
/** "Free delivery within Lagos on orders above ₦300,000", as the pages' sentences say it. */
export const freeLagosDeliveryAbove = formatNairaInText(koboToNaira(freeLagosDeliveryAboveKobo));

/**
 * How far a cart is from free delivery within Lagos, given its pieces at the prices the shopper pays
 * (sale prices, before VAT), kobo. Delivery is never charged at checkout: the shop tells its cost
 * before dispatch (docs/product.md §9), so this says the rule and the distance, not a fee.
 */
export function lagosDeliveryNotice(piecesKobo: number): string {
  if (piecesKobo > freeLagosDeliveryAboveKobo) {
    return `Delivery within Lagos is free: your order is above ${freeLagosDeliveryAbove}.`;
  }
  // "Above" the threshold: at exactly the threshold one kobo more is still needed.
  const toGo = Math.max(freeLagosDeliveryAboveKobo - piecesKobo, 1);
  return (
    `${formatNairaInText(koboToNaira(toGo))} away from free delivery within Lagos (orders above ` +
    `${freeLagosDeliveryAbove}); until then it costs ${formatNairaInText(koboToNaira(lagosStandardDeliveryKobo))}, ` +
    "told to you before dispatch."
  );
}

export const bannerText = `Worldwide shipping - Free shipping within Lagos on orders above ${freeLagosDeliveryAbove}`;
export const featuredProductSlug = "luxurious-voyager-bag";

/** The highest page number a list may be asked for; the API refuses a higher one. */
export const highestPage = 100_000;

export const pageSizes = {
  shop: 30,
  reviews: 10,
  orders: 10,
  transactions: 10,
  homeList: 3,
} as const;

/** The longest text the shop's search takes. */
export const searchMaxLength = 100;

export const productCategories = ["Shoes", "Sandals", "Sneakers", "Bags", "Accessories"] as const;

/** Category name to its URL slug: "Bags" → "bags". */
export function categorySlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
