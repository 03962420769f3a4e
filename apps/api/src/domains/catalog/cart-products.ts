import type { ProductOnSale } from "@oja/contracts/cart";
import { isUuid } from "@oja/contracts/rules";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, productVariants } from "./catalog.schema.ts";
import { onSale } from "./catalog.service.ts";

// What the cart and an order need of the products they hold (docs/decisions/010-cart-and-wishlist.md,
// 029-variants.md), as one JSON value per product, so that the cart can read its lines, their products
// and variants in one statement while the catalog alone says how its tables are read.

/** A size × colour of a product the cart holds: its stock and its price in kobo (its own or the product's). */
export interface CartVariant {
  id: string;
  sku: string;
  size: string;
  colour: string;
  stock: number;
  priceKobo: number;
}

/** What the cart needs of a product it holds: its price in kobo, what it is made in and its stock. */
export interface CartProduct extends ProductOnSale {
  id: string;
  slug: string;
  priceKobo: number;
  images: string[];
  vendorId: string;
  /** Its variants: each size × colour it is sold in, with its own stock and price (kobo). */
  variants: CartVariant[];
}

/**
 * The `products` row in scope as a CartProduct in JSON: stock never below none, each variant's price its
 * own or the product's, the variants in grid order.
 */
const cartProductObject = sql`json_build_object(
  'id', ${products.id}, 'slug', ${products.slug}, 'name', ${products.name},
  'priceKobo', ${products.priceKobo}, 'images', ${products.images}, 'vendorId', ${products.vendorId},
  'sizes', ${products.sizes}, 'colours', ${products.colours}, 'stock', greatest(${products.stock}, 0),
  'variants', coalesce((
    select json_agg(json_build_object(
      'id', ${productVariants.id}, 'sku', ${productVariants.sku}, 'size', ${productVariants.size},
      'colour', ${productVariants.colour}, 'stock', greatest(${productVariants.stock}, 0),
      'priceKobo', coalesce(${productVariants.priceKobo}, ${products.priceKobo})
    ) order by ${productVariants.position}, ${productVariants.id})
    from ${productVariants} where ${productVariants.productId} = ${products.id}
  ), '[]'::json))`;

/**
 * The product whose id `productId` gives (a column or expression of the caller's statement) as one JSON
 * value, null when the shop does not have it; `cartProductOf` reads it back.
 */
export function cartProductJson(productId: SQL): SQL {
  return sql`(select ${cartProductObject} from ${products} where ${products.id} = ${productId} and ${onSale})`;
}

/** The product `cartProductJson` answered; undefined when the shop does not have it. */
export function cartProductOf(json: unknown): CartProduct | undefined {
  return (json as CartProduct | null) ?? undefined;
}

/** The products with these ids that the shop has, by id (a missing id is simply absent). */
export async function cartProducts(db: Database, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ product: sql<CartProduct>`${cartProductObject}` })
    .from(products)
    .where(and(inArray(products.id, wanted), onSale));
  return new Map(rows.map(({ product }) => [product.id, product]));
}
