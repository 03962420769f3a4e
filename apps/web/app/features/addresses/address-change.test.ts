import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./address-change.ts";

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
