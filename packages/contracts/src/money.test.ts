import { describe, expect, it } from "vitest";
import { formatNaira, koboToNaira, nairaToKobo } from "./money.ts";

describe("naira", () => {
  it("formats with the narrow ₦ symbol, comma thousands and two decimals", () => {
    expect(formatNaira(1_234_567.5)).toBe("₦1,234,567.50");
    expect(formatNaira(0)).toBe("₦0.00");
  });

  it("converts between naira and integer kobo without float drift", () => {
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(koboToNaira(1999)).toBe(19.99);
    expect(nairaToKobo(485_000)).toBe(48_500_000);
  });
});
