import { describe, expect, it } from "vitest";
import {
  defaultPricingRates,
  discountedPrice,
  discountPercentOf,
  lineTotal,
  orderQuote,
  quote,
  vatNotice,
} from "./pricing.ts";

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

  it("adds each line's price × quantity to the subtotal", () => {
    expect(lineTotal({ unitPriceKobo: 2_500_000, quantity: 2 })).toBe(5_000_000);
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

  it("takes a percentage code off the discounted subtotal before VAT", () => {
    const result = orderQuote([{ unitPriceKobo: 10_000_000, quantity: 1 }], defaultPricingRates, {
      kind: "PERCENTAGE",
      basisPoints: 1500,
    });
    expect(result).toEqual({
      subtotal: 10_000_000,
      discount: 1_000_000,
      promoDiscount: 1_350_000,
      vat: 573_750,
      total: 8_223_750,
    });
  });

  it("takes a fixed code off before VAT, never below nothing", () => {
    const fixed = orderQuote([{ unitPriceKobo: 6_000_000, quantity: 1 }], defaultPricingRates, {
      kind: "FIXED",
      amountKobo: 500_000,
    });
    expect(fixed).toEqual({
      subtotal: 6_000_000,
      discount: 600_000,
      promoDiscount: 500_000,
      vat: 367_500,
      total: 5_267_500,
    });
    const tooMuch = orderQuote([{ unitPriceKobo: 100_000, quantity: 1 }], defaultPricingRates, {
      kind: "FIXED",
      amountKobo: 500_000,
    });
    expect(tooMuch.promoDiscount).toBe(90_000);
    expect(tooMuch.total).toBe(0);
  });

  it("gives the same figures as the cart's quote without a code", () => {
    const lines = [{ unitPriceKobo: 4_850_000, quantity: 3 }];
    expect(orderQuote(lines, defaultPricingRates)).toEqual({
      ...quote(lines, defaultPricingRates),
      promoDiscount: 0,
    });
  });
});

describe("the VAT notice", () => {
  it("says the settings' rate is added at checkout, and no rate when the settings could not be read", () => {
    expect(vatNotice(7.5)).toBe("Prices exclude 7.5% VAT, added to the order's total at checkout.");
    expect(vatNotice(null)).toBe("Prices exclude VAT, added to the order's total at checkout.");
    expect(vatNotice(0)).toBe("Prices include no VAT.");
  });
});
