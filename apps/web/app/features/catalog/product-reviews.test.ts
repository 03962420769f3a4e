import { describe, expect, it } from "vitest";
import { pageNumbers } from "./product-reviews.tsx";

describe("review page links", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it("keeps the first, the last and the neighbours of the current page, with gaps between", () => {
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
  });
});
