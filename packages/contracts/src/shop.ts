// The shop's fixed numbers and texts from docs/product.md §9, shared by the API and the pages.

export const appVersion = "1.0.1";
/** The shop's name where the settings cannot be read (and the demo shop's name). */
export const fallbackShopName = "Oja Leather House";
export const bannerText = "Worldwide shipping - Free shipping within Lagos on orders above ₦300,000";
export const featuredProductSlug = "luxurious-voyager-bag";

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
export type ProductCategory = (typeof productCategories)[number];

/** Category name to its URL slug: "Bags" → "bags". */
export function categorySlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
