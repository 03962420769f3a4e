import { describe, expect, it } from "vitest";
import { spreadStock, variantGrid, variantSku } from "./variants.ts";

describe("variants", () => {
  it("lists each size × colour once, size first", () => {
    expect(variantGrid(["42", "43", "42"], ["#000000", "#ffffff"])).toEqual([
      { size: "42", colour: "#000000" },
      { size: "42", colour: "#ffffff" },
      { size: "43", colour: "#000000" },
      { size: "43", colour: "#ffffff" },
    ]);
  });

  it("spreads stock so the variants add up to it, the first ones taking the rest", () => {
    const spread = spreadStock(["40", "41", "42"], ["#000000", "#ffffff"], 7);
    expect(spread.map((variant) => variant.stock)).toEqual([2, 1, 1, 1, 1, 1]);
    expect(spread.reduce((sum, variant) => sum + variant.stock, 0)).toBe(7);
    expect(spreadStock(["40"], ["#000000"], 0)[0]?.stock).toBe(0);
    expect(spreadStock(["40", "41"], ["#000000"], 1).map((variant) => variant.stock)).toEqual([1, 0]);
  });

  it("names a SKU from the slug, the size and the colour", () => {
    expect(variantSku("yaba-satchel", { size: "One Size", colour: "#9a5b2e" })).toBe(
      "YABA-SATCHEL-ONE-SIZE-9A5B2E",
    );
  });
});
