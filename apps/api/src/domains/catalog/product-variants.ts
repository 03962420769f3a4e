import type { AdminVariant } from "@oja/contracts/admin-products";
import type { Variant } from "@oja/contracts/catalog";
import { koboToNaira } from "@oja/contracts/money";
import { discountedPrice, type PricingRates } from "@oja/contracts/pricing";
import { spreadStock, type VariantChoice, variantGrid, variantSku } from "@oja/contracts/variants";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, productVariants } from "./catalog.schema.ts";

// A product's variants (docs/decisions/029-variants.md): one per size × colour, each with its SKU, its
// stock and perhaps a price of its own. The products row's stock is their sum, kept by a trigger.

export type VariantRow = typeof productVariants.$inferSelect;

export function toVariant(row: VariantRow, productPriceKobo: number, rates: PricingRates): Variant {
  const priceKobo = row.priceKobo ?? productPriceKobo;
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    colour: row.colour,
    stock: Math.max(0, row.stock),
    price: koboToNaira(priceKobo),
    salePrice: koboToNaira(discountedPrice(priceKobo, rates)),
  };
}

/** A variant as the admin area shows it: its own price only, null when it has the product's. */
export function toAdminVariant(row: VariantRow): AdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    colour: row.colour,
    stock: row.stock,
    price: row.priceKobo === null ? null : koboToNaira(row.priceKobo),
  };
}

/** The variants of these products, each product's in grid order. */
export async function variantsOf(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(productIds)]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * Gives a new product its variants, its stock spread over them (as the migration spread the stock of
 * products made before variants); the product's stock becomes their sum.
 */
export async function makeVariants(
  tx: Database,
  product: { id: string; slug: string; sizes: readonly string[]; colours: readonly string[] },
  stock: number,
): Promise<void> {
  const spread = spreadStock(product.sizes, product.colours, stock);
  if (spread.length > 0) {
    await tx.insert(productVariants).values(
      spread.map((variant) => ({
        productId: product.id,
        sku: variantSku(product.slug, variant),
        size: variant.size,
        colour: variant.colour,
        stock: variant.stock,
        position: variant.position,
      })),
    );
  }
  // Whatever the products row was written with, its stock is its variants' from here on.
  await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${product.id})`,
    })
    .where(eq(products.id, product.id));
}

/**
 * After the owner changes a product's sizes or colours: each new size × colour gets a variant with no
 * stock, a variant of a size or colour no longer offered goes (its stock with it, by the trigger), and
 * the rest keep their stock and SKU in the new grid order.
 */
export async function matchVariantsToGrid(
  tx: Database,
  product: { id: string; slug: string; sizes: readonly string[]; colours: readonly string[] },
): Promise<void> {
  const grid = variantGrid(product.sizes, product.colours);
  const existing = (await variantsOf(tx, [product.id])).get(product.id) ?? [];
  const key = (choice: VariantChoice) => `${choice.size}\u0000${choice.colour}`;
  const wanted = new Map(grid.map((choice, position) => [key(choice), { ...choice, position }]));
  const gone = existing.filter((variant) => !wanted.has(key(variant))).map((variant) => variant.id);
  if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  const kept = new Map(existing.map((variant) => [key(variant), variant]));
  for (const choice of wanted.values()) {
    const variant = kept.get(key(choice));
    if (!variant) {
      await tx.insert(productVariants).values({
        productId: product.id,
        sku: variantSku(product.slug, choice),
        size: choice.size,
        colour: choice.colour,
        stock: 0,
        position: choice.position,
      });
    } else if (variant.position !== choice.position) {
      await tx
        .update(productVariants)
        .set({ position: choice.position })
        .where(eq(productVariants.id, variant.id));
    }
  }
}

/**
 * The sizes × colours of ACTIVE products with `atMost` pieces or fewer left, fewest first (the admin
 * area's summary): each with its product's name and slug, its SKU and stock.
 */
export async function lowStockVariants(db: Database, atMost: number, limit = 50) {
  return db
    .select({
      id: productVariants.id,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      size: productVariants.size,
      colour: productVariants.colour,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, "ACTIVE"), lte(productVariants.stock, atMost)))
    .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.position))
    .limit(limit);
}
