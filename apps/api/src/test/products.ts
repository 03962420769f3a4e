import type { ProductDetail } from "@oja/contracts/catalog";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { products } from "../domains/catalog/catalog.schema.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the API tests that put the demo catalog's products in carts, wishlists and orders.

/** A product of the demo catalog as its page shows it (with `stock`). */
export async function productNamed(shop: TestApp, slug: string): Promise<ProductDetail> {
  const response = await shop.get(`/products/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.product;
}

/** Sets a product's stock as the shop owner would. */
export async function setStock(shop: TestApp, slug: string, stock: number) {
  await shop.db.update(products).set({ stock }).where(eq(products.slug, slug));
  await shop.catalogChanged();
}

/** A product's stock as the database holds it. */
export async function stockOf(shop: TestApp, slug: string) {
  const [row] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row?.stock;
}
