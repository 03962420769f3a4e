import { stockNote } from "@oja/contracts/add-to-cart";
import type { ProductDetail, Variant } from "@oja/contracts/catalog";

// What the product page says of each size and colour given the other choice (docs/product.md §2
// "Product detail"; docs/decisions/029-variants.md): stock lives in variants, one per size × colour, so
// a size is sold out in a colour, or in every colour, and "Only N left" is the chosen variant's.

export const soldOutChoiceMessage = "Sold out in this size and colour";

/**
 * Each of a product's colours (a hex value) with its name, "Cognac" for "#9a5b2e": named by the page's
 * loader, so that the palette and its matching stay on the server.
 */
export type ColourNames = Readonly<Record<string, string>>;

/** A colour's name, or the colour as it is when it has none (it is then a name already). */
export const colourNameIn = (names: ColourNames, colour: string) => names[colour] ?? colour;

/** The variant of this size and colour; undefined while either is unchosen, or when not made so. */
export function chosenVariant(
  variants: readonly Variant[],
  size: string | null,
  colour: string | null,
): Variant | undefined {
  if (size === null || colour === null) return undefined;
  return variants.find((variant) => variant.size === size && variant.colour === colour);
}

/** Whether none of these variants can be ordered (a size or colour not made at all counts as none). */
function noneLeft(variants: readonly Variant[]): boolean {
  return variants.every((variant) => variant.stock <= 0);
}

/** A size or a colour button: sold out or not, and what a screen reader hears. */
export interface ChoiceAvailability {
  soldOut: boolean;
  /** "42", "42, sold out in Cognac" or "42, sold out". */
  label: string;
}

/**
 * A size given the chosen colour: sold out in every colour says "sold out"; sold out only in the
 * chosen colour names it. It stays choosable either way, so the shopper can ask to be told.
 */
export function sizeAvailability(
  variants: readonly Variant[],
  size: string,
  colour: string | null,
  names: ColourNames,
): ChoiceAvailability {
  if (noneLeft(variants.filter((variant) => variant.size === size))) {
    return { soldOut: true, label: `${size}, sold out` };
  }
  if (
    colour !== null &&
    noneLeft(variants.filter((variant) => variant.size === size && variant.colour === colour))
  ) {
    return { soldOut: true, label: `${size}, sold out in ${colourNameIn(names, colour)}` };
  }
  return { soldOut: false, label: size };
}

/** A colour given the chosen size, as `sizeAvailability` says a size. */
export function colourAvailability(
  variants: readonly Variant[],
  colour: string,
  size: string | null,
  names: ColourNames,
): ChoiceAvailability {
  const name = colourNameIn(names, colour);
  if (noneLeft(variants.filter((variant) => variant.colour === colour))) {
    return { soldOut: true, label: `${name}, sold out` };
  }
  if (
    size !== null &&
    noneLeft(variants.filter((variant) => variant.colour === colour && variant.size === size))
  ) {
    return { soldOut: true, label: `${name}, sold out in size ${size}` };
  }
  return { soldOut: false, label: name };
}

/** What the purchase form shows for the shopper's choice so far. */
export interface PurchaseState {
  /** The chosen variant, once both a size and a colour are chosen and the product is made so. */
  variant: Variant | undefined;
  /** A full choice that cannot be ordered: Add To Cart is off and back in stock is offered. */
  choiceSoldOut: boolean;
  /** Nothing of the product is left in any size or colour. */
  productSoldOut: boolean;
  /** "Only 2 left", "Sold out in this size and colour", or null. */
  note: string | null;
  /** The chosen variant's prices when it has one, else the product's. */
  price: number;
  salePrice: number;
}

export function purchaseState(
  product: Pick<ProductDetail, "stock" | "price" | "salePrice" | "variants">,
  size: string | null,
  colour: string | null,
): PurchaseState {
  const variant = chosenVariant(product.variants, size, colour);
  const productSoldOut = product.stock <= 0;
  const fullChoice = size !== null && colour !== null;
  const choiceSoldOut = fullChoice && (variant?.stock ?? 0) <= 0;
  // Before a full choice, "Only N left" counts every size and colour together, as it always has.
  const left = fullChoice ? (variant?.stock ?? 0) : product.stock;
  const note = choiceSoldOut ? soldOutChoiceMessage : productSoldOut ? null : stockNote(left);
  return {
    variant,
    choiceSoldOut,
    productSoldOut,
    note,
    price: variant?.price ?? product.price,
    salePrice: variant?.salePrice ?? product.salePrice,
  };
}
