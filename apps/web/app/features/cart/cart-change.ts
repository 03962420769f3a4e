import type { Cart } from "@oja/contracts/cart-api";

// What the cart's forms post and what the cart's action answers (lib/form-intents.ts).

/** The changes of the cart, as a form posts them in its `intent` field. */
export const cartIntents = {
  add: "add-to-cart",
  setQuantity: "set-quantity",
  removeLine: "remove-line",
  empty: "empty-cart",
} as const;

/** What a cart change answers: the cart as it now is, or why nothing changed. */
export type CartChange =
  | { ok: true; message: string; cart: Cart }
  | { ok: false; message: string; errors?: string[] };

/** The route every cart change and the cart viewer's reads go to (routes/cart.ts). */
export const cartPath = "/cart";

/** One fetcher for the cart, shared by the viewer, the product page and the wishlist. */
export const cartFetcherKey = "cart";
