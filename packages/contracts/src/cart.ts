import { colourName } from "./colours.ts";
import { type PricingRates, type Quote, quote } from "./pricing.ts";

// The cart (docs/product.md §3 Cart, §5 Add to cart, docs/architecture.md §2): its rules, shared by the product page and the
// cart API. Free of zod; the shapes of the cart calls are in cart-api.ts, and what the product page's
// purchase form checks before it posts is in add-to-cart.ts (named here too), so that the page's
// first load carries neither these rules nor the colours' palette they name variants with.

export {
  checkAddToCart,
  chooseSizeAndColourMessage,
  lowStockThreshold,
  stockNote,
} from "./add-to-cart.ts";

// --- What a cart line may hold ----------------------------------------------------------------

/** The most of one product, size and colour a cart line holds; more is a trade order, not a basket. */
export const cartLineMaxQuantity = 99;
/** The longest size or colour a request may name (the catalog's are a few characters). */
export const cartChoiceMaxLength = 40;

/** A size and colour the product lists but is not sold in together (docs/decisions/029-variants.md). */
export const variantMissingMessage = (product: string, size: string, colour: string) =>
  `${product} is not made in size ${size} in ${colourName(colour)}. Choose another size or colour.`;

export const cartLineFullMessage = `You can have at most ${cartLineMaxQuantity} of one item in your cart.`;

/** What the rules need to know of a product: its name, what it is made in, how many can be ordered. */
export interface ProductOnSale {
  name: string;
  sizes: readonly string[];
  colours: readonly string[];
  /** Units that can still be ordered, all sizes and colours together (the sum of its variants'). */
  stock: number;
}

/** One size × colour of a product as the stock rules count it (docs/decisions/029-variants.md). */
export interface VariantOnSale {
  size: string;
  colour: string;
  /** Units of this size and colour that can still be ordered. */
  stock: number;
}

const sameChoice = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type ChoiceCheck =
  | { outcome: "ok"; size: string; colour: string }
  | { outcome: "refused"; message: string; field: "size" | "color" };

/**
 * Whether the size and colour asked for are among the product's (ignoring case and spaces), with the
 * product's own spelling of each to keep on the line.
 */
export function checkChoice(product: ProductOnSale, choice: { size: string; color: string }): ChoiceCheck {
  const size = product.sizes.find((offered) => sameChoice(offered, choice.size));
  if (size === undefined) {
    return {
      outcome: "refused",
      field: "size",
      message: `The ${product.name} is not made in size ${choice.size.trim()}. Please choose one of its sizes: ${product.sizes.join(", ")}.`,
    };
  }
  const colour = product.colours.find((offered) => sameChoice(offered, choice.color));
  if (colour === undefined) {
    return {
      outcome: "refused",
      field: "color",
      message: `The ${product.name} is not made in ${colourName(choice.color)}. Please choose one of its colours.`,
    };
  }
  return { outcome: "ok", size, colour };
}

/** "size 42, Black", or "One Size, Black": a variant named in a sentence. */
export function variantText(variant: { size: string; colour: string }) {
  const size = /size/i.test(variant.size) ? variant.size : `size ${variant.size}`;
  return `${size}, ${colourName(variant.colour)}`;
}

function onlyLeft(product: { name: string }, variant: VariantOnSale) {
  return `Only ${variant.stock} of the ${product.name} in ${variantText(variant)} ${variant.stock === 1 ? "is" : "are"} left.`;
}

/**
 * Why `adding` more units of a size and colour cannot go into a cart that already holds `inCart` of
 * it, as a sentence for the shopper; undefined when they can. Stock is counted per variant, so only
 * the line of that size and colour counts.
 */
export function addToCartStockProblem(
  product: { name: string },
  variant: VariantOnSale,
  inCart: number,
  adding: number,
): string | undefined {
  if (variant.stock <= 0) return `Sorry, the ${product.name} in ${variantText(variant)} is sold out.`;
  if (inCart + adding <= variant.stock) return undefined;
  if (inCart === 0) return onlyLeft(product, variant);
  const room = variant.stock - inCart;
  return room > 0
    ? `${onlyLeft(product, variant)} You have ${inCart} in your cart, so you can add ${room} more.`
    : `${onlyLeft(product, variant)} You already have ${inCart} in your cart.`;
}

/**
 * What stands between a cart line and checkout now that its variant may have sold out, shrunk in
 * stock or stopped being made (`variant` undefined: the product no longer has the line's variant);
 * null when nothing does.
 */
export function cartLineProblem(
  product: ProductOnSale,
  line: { size: string; colour: string; quantity: number },
  variant: VariantOnSale | undefined,
): string | null {
  if (!product.sizes.some((offered) => sameChoice(offered, line.size))) {
    return "This size is no longer made. Please remove it and choose another.";
  }
  if (!product.colours.some((offered) => sameChoice(offered, line.colour))) {
    return "This colour is no longer made. Please remove it and choose another.";
  }
  if (!variant) return "This size and colour are no longer made. Please remove it and choose another.";
  if (variant.stock <= 0) return "Sold out since you added it. Please remove it to check out.";
  if (line.quantity > variant.stock) {
    return `${onlyLeft(product, variant)} Please lower the quantity to check out.`;
  }
  return null;
}

// --- The cart's figures (docs/product.md §3: derived in one place) -----------------------------------------

export interface CartLineAmount {
  /** The product's list price, kobo. */
  unitPriceKobo: number;
  quantity: number;
}

export interface CartTotals {
  /** Sum of quantities. */
  cartItemsCount: number;
  /** Sum of price × quantity, kobo: the quote's subtotal. */
  cartItemsTotalKobo: number;
  quote: Quote;
}

/** The count, the total and the one quote of docs/architecture.md §3 for a cart's lines. */
export function cartTotals(lines: readonly CartLineAmount[], rates: PricingRates): CartTotals {
  const figures = quote(lines, rates);
  return {
    cartItemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    cartItemsTotalKobo: figures.subtotal,
    quote: figures,
  };
}

/** A line's size and colour as a shopper reads them: "One Size" says itself, "42" needs the word. */
export function choiceText(line: { size: string; color: string }): string {
  const size = /size/i.test(line.size) ? line.size : `Size ${line.size}`;
  return `${size}, ${colourName(line.color)}`;
}
