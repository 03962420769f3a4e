import { describe, expect, it } from "vitest";
import { pagesToShow } from "./pagination.tsx";

describe("pagesToShow", () => {
  it("shows every page of a short run", () => {
    expect(pagesToShow(1, 1)).toEqual([1]);
    expect(pagesToShow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and two either side of the current page, with one gap for the rest", () => {
    expect(pagesToShow(1, 12)).toEqual([1, 2, 3, null, 12]);
    expect(pagesToShow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagesToShow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
