import { describe, expect, it } from "vitest";
import { lagosDeliveryNotice } from "./shop.ts";

describe("the Lagos delivery notice", () => {
  it("tells how far the pieces are from free delivery, and what delivery costs until then", () => {
    expect(lagosDeliveryNotice(17_550_000)).toBe(
      "₦124,500 away from free delivery within Lagos (orders above ₦300,000); until then it costs ₦5,000, told to you before dispatch.",
    );
  });

  it("needs a kobo more at exactly the threshold, and says delivery is free above it", () => {
    expect(lagosDeliveryNotice(30_000_000)).toMatch(/^₦0\.01 away from free delivery/);
    expect(lagosDeliveryNotice(30_000_001)).toBe(
      "Delivery within Lagos is free: your order is above ₦300,000.",
    );
  });
});
