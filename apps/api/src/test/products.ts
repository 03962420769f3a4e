import type { ProductDetail } from "@oja/contracts/catalog";
import { spreadStock } from "@oja/contracts/variants";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client.ts";
import { products, productVariants } from "../domains/catalog/catalog.schema.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the API tests that put the demo catalog's products in carts, wishlists and orders.

/** A product of the demo catalog as its page shows it (with `stock` and its variants). */
export async function productNamed(shop: TestApp, slug: string): Promise<ProductDetail> {
  const response = await shop.get(`/products/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.product;
}

async function productRow(shop: TestApp, slug: string) {
  const [row] = await shop.db
    .select({ id: products.id, sizes: products.sizes, colours: products.colours })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

/**
 * Sets a product's stock as the shop owner would: spread over its variants as a new product's is
 * (docs/decisions/029-variants.md), so its first size and colour holds the most.
 */
export async function setStock(shop: TestApp, slug: string, stock: number) {
  const product = await productRow(shop, slug);
  for (const variant of spreadStock(product.sizes, product.colours, stock)) {
    await shop.db
      .update(productVariants)
      .set({ stock: variant.stock })
      .where(
        and(
          eq(productVariants.productId, product.id),
          eq(productVariants.size, variant.size),
          eq(productVariants.colour, variant.colour),
        ),
      );
  }
  await shop.catalogChanged();
}

/**
 * Puts all of a product's `stock` in its first size and colour, the one `addedToCart` chooses; its
 * other sizes and colours have none.
 */
export async function setFirstVariantStock(shop: TestApp, slug: string, stock: number) {
  const product = await productRow(shop, slug);
  await shop.db
    .update(productVariants)
    .set({ stock: sql`case when ${productVariants.position} = 0 then ${stock}::int else 0 end` })
    .where(eq(productVariants.productId, product.id));
  await shop.catalogChanged();
}

/** Sets the stock of one size and colour of a product (its first colour when none is given). */
export async function setVariantStock(
  shop: TestApp,
  slug: string,
  size: string,
  colour: string | undefined,
  stock: number,
) {
  const product = await productRow(shop, slug);
  const changed = await shop.db
    .update(productVariants)
    .set({ stock })
    .where(
      and(
        eq(productVariants.productId, product.id),
        eq(productVariants.size, size),
        eq(productVariants.colour, colour ?? product.colours[0] ?? ""),
      ),
    )
    .returning({ id: productVariants.id });
  expect(changed, `${slug} in ${size}, ${colour}`).toHaveLength(1);
  await shop.catalogChanged();
}

/** A product's stock as the database holds it (the sum of its variants'). */
export async function stockOf(shop: TestApp, slug: string) {
  const [row] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row?.stock;
}

/** The stock of one size and colour of a product (its first colour when none is given). */
export async function variantStockOf(shop: TestApp, slug: string, size: string, colour?: string) {
  const product = await productRow(shop, slug);
  const [row] = await shop.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, product.id),
        eq(productVariants.size, size),
        eq(productVariants.colour, colour ?? product.colours[0] ?? ""),
      ),
    );
  return row?.stock;
}

/** Every product's stock is the sum of its variants' (docs/decisions/029-variants.md). */
export async function expectStockAddsUp(db: Database) {
  const drifted = await db
    .select({ slug: products.slug, stock: products.stock })
    .from(products)
    .where(
      sql`${products.stock} <> (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = ${products.id})`,
    );
  expect(drifted).toEqual([]);
}

/** A multipart body with one file field, as a browser's form sends it (the owner's photo upload). */
export function multipart(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----oja${Date.now().toString(16)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "image"}"; ` +
    `filename="${options.filename ?? "photo.jpg"}"\r\nContent-Type: ${options.type ?? "image/jpeg"}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
