import { describe, expect, it } from "vitest";
import { formatRating, starFills } from "./rating.ts";

describe("star ratings", () => {
  it("shows a half star from 0.5 up and none below", () => {
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.9)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.4)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(0.5)).toEqual(["half", "empty", "empty", "empty", "empty"]);
  });

  it("shows five full stars at five and none without reviews", () => {
    expect(starFills(5)).toEqual(Array(5).fill("full"));
    expect(starFills(0)).toEqual(Array(5).fill("empty"));
  });

  it("keeps nonsense inside the five stars", () => {
    expect(starFills(7)).toEqual(Array(5).fill("full"));
    expect(starFills(-1)).toEqual(Array(5).fill("empty"));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill("empty"));
  });

  it("writes the average with one decimal", () => {
    expect(formatRating(4.5)).toBe("4.5");
    expect(formatRating(4)).toBe("4.0");
  });
});
