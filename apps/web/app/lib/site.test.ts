import { describe, expect, it } from "vitest";
import { hasLightTop, hidesFooter, isCurrent } from "./site.ts";

describe("the header's current item", () => {
  it("highlights Home only on the home page", () => {
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/", "/shop")).toBe(false);
  });

  it("highlights a section on its sub-pages too", () => {
    expect(isCurrent("/account", "/account/orders")).toBe(true);
    expect(isCurrent("/shop", "/shopping")).toBe(false);
  });
});

describe("pages with a light top", () => {
  it("use the dark header and hide the footer on product, checkout and payment pages", () => {
    for (const path of ["/products/luxurious-voyager-bag", "/checkout", "/payment/verification"]) {
      expect(hasLightTop(path)).toBe(true);
      expect(hidesFooter(path)).toBe(true);
    }
    for (const path of ["/", "/shop", "/about", "/products"]) {
      expect(hasLightTop(path)).toBe(false);
    }
  });
});
