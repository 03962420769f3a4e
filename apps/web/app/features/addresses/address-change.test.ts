import type { Address } from "@oja/contracts/addresses";
import { describe, expect, it } from "vitest";
import { addressMatches, fieldErrorsOf } from "./address-change.ts";

describe("fieldErrorsOf", () => {
  it("puts the API's 'field: message' errors under their fields, the first one each, and keeps the rest", () => {
    expect(
      fieldErrorsOf([
        "fullName: This field is required",
        "phone: The phone number is digits only, at most 14",
        "phone: a second reason",
        "state: Choose one of Nigeria's 36 states or the Federal Capital Territory",
        "something else went wrong",
        "body: must be an object",
      ]),
    ).toEqual({
      fields: {
        fullName: "This field is required",
        phone: "The phone number is digits only, at most 14",
        state: "Choose one of Nigeria's 36 states or the Federal Capital Territory",
      },
      rest: ["something else went wrong", "body: must be an object"],
    });
  });
});

describe("addressMatches", () => {
  const address: Address = {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    fullName: "Ada Okafor",
    phone: "8031234567",
    address1: "12 Admiralty Way",
    city: "Lekki",
    state: "Lagos",
    country: "Nigeria",
    zipCode: null,
    isDefault: true,
    createdAt: "2026-11-23T10:00:00.000Z",
  };

  it("finds what is typed in any column, whatever its case, and the phone as shown with +234", () => {
    for (const query of ["", "  ", "ada", "ADMIRALTY", "lekki", "lagos", "nigeria", "803123", "+234 803"]) {
      expect(addressMatches(address, query), query).toBe(true);
    }
  });

  it("misses what is in none of them", () => {
    expect(addressMatches(address, "Abuja")).toBe(false);
  });
});
