import { describe, expect, it } from "vitest";
import { defaultPricingRates, discountedPrice, discountPercentOf, quote } from "./pricing.ts";

describe("the price quote", () => {
  it("takes 10% off the subtotal, then adds 7.5% VAT on the discounted amount", () => {
    const result = quote(
      [
        { unitPriceKobo: 10_000_000, quantity: 1 },
        { unitPriceKobo: 2_500_000, quantity: 2 },
      ],
      defaultPricingRates,
    );
    expect(result).toEqual({ subtotal: 15_000_000, discount: 1_500_000, vat: 1_012_500, total: 14_512_500 });
  });

  it("quotes an empty cart as zero", () => {
    expect(quote([], defaultPricingRates)).toEqual({ subtotal: 0, discount: 0, vat: 0, total: 0 });
  });

  it("rounds each share to whole kobo", () => {
    const result = quote([{ unitPriceKobo: 333, quantity: 1 }], defaultPricingRates);
    expect(result.discount).toBe(33);
    expect(result.vat).toBe(23);
    expect(result.total).toBe(333 - 33 + 23);
  });

  it("shows a sale price the settings' discount below the list price", () => {
    expect(discountedPrice(48_500_000, defaultPricingRates)).toBe(43_650_000);
    expect(discountedPrice(48_500_000, { discountBasisPoints: 2000, vatBasisPoints: 750 })).toBe(38_800_000);
    expect(discountedPrice(48_500_000, { discountBasisPoints: 0, vatBasisPoints: 750 })).toBe(48_500_000);
  });

  it("gives a card's badge the whole percent a sale price takes off, and none without a discount", () => {
    expect(discountPercentOf(485_000, 436_500)).toBe(10);
    expect(discountPercentOf(485_000, 485_000)).toBe(0);
    expect(discountPercentOf(0, 0)).toBe(0);
  });
});
