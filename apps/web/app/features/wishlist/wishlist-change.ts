// What the wishlist's forms post and what the wishlist's action answers (lib/form-intents.ts).

/** The changes of the wishlist, as a form posts them in its `intent` field with the `productId`. */
export const wishlistIntents = { add: "add-to-wishlist", remove: "remove-from-wishlist" } as const;

/** What a wishlist change answers: whether the product is now in it, or why nothing changed. */
export type WishlistChange =
  | { ok: true; message: string; productId: string; isIn: boolean }
  | { ok: false; message: string };

/** The route the wishlist viewer and the account's wishlist post their changes to (routes/wishlist.ts). */
export const wishlistPath = "/wishlist";
