import type { Shell } from "@oja/contracts/shell";
import type { Database } from "../../db/client.ts";
import { toUser } from "../accounts/accounts.service.ts";
import type { SignedInUser } from "../accounts/user-guard.ts";
import { type KeptCarts, keptCartOf } from "../cart/cart.service.ts";
import { type KeptWishlists, keptWishlist } from "../wishlist/wishlist.service.ts";

// The page shell (docs/decisions/043-the-session-register.md): every page shows who is signed in, their
// cart and their wishlist, and asks for them at once instead of in three calls, each of which would
// check the session again. It stands beside the cart and the wishlist, whose services it calls
// (decision 024). Both are answered from what this process kept of them while they hold (decision 047).

/** What the shell's answers are kept in. */
export interface KeptShells {
  carts: KeptCarts;
  wishlists: KeptWishlists;
}

/** The shell of a page for this shopper; nulls for a visitor. */
export async function shellOf(db: Database, kept: KeptShells, user: SignedInUser | null): Promise<Shell> {
  if (!user) return { user: null, cart: null, wishlist: null };
  const [cart, wishlist] = await Promise.all([
    keptCartOf(kept.carts, db, user.id),
    keptWishlist(kept.wishlists, db, user.id),
  ]);
  // The products the wishlist shows: one the shop no longer has is not counted, as on the wishlist page.
  const productIds = wishlist.products.map((product) => product.id);
  return { user: toUser(user), cart, wishlist: { productIds } };
}
