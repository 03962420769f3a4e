import { describe, expect, it } from "vitest";
import { checkAddToCart } from "./cart.ts";

describe("adding to the cart", () => {
  it("asks a signed-out shopper to sign in first, whatever they chose", () => {
    expect(checkAddToCart({ signedIn: false, size: "42", colour: "#9a5b2e" })).toEqual({
      outcome: "sign-in",
    });
    expect(checkAddToCart({ signedIn: false, size: null, colour: null })).toEqual({ outcome: "sign-in" });
  });

  it("asks a signed-in shopper for both a size and a colour, in the spec's words", () => {
    const choose = { outcome: "choose", message: "You have select a color and a size" };
    expect(checkAddToCart({ signedIn: true, size: null, colour: "#9a5b2e" })).toEqual(choose);
    expect(checkAddToCart({ signedIn: true, size: "42", colour: null })).toEqual(choose);
    expect(checkAddToCart({ signedIn: true, size: "", colour: "" })).toEqual(choose);
  });

  it("lets a signed-in shopper with a size and a colour go ahead", () => {
    expect(checkAddToCart({ signedIn: true, size: "42", colour: "#9a5b2e" })).toEqual({ outcome: "ready" });
  });
});
