import { describe, expect, it } from "vitest";
import { refundBodySchema } from "./admin-orders.ts";
import { adminProductBodySchema } from "./admin-products.ts";
import { adminPromoCodeNewSchema, promoValueProblems } from "./admin-promo-codes.ts";
import { adminSettingsBodySchema } from "./admin-settings.ts";
import {
  basisPointsToPercent,
  formatNaira,
  formatNairaInText,
  grouped,
  hundredthsOf,
  koboToNaira,
  largestAmountNaira,
  nairaToKobo,
  percentToBasisPoints,
  wholeKoboMessage,
} from "./money.ts";
import { nairaSchema, percentSchema } from "./money-input.ts";
import { initializePaymentBodySchema } from "./payments.ts";

describe("naira", () => {
  it("formats with the narrow ₦ symbol, comma thousands and two decimals", () => {
    expect(formatNaira(1_234_567.5)).toBe("₦1,234,567.50");
    expect(formatNaira(0)).toBe("₦0.00");
  });

  it("writes -0 and negative amounts with their sign", () => {
    expect(formatNaira(-0)).toBe("-₦0.00");
    expect(formatNaira(-12.5)).toBe("-₦12.50");
    expect(formatNairaInText(-3)).toBe("₦-3");
  });

  it("names an amount in a sentence without decimals it does not have", () => {
    expect(formatNairaInText(300_000)).toBe("₦300,000");
    expect(formatNairaInText(0.01)).toBe("₦0.01");
    expect(formatNairaInText(1_234.5)).toBe("₦1,234.5");
  });

  it("writes every whole-kobo amount as Intl's en-NG does", () => {
    const money = new Intl.NumberFormat("en-NG", {
      style: "currency",
      currency: "NGN",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const inText = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 2 });
    const amounts = [0, -0, largestAmountNaira, -largestAmountNaira];
    for (let kobo = 0; kobo <= 200_000; kobo += 7) amounts.push(koboToNaira(kobo), -koboToNaira(kobo));
    // Every length of whole part, with kobo drawn from a fixed sequence so that a failure is repeatable.
    let drawn = 12_345;
    for (let digits = 1; digits <= 15; digits += 1) {
      for (let draw = 0; draw < 200; draw += 1) {
        drawn = (drawn * 48_271) % 2_147_483_647;
        const kobo = Math.floor((drawn / 2_147_483_647) * 10 ** digits);
        amounts.push(koboToNaira(kobo));
      }
    }
    // Twice: the second time, the amounts written the first time are kept ones.
    for (const naira of [...amounts, ...amounts]) {
      expect(formatNaira(naira), String(naira)).toBe(money.format(naira));
      expect(formatNairaInText(naira), String(naira)).toBe(`₦${inText.format(naira)}`);
    }
  });

  it("converts between naira and integer kobo without float drift", () => {
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(koboToNaira(1999)).toBe(19.99);
    expect(nairaToKobo(485_000)).toBe(48_500_000);
  });
});

describe("counts", () => {
  it("writes a whole number's digits in groups of three", () => {
    expect(grouped(0)).toBe("0");
    expect(grouped(999)).toBe("999");
    expect(grouped(20_000)).toBe("20,000");
    expect(grouped(1_234_567)).toBe("1,234,567");
  });

  it("names a product description's limit as a shopkeeper reads it", () => {
    const parsed = adminProductBodySchema.safeParse({ description: "x".repeat(20_001) });
    const messages = parsed.error?.issues.filter((issue) => issue.path[0] === "description");
    expect(messages?.map((issue) => issue.message)).toEqual(["must be at most 20,000 characters"]);
  });
});

describe("whole hundredths", () => {
  it("reads what was written with at most two decimals, exactly", () => {
    expect(hundredthsOf(19.99)).toBe(1999);
    expect(hundredthsOf(0.01)).toBe(1);
    expect(hundredthsOf(1.1)).toBe(110);
    expect(hundredthsOf(0)).toBe(0);
    expect(hundredthsOf(-2.5)).toBe(-250);
    expect(hundredthsOf(100_000_000)).toBe(10_000_000_000);
    expect(hundredthsOf(99_999_999.99)).toBe(9_999_999_999);
    expect(hundredthsOf(1_000_000_000_000)).toBe(100_000_000_000_000);
  });

  it("refuses anything finer than a hundredth, however close to a whole one", () => {
    for (const finer of [1e-9, 1e-7, 0.001, 0.005, 1.005, 19.999, 0.1 + 0.2, 100_000_000.001, 5e-324]) {
      expect(hundredthsOf(finer), String(finer)).toBeNull();
    }
  });

  it("refuses what is not a finite number, and what no longer counts exactly", () => {
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 2 ** 53]) {
      expect(hundredthsOf(odd), String(odd)).toBeNull();
    }
  });
});

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("a naira amount in a request", () => {
  const payable = nairaSchema({ least: 0.01, most: 100_000_000 });

  it("takes whole kobo from ₦0.01 to the most", () => {
    for (const amount of [0.01, 0.1, 19.99, 185_000, 99_999_999.99, 100_000_000]) {
      expect(payable.parse(amount)).toBe(amount);
    }
  });

  it("says what is wrong with less than a kobo, nothing, less than nothing and too much", () => {
    expect(problems(payable.safeParse(1e-9))).toEqual(["must be at least ₦0.01", wholeKoboMessage]);
    expect(problems(payable.safeParse(0.001))).toEqual(["must be at least ₦0.01", wholeKoboMessage]);
    expect(problems(payable.safeParse(0.015))).toEqual([wholeKoboMessage]);
    expect(problems(payable.safeParse(0))).toEqual(["must be at least ₦0.01"]);
    expect(problems(payable.safeParse(-5))).toEqual(["must be at least ₦0.01"]);
    expect(problems(payable.safeParse(100_000_000.01))).toEqual(["must be at most ₦100,000,000"]);
    expect(problems(payable.safeParse(1e30))).toContain("must be at most ₦100,000,000");
  });

  it("refuses what is not a number, numbers written as text included", () => {
    for (const odd of ["NaN", "Infinity", "1e-9", "12.50", "", null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(payable.safeParse(odd).success, String(odd)).toBe(false);
    }
    expect(problems(payable.safeParse("NaN"))).toEqual(["must be an amount in naira"]);
  });

  it("may allow nothing where nothing is a meaning (a minimum order), never less", () => {
    const minimum = nairaSchema({ least: 0, most: 100_000_000 });
    expect(minimum.parse(0)).toBe(0);
    expect(problems(minimum.safeParse(-0.01))).toEqual(["must not be negative"]);
    expect(problems(minimum.safeParse(1e-9))).toEqual([wholeKoboMessage]);
  });
});

describe("a percentage in a request", () => {
  it("is whole basis points, exactly", () => {
    const rate = percentSchema({ least: 0, most: 50 });
    expect(percentToBasisPoints(rate.parse(7.5))).toBe(750);
    expect(percentToBasisPoints(rate.parse(12.34))).toBe(1234);
    expect(percentToBasisPoints(rate.parse(0.07))).toBe(7);
    expect(problems(rate.safeParse(12.345))).toEqual(["must have at most two decimals"]);
    expect(problems(rate.safeParse(1e-9))).toEqual(["must have at most two decimals"]);
    expect(problems(rate.safeParse(-1))).toEqual(["must not be negative"]);
    expect(problems(rate.safeParse(50.01))).toEqual(["must be at most 50"]);
  });

  it("reads back from basis points as the owner wrote it", () => {
    for (const percent of [7.5, 12.34, 0.07, 10, 100]) {
      expect(basisPointsToPercent(percentToBasisPoints(percent))).toBe(percent);
    }
  });
});

describe("every money input of the contracts", () => {
  const product = {
    name: "Yaba Messenger",
    slug: "yaba-messenger",
    price: 185_000,
    category: "bags",
    sizes: ["One Size"],
    colours: ["#9a5b2e"],
    description: "<p>Vegetable-tanned.</p>",
    stock: 2,
    status: "DRAFT",
  };
  const office = {
    name: "Lekki showroom",
    address1: "14 Admiralty Way",
    city: "Lekki",
    state: "Lagos",
    country: "Nigeria",
    phoneNumber: "+234 803 123 4567",
    email: "lekki@ojaleather.ng",
  };
  const settings = {
    ceoWelcomeMessage: "<p>Welcome</p>",
    about: "<p>About</p>",
    officeLocations: [office],
    discountPercent: 10,
    vatPercent: 7.5,
  };
  const cases: [string, { safeParse: (body: unknown) => { success: boolean } }, object, string, boolean][] = [
    ["a product's price", adminProductBodySchema, product, "price", false],
    ["a refund", refundBodySchema, { amount: 10, reason: "Returned" }, "amount", false],
    [
      "a payment",
      initializePaymentBodySchema,
      { orderId: "0b8f6f55-0c5e-4c43-9d59-6f2f7c1f0a11", email: "ada@example.com", amount: 10 },
      "amount",
      false,
    ],
    [
      "a promo code's minimum order",
      adminPromoCodeNewSchema,
      { code: "LAGOS", kind: "FIXED", value: 5 },
      "minimumOrder",
      true,
    ],
    ["the store-wide discount", adminSettingsBodySchema, settings, "discountPercent", true],
    ["the VAT", adminSettingsBodySchema, settings, "vatPercent", true],
  ];

  it.each(cases)("%s takes whole hundredths only", (_what, schema, body, field, zeroAllowed) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const bad of [1e-9, 0.001, -1, Number.NaN, "NaN", "1e-9", "abc", 1e15]) {
      expect(schema.safeParse({ ...body, [field]: bad }).success, `${field}: ${bad}`).toBe(false);
    }
    expect(schema.safeParse({ ...body, [field]: 0 }).success).toBe(zeroAllowed);
  });

  it("a promo code's value is whole kobo from ₦0.01, or a percentage of 1 to 100 in basis points", () => {
    expect(promoValueProblems("FIXED", 0.01)).toEqual([]);
    expect(promoValueProblems("FIXED", 1e-9)).toEqual([
      "value: must be at least ₦0.01",
      `value: ${wholeKoboMessage}`,
    ]);
    expect(promoValueProblems("FIXED", 0)).toEqual(["value: must be at least ₦0.01"]);
    expect(promoValueProblems("FIXED", 100_000_000.5)).toEqual(["value: must be at most ₦100,000,000"]);
    expect(promoValueProblems("PERCENTAGE", 12.5)).toEqual([]);
    expect(promoValueProblems("PERCENTAGE", 12.345)).toEqual(["value: must have at most two decimals"]);
    expect(promoValueProblems("PERCENTAGE", 0.5)).toEqual(["value: must be at least 1"]);
    expect(promoValueProblems("PERCENTAGE", 101)).toEqual(["value: must be at most 100"]);
  });
});
