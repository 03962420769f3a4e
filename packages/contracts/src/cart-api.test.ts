import { describe, expect, it } from "vitest";
import { cartLineMaxQuantity } from "./cart.ts";
import { addToCartBodySchema, updateCartItemBodySchema } from "./cart-api.ts";

describe("cart request bodies", () => {
  it("adds one by default and takes a whole quantity from 1 to the line's maximum", () => {
    expect(addToCartBodySchema.parse({ size: "42", color: "#9a5b2e" })).toEqual({
      quantity: 1,
      size: "42",
      color: "#9a5b2e",
    });
    for (const quantity of [0, -1, 1.5, cartLineMaxQuantity + 1, "2", null]) {
      expect(
        addToCartBodySchema.safeParse({ quantity, size: "42", color: "#9a5b2e" }).success,
        String(quantity),
      ).toBe(false);
    }
    expect(updateCartItemBodySchema.safeParse({ quantity: cartLineMaxQuantity }).success).toBe(true);
  });

  it("refuses a blank or over-long size or colour", () => {
    expect(addToCartBodySchema.safeParse({ size: "  ", color: "#9a5b2e" }).success).toBe(false);
    expect(addToCartBodySchema.safeParse({ size: "42", color: "x".repeat(41) }).success).toBe(false);
  });
});
