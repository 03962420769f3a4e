import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, productVariants } from "./catalog.schema.ts";
import { onSale } from "./catalog.service.ts";

// One size × colour of a product the shop shows, as the back-in-stock call asks about it
// (docs/decisions/032-back-in-stock.md).

export interface VariantInShop {
  productId: string;
  productName: string;
  slug: string;
  variantId: string;
  size: string;
  colour: string;
  stock: number;
}

/**
 * The variant, or undefined when the product is not in the shop or is not sold in it. Read under a
 * share lock held to the end of the caller's transaction: a restock of the variant waits for it, so
 * whatever the caller decides on this stock (an alert for a sold-out variant) is seen by the restock.
 */
export async function variantInShopLocked(
  tx: Database,
  productId: string,
  variantId: string,
): Promise<VariantInShop | undefined> {
  const [row] = await tx
    .select({
      productId: products.id,
      productName: products.name,
      slug: products.slug,
      variantId: productVariants.id,
      size: productVariants.size,
      colour: productVariants.colour,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), onSale))
    .for("share", { of: productVariants });
  return row;
}
