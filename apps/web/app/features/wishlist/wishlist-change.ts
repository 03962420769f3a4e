/** What a wishlist change answers: whether the product is now in it, or why nothing changed. */
export type WishlistChange =
  | { ok: true; message: string; productId: string; isIn: boolean }
  | { ok: false; message: string };

/** The intents of a wishlist change; a page's action tells them from the cart's by these. */
export const wishlistIntents = ["add-to-wishlist", "remove-from-wishlist"] as const;

/** The route the wishlist viewer and the account's wishlist post their changes to (routes/wishlist.ts). */
export const wishlistPath = "/wishlist";
