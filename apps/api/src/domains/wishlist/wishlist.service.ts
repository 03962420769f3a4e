import type { Wishlist } from "@oja/contracts/wishlist";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import type { ShopperAnswers } from "../../http/shopper-answers.ts";
import { isProductInShop, productNotFoundMessage, productsWithIds } from "../catalog/catalog.service.ts";
import { wishlistEntries } from "./wishlist.schema.ts";

// The wishlist (docs/product.md §3, §4; docs/architecture.md §2): products kept for later, newest first. One entry per product
// (the primary key), so adding twice keeps one, also when two adds race.

/** The ids of the products on the shopper's wishlist, newest first, as kept. */
async function wishlistProductIds(db: Database, userId: string): Promise<string[]> {
  const entries = await db
    .select({ productId: wishlistEntries.productId })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.userId, userId))
    .orderBy(desc(wishlistEntries.createdAt), asc(wishlistEntries.productId));
  return entries.map((entry) => entry.productId);
}

/**
 * The shoppers' wishlists as last read (decision 047): every add and removal says `changed`, and every
 * write of what a listed product shows (its price, its stock, the product removed) moves the catalog.
 */
export type KeptWishlists = ShopperAnswers<Wishlist>;

/** The shopper's wishlist as `getWishlist` reads it, answered from `kept` while it holds. */
export function keptWishlist(kept: KeptWishlists, db: Database, userId: string): Promise<Wishlist> {
  return kept.answerOf(userId, () => getWishlist(db, userId));
}

/** The shopper's wishlist as the shop lists its products; a product the shop no longer has is left out. */
export async function getWishlist(db: Database, userId: string): Promise<Wishlist> {
  const products = await productsWithIds(db, await wishlistProductIds(db, userId));
  return { products, wishlistProductsCount: products.length };
}

/** Keeps a product on the wishlist; false when it was there already. 404 for an unknown product. */
export async function addToWishlist(db: Database, userId: string, productId: string): Promise<boolean> {
  if (!(await isProductInShop(db, productId))) throw notFound(productNotFoundMessage);
  const added = await db
    .insert(wishlistEntries)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: wishlistEntries.productId });
  return added.length > 0;
}

/** Takes a product off the wishlist; false when it was not on it. */
export async function removeFromWishlist(db: Database, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)))
    .returning({ productId: wishlistEntries.productId });
  return removed.length > 0;
}

export async function isInWishlist(db: Database, userId: string, productId: string): Promise<boolean> {
  const [entry] = await db
    .select({ productId: wishlistEntries.productId })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)));
  return entry !== undefined;
}
