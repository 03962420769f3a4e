// What the product page's purchase form checks before it posts Add To Cart, and the stock it tells
// (docs/product.md §5 "Add to cart"), apart from the cart's other rules (cart.ts, which names these too)
// so that the page's first load carries only these.

// docs/product.md §5 "Add to cart": a shopper must be signed in (else the sign-in modal opens and this page is
// remembered), then must have chosen both a size and a colour (else docs/product.md §8's message, word for word).

export const chooseSizeAndColourMessage = "You have select a color and a size";

export type AddToCartCheck =
  | { outcome: "sign-in" }
  | { outcome: "choose"; message: string }
  | { outcome: "ready" };

export function checkAddToCart(choice: {
  signedIn: boolean;
  size: string | null;
  colour: string | null;
}): AddToCartCheck {
  if (!choice.signedIn) return { outcome: "sign-in" };
  if (!choice.size || !choice.colour) return { outcome: "choose", message: chooseSizeAndColourMessage };
  return { outcome: "ready" };
}

/** At or below this many units left, the product page says "Only N left". */
export const lowStockThreshold = 5;

/** "Only 3 left" at or below the low-stock threshold, "Sold out" at none, otherwise nothing. */
export function stockNote(stock: number): string | null {
  if (stock <= 0) return "Sold out";
  return stock <= lowStockThreshold ? `Only ${stock} left` : null;
}
