import type { Shell, ShellQuery } from "@oja/contracts/shell";
import type { Database } from "../../db/client.ts";
import { toUser } from "../accounts/accounts.service.ts";
import type { SignedInUser } from "../accounts/user-guard.ts";
import { type KeptCarts, keptCartOf } from "../cart/cart.service.ts";
import { type KeptReviews, keptOwnReview } from "../reviews/reviews.service.ts";
import { type KeptWishlists, keptWishlist } from "../wishlist/wishlist.service.ts";

// The page shell (docs/decisions/043-the-session-register.md): every page shows who is signed in, their
// cart and their wishlist, and asks for them at once instead of in three calls, each of which would
// check the session again. A product's page asks for the shopper's own review of it too (decision 073).
// It stands beside the cart, the wishlist and the reviews, whose services it calls (decision 024). All
// are answered from what this process kept of them while they hold (decision 047).

/** What the shell's answers are kept in. */
export interface KeptShells {
  carts: KeptCarts;
  wishlists: KeptWishlists;
  reviews: KeptReviews;
}

/** The shell of a page for this shopper; nulls for a visitor. */
export async function shellOf(
  db: Database,
  kept: KeptShells,
  user: SignedInUser | null,
  { reviewOf }: ShellQuery,
): Promise<Shell> {
  const asked = reviewOf === undefined ? {} : { ownReview: null };
  if (!user) return { user: null, cart: null, wishlist: null, ...asked };
  const [cart, wishlist, ownReview] = await Promise.all([
    keptCartOf(kept.carts, db, user.id),
    keptWishlist(kept.wishlists, db, user.id),
    reviewOf === undefined ? undefined : keptOwnReview(kept.reviews, db, reviewOf, user),
  ]);
  return {
    user: toUser(user),
    cart,
    wishlist,
    ...(ownReview === undefined ? {} : { ownReview }),
  };
}
