// A product is sold in variants, one per size × colour, each with its own SKU and stock
// (docs/decisions/029-variants.md). These rules are shared by the migration's spreading of old stock
// (which says the same in SQL), the demo shop, the admin area and the product page.

export interface VariantChoice {
  size: string;
  colour: string;
}

/** Each size × colour once, size first, in the order the product lists them. */
export function variantGrid(sizes: readonly string[], colours: readonly string[]): VariantChoice[] {
  const uniqueSizes = [...new Set(sizes)];
  const uniqueColours = [...new Set(colours)];
  return uniqueSizes.flatMap((size) => uniqueColours.map((colour) => ({ size, colour })));
}

/**
 * A product's stock spread over its variants: each gets the whole share and the first (stock mod
 * count) one piece more, so that they add up to the stock exactly.
 */
export function spreadStock(
  sizes: readonly string[],
  colours: readonly string[],
  stock: number,
): (VariantChoice & { stock: number; position: number })[] {
  const grid = variantGrid(sizes, colours);
  const pieces = Math.max(0, Math.trunc(stock));
  const share = Math.floor(pieces / Math.max(grid.length, 1));
  const rest = pieces % Math.max(grid.length, 1);
  return grid.map((choice, position) => ({ ...choice, stock: share + (position < rest ? 1 : 0), position }));
}

/** The SKU a variant is given unless the owner writes one: `YABA-SATCHEL-42-9A5B2E`. */
export function variantSku(slug: string, choice: VariantChoice): string {
  const size = choice.size.toUpperCase().replace(/[^A-Z0-9.]+/g, "-");
  return `${slug.toUpperCase()}-${size}-${choice.colour.replace("#", "").toUpperCase()}`;
}

/** The longest SKU the owner may write, and its characters. */
export const skuMaxLength = 60;
export const skuPattern = /^[A-Z0-9][A-Z0-9._-]*$/;
