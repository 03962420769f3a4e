import { z } from "zod";
import { userSchema } from "./accounts.ts";
import { envelopeSchema } from "./api.ts";
import { cartSchema } from "./cart-api.ts";

// What every page's shell shows of the shopper, in one call (docs/decisions/043-the-session-register.md):
// who is signed in, their cart as the cart call answers it, and which products they keep on their
// wishlist. A visitor gets nulls, not a 401.

export const shellSchema = z.object({
  /** The signed-in shopper, or null. */
  user: userSchema.nullable(),
  /** The shopper's cart, as `GET users/{userId}/cart` answers it; null for a visitor. */
  cart: cartSchema.nullable(),
  /**
   * The ids of the products on the shopper's wishlist, newest first, as kept: the wishlist call leaves
   * out any the shop no longer shows. Null for a visitor.
   */
  wishlist: z.object({ productIds: z.array(z.uuid()) }).nullable(),
});
export type Shell = z.infer<typeof shellSchema>;

export const shellResponseSchema = envelopeSchema(shellSchema);
