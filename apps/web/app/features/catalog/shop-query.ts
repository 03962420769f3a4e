import { type ProductSort, productSorts } from "@oja/contracts/product-sorts";
import { categorySlug, productCategories } from "@oja/contracts/shop";

// What the shop's address says: category, search text, sort and page (read on the server by
// shop-query.server.ts), and how the pages write it back.

export interface ShopQuery {
  page: number;
  category: string | undefined;
  q: string | undefined;
  sort: ProductSort;
}

export const shopCategories = productCategories.map((name) => ({ name, slug: categorySlug(name) }));

export const sortLabels: Record<ProductSort, string> = {
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "best-selling": "Best selling",
};

/** The address of a shop view; defaults are left out so every view has one address. */
export function shopSearch(query: Partial<ShopQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== productSorts[0]) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function categoryName(slug: string | undefined): string | undefined {
  return shopCategories.find((category) => category.slug === slug)?.name;
}
