import { z } from "zod";
import { userSchema } from "./accounts.ts";
import { envelopeSchema } from "./api.ts";
import { cartSchema } from "./cart-api.ts";
import { myReviewSchema } from "./reviews.ts";
import { wishlistSchema } from "./wishlist.ts";

// What every page's shell shows of the shopper, in one call (docs/decisions/043-the-session-register.md):
// who is signed in, and their cart and wishlist as the cart and wishlist calls answer them. A visitor
// gets nulls, not a 401. A product's page also asks for the shopper's own review of the product
// (docs/decisions/073-the-shell-carries-the-wishlist-and-own-review.md).

/** `GET shell`: `reviewOf`, a product's id, asks for the shopper's own review of it as well. */
export const shellQuerySchema = z.object({ reviewOf: z.string().max(120).optional() });
export type ShellQuery = z.infer<typeof shellQuerySchema>;

export const shellSchema = z.object({
  /** The signed-in shopper, or null. */
  user: userSchema.nullable(),
  /** The shopper's cart, as `GET users/{userId}/cart` answers it; null for a visitor. */
  cart: cartSchema.nullable(),
  /** The shopper's wishlist, as `GET users/{userId}/wishlist` answers it; null for a visitor. */
  wishlist: wishlistSchema.nullable(),
  /**
   * Only when `reviewOf` was asked: the shopper's own review of that product and whether they may write
   * one, as `GET products/{productId}/reviews/mine` answers it, with the product's id. Null for a visitor
   * or a product the shop does not show.
   */
  ownReview: myReviewSchema.extend({ productId: z.uuid() }).nullable().optional(),
});
export type Shell = z.infer<typeof shellSchema>;

export const shellResponseSchema = envelopeSchema(shellSchema);
