import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import { productSchema } from "./catalog.ts";

// The wishlist (docs/product.md §3 Wishlist, docs/architecture.md §2): the products a shopper keeps for later, newest first.

export const wishlistSchema = z.object({
  products: z.array(productSchema),
  /** The length of `products`. */
  wishlistProductsCount: z.number().int(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistResponseSchema = envelopeSchema(wishlistSchema);

/** `GET users/{userId}/wishlist/{productId}/check`. */
export const wishlistCheckResponseSchema = envelopeSchema(z.object({ isIn: z.boolean() }));
