import type { Variant } from "@oja/contracts/catalog";
import { colourName } from "@oja/contracts/colours";
import { describe, expect, it } from "vitest";
import {
  chosenVariant,
  colourAvailability,
  purchaseState,
  sizeAvailability,
  soldOutChoiceMessage,
} from "./variant-availability.ts";

const cognac = "#9a5b2e";
const black = "#1c1a19";
// As the product page's loader names them.
const names = Object.fromEntries([cognac, black, "#ffffff"].map((colour) => [colour, colourName(colour)]));

function variant(size: string, colour: string, stock: number, price = 100_000): Variant {
  return {
    id: `variant-${size}-${colour.slice(1)}`,
    sku: `LOAFER-${size}-${colour.slice(1).toUpperCase()}`,
    size,
    colour,
    stock,
    price,
    salePrice: price * 0.9,
  };
}

// 41 is gone in Cognac only, 42 in every colour; 40 in Black has its own price.
const variants = [
  variant("40", cognac, 3),
  variant("40", black, 9, 120_000),
  variant("41", cognac, 0),
  variant("41", black, 2),
  variant("42", cognac, 0),
  variant("42", black, 0),
];
const loafer = { stock: 14, price: 100_000, salePrice: 90_000, variants };

describe("sizeAvailability", () => {
  it("marks a size sold out in every colour, whatever colour is chosen", () => {
    expect(sizeAvailability(variants, "42", null, names)).toEqual({ soldOut: true, label: "42, sold out" });
    expect(sizeAvailability(variants, "42", black, names)).toEqual({ soldOut: true, label: "42, sold out" });
  });

  it("marks a size sold out in the chosen colour, naming it, and not before a colour is chosen", () => {
    expect(sizeAvailability(variants, "41", cognac, names)).toEqual({
      soldOut: true,
      label: "41, sold out in Cognac",
    });
    expect(sizeAvailability(variants, "41", black, names)).toEqual({ soldOut: false, label: "41" });
    expect(sizeAvailability(variants, "41", null, names)).toEqual({ soldOut: false, label: "41" });
  });

  it("counts a size and colour the product is not made in as none left", () => {
    expect(sizeAvailability(variants, "40", "#ffffff", names)).toEqual({
      soldOut: true,
      label: "40, sold out in White",
    });
  });
});

describe("colourAvailability", () => {
  it("marks a colour sold out in the chosen size, or in every size", () => {
    expect(colourAvailability(variants, cognac, "41", names)).toEqual({
      soldOut: true,
      label: "Cognac, sold out in size 41",
    });
    expect(colourAvailability(variants, cognac, "40", names)).toEqual({ soldOut: false, label: "Cognac" });
    expect(colourAvailability(variants, cognac, null, names)).toEqual({ soldOut: false, label: "Cognac" });
    const allGone = variants.map((each) => ({ ...each, stock: each.colour === cognac ? 0 : each.stock }));
    expect(colourAvailability(allGone, cognac, null, names)).toEqual({
      soldOut: true,
      label: "Cognac, sold out",
    });
  });
});

describe("chosenVariant", () => {
  it("is the variant of the size and colour once both are chosen", () => {
    expect(chosenVariant(variants, "41", black)?.stock).toBe(2);
    expect(chosenVariant(variants, "41", null)).toBeUndefined();
    expect(chosenVariant(variants, null, black)).toBeUndefined();
    expect(chosenVariant(variants, "46", black)).toBeUndefined();
  });
});

describe("purchaseState", () => {
  it("before a full choice says the product's own figures", () => {
    expect(purchaseState(loafer, "40", null)).toEqual({
      variant: undefined,
      choiceSoldOut: false,
      productSoldOut: false,
      note: null,
      price: 100_000,
      salePrice: 90_000,
    });
    expect(purchaseState({ ...loafer, stock: 4 }, null, null).note).toBe("Only 4 left");
  });

  it("says Only N left of the chosen variant, and its own price", () => {
    const state = purchaseState(loafer, "41", black);
    expect(state.note).toBe("Only 2 left");
    expect(state.choiceSoldOut).toBe(false);
    expect(purchaseState(loafer, "40", black)).toMatchObject({
      note: null,
      price: 120_000,
      salePrice: 108_000,
    });
  });

  it("turns a sold-out size and colour into its sentence", () => {
    expect(purchaseState(loafer, "41", cognac)).toMatchObject({
      choiceSoldOut: true,
      productSoldOut: false,
      note: soldOutChoiceMessage,
    });
    // Not made in that colour: no variant, nothing to order.
    expect(purchaseState(loafer, "40", "#ffffff")).toMatchObject({ variant: undefined, choiceSoldOut: true });
  });

  it("knows a product with nothing left in any variant", () => {
    const gone = { ...loafer, stock: 0, variants: variants.map((each) => ({ ...each, stock: 0 })) };
    expect(purchaseState(gone, null, null)).toMatchObject({ productSoldOut: true, note: null });
    expect(purchaseState(gone, "40", cognac)).toMatchObject({ productSoldOut: true, choiceSoldOut: true });
  });
});
