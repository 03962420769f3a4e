import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import type { CategorySizeGuide } from "@oja/contracts/size-guides";
import { callApiForEveryone, type PageArgs } from "../../lib/api.server.ts";

/**
 * A category's size guide, the same for every shopper; null for a category the shop does not have: one
 * it no longer has (the product page then offers no guide rather than failing), or an address's
 * category the API refuses outright (characters no category's name has), which is no guide either.
 */
export async function loadSizeGuide(page: PageArgs, categorySlug: string): Promise<CategorySizeGuide | null> {
  try {
    return (await callApiForEveryone(page, routes.sizeGuides.get, { params: { category: categorySlug } }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
