import { describe, expect, it } from "vitest";
import {
  addToCartStockProblem,
  cartLineProblem,
  cartTotals,
  checkAddToCart,
  checkChoice,
  lowStockThreshold,
  stockNote,
} from "./cart.ts";
import { colourName } from "./colours.ts";
import { defaultPricingRates, quote, quoteInNaira } from "./pricing.ts";

describe("adding to the cart", () => {
  it("asks a signed-out shopper to sign in first, whatever they chose", () => {
    expect(checkAddToCart({ signedIn: false, size: "42", colour: "#9a5b2e" })).toEqual({
      outcome: "sign-in",
    });
    expect(checkAddToCart({ signedIn: false, size: null, colour: null })).toEqual({ outcome: "sign-in" });
  });

  it("asks a signed-in shopper for both a size and a colour, in the shop's words", () => {
    const choose = { outcome: "choose", message: "You have select a color and a size" };
    expect(checkAddToCart({ signedIn: true, size: null, colour: "#9a5b2e" })).toEqual(choose);
    expect(checkAddToCart({ signedIn: true, size: "42", colour: null })).toEqual(choose);
    expect(checkAddToCart({ signedIn: true, size: "", colour: "" })).toEqual(choose);
  });

  it("lets a signed-in shopper with a size and a colour go ahead", () => {
    expect(checkAddToCart({ signedIn: true, size: "42", colour: "#9a5b2e" })).toEqual({ outcome: "ready" });
  });
});

const voyager = {
  name: "Luxurious Voyager Bag",
  sizes: ["One Size"],
  colours: ["#9a5b2e", "#4a2c1d", "#1c1a19", "#5b5a3a"],
  stock: 12,
};

describe("the size and colour of a cart line", () => {
  it("takes a size and colour the product is made in, in the product's own spelling", () => {
    expect(checkChoice(voyager, { size: " one size ", color: "#9A5B2E" })).toEqual({
      outcome: "ok",
      size: "One Size",
      colour: "#9a5b2e",
    });
  });

  it("refuses a size or colour the product is not made in, saying what it is made in", () => {
    const size = checkChoice(voyager, { size: "42", color: "#9a5b2e" });
    expect(size).toEqual({
      outcome: "refused",
      field: "size",
      message: "The Luxurious Voyager Bag is not made in size 42. Please choose one of its sizes: One Size.",
    });
    const colour = checkChoice(voyager, { size: "One Size", color: "#b3261e" });
    expect(colour).toEqual({
      outcome: "refused",
      field: "color",
      message: "The Luxurious Voyager Bag is not made in Red. Please choose one of its colours.",
    });
  });
});

describe("stock and the cart", () => {
  it("says sold out, or how many are left when few are", () => {
    expect(stockNote(0)).toBe("Sold out");
    expect(stockNote(1)).toBe("Only 1 left");
    expect(stockNote(lowStockThreshold)).toBe("Only 5 left");
    expect(stockNote(lowStockThreshold + 1)).toBeNull();
  });

  // The Voyager in its first colour: a variant with 12 of the bag's pieces.
  const cognac = { size: "One Size", colour: "#9a5b2e", stock: 12 };
  const inCognac = `${voyager.name} in One Size, ${colourName(cognac.colour)}`;

  it("lets a shopper add up to the variant's stock, counting only the line of that size and colour", () => {
    expect(addToCartStockProblem(voyager, cognac, 0, 12)).toBeUndefined();
    expect(addToCartStockProblem(voyager, cognac, 10, 2)).toBeUndefined();
    expect(addToCartStockProblem(voyager, cognac, 0, 13)).toBe(`Only 12 of the ${inCognac} are left.`);
    expect(addToCartStockProblem(voyager, cognac, 10, 3)).toBe(
      `Only 12 of the ${inCognac} are left. You have 10 in your cart, so you can add 2 more.`,
    );
    expect(addToCartStockProblem(voyager, { ...cognac, stock: 1 }, 1, 1)).toBe(
      `Only 1 of the ${inCognac} is left. You already have 1 in your cart.`,
    );
    expect(addToCartStockProblem(voyager, { size: "42", colour: "#1c1a19", stock: 2 }, 0, 3)).toBe(
      `Only 2 of the ${voyager.name} in size 42, ${colourName("#1c1a19")} are left.`,
    );
  });

  it("refuses any quantity of a sold-out variant, whatever the product's other variants hold", () => {
    expect(addToCartStockProblem(voyager, { ...cognac, stock: 0 }, 0, 1)).toBe(
      `Sorry, the ${inCognac} is sold out.`,
    );
  });

  it("flags a line whose variant sold out, shrank in stock or stopped being made", () => {
    const line = { size: "One Size", colour: "#9a5b2e", quantity: 3 };
    expect(cartLineProblem(voyager, line, cognac)).toBeNull();
    expect(cartLineProblem(voyager, line, { ...cognac, stock: 0 })).toBe(
      "Sold out since you added it. Please remove it to check out.",
    );
    expect(cartLineProblem(voyager, line, { ...cognac, stock: 2 })).toBe(
      `Only 2 of the ${inCognac} are left. Please lower the quantity to check out.`,
    );
    expect(cartLineProblem(voyager, line, undefined)).toMatch(/size and colour are no longer made/);
    expect(cartLineProblem({ ...voyager, sizes: ["Large"] }, line, cognac)).toMatch(/size is no longer made/);
    expect(cartLineProblem({ ...voyager, colours: ["#1c1a19"] }, line, cognac)).toMatch(
      /colour is no longer made/,
    );
  });
});

describe("the cart's figures", () => {
  it("counts quantities and totals price × quantity, with the one quote over the same lines", () => {
    // The acceptance journey: the Voyager (₦485,000) twice in one colour and once in another.
    const lines = [
      { unitPriceKobo: 48_500_000, quantity: 2 },
      { unitPriceKobo: 48_500_000, quantity: 1 },
    ];
    const totals = cartTotals(lines, defaultPricingRates);
    expect(totals.cartItemsCount).toBe(3);
    expect(totals.cartItemsTotalKobo).toBe(145_500_000);
    expect(totals.quote).toEqual(quote(lines, defaultPricingRates));
    expect(quoteInNaira(totals.quote)).toEqual({
      subtotal: 1_455_000,
      discount: 145_500,
      vat: 98_212.5,
      total: 1_407_712.5,
    });
  });

  it("gives an empty cart no items, a zero total and a zero quote", () => {
    expect(cartTotals([], defaultPricingRates)).toEqual({
      cartItemsCount: 0,
      cartItemsTotalKobo: 0,
      quote: { subtotal: 0, discount: 0, vat: 0, total: 0 },
    });
  });

  it("quotes with the shop's own rates", () => {
    const rates = { discountBasisPoints: 0, vatBasisPoints: 750 };
    const totals = cartTotals([{ unitPriceKobo: 1_000_000, quantity: 3 }], rates);
    expect(totals.quote).toEqual({ subtotal: 3_000_000, discount: 0, vat: 225_000, total: 3_225_000 });
  });
});
