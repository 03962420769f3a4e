// The cart (spec §3 Cart, §5 Add to cart): its rules, shared by the product page and the cart API.

// Spec §5 "Add to cart": a shopper must be signed in (else the sign-in modal opens and this page is
// remembered), then must have chosen both a size and a colour (else spec §8's message, word for word).

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
