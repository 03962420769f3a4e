import { productListQuerySchema } from "@oja/contracts/catalog";
import { productSorts } from "@oja/contracts/product-sorts";
import type { RouteQuery, routes } from "@oja/contracts/routes";
import { pageSizes } from "@oja/contracts/shop";
import type { ShopQuery } from "./shop-query.ts";

// The shop's address, read with the API's own rules: a shopper's typo or an old link never breaks
// the page, since a value the API would refuse falls back to its default.

const { shape } = productListQuerySchema;

function valueOr<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  raw: unknown,
  fallback: T,
): T {
  const parsed = schema.safeParse(raw);
  return parsed.success && parsed.data !== undefined ? parsed.data : fallback;
}

export function readShopQuery(params: URLSearchParams): ShopQuery {
  const text = params.get("q")?.trim();
  return {
    page: valueOr(shape.page, params.get("page") ?? undefined, 1),
    category: valueOr(shape.category, params.get("category") || undefined, undefined),
    q: text ? valueOr(shape.q, text, undefined) : undefined,
    sort: valueOr(shape.sort, params.get("sort") ?? undefined, productSorts[0]),
  };
}

/** The API's query for one page of a shop view (30 a page, docs/product.md §9). */
export function productsApiQuery(query: ShopQuery): RouteQuery<typeof routes.catalog.products> {
  return {
    page: query.page,
    limit: pageSizes.shop,
    sort: query.sort,
    ...(query.category ? { category: query.category } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
}
