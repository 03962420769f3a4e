import { describe, expect, it } from "vitest";
import { isPaid, isUnpaid, piecesIn, timelineOf } from "./order-status.ts";

describe("timelineOf", () => {
  const reached = (status: Parameters<typeof timelineOf>[0]) =>
    timelineOf(status)
      .filter((step) => step.reached)
      .map((step) => step.label);

  it("always shows Order placed, and Processing as reached once the order is not PENDING", () => {
    expect(timelineOf("PENDING").map((step) => step.label)).toEqual([
      "Order placed",
      "Processing",
      "Shipped",
      "Delivered",
    ]);
    expect(reached("PENDING")).toEqual(["Order placed"]);
    expect(reached("PROCESSING")).toEqual(["Order placed", "Processing"]);
    expect(reached("SHIPPED")).toEqual(["Order placed", "Processing", "Shipped"]);
    expect(reached("DELIVERED")).toEqual(["Order placed", "Processing", "Shipped", "Delivered"]);
  });

  it("ends a cancelled order at Cancelled", () => {
    expect(timelineOf("CANCELLED")).toEqual([
      { label: "Order placed", reached: true },
      { label: "Cancelled", reached: true },
    ]);
  });
});

describe("isUnpaid", () => {
  it("is a PENDING order without a completed payment", () => {
    expect(isUnpaid({ status: "PENDING", payment: null })).toBe(true);
    const payment = (status: "FAILED" | "COMPLETED") => ({
      status,
      amount: 1000,
      reference: "OJA-1",
      provider: "sandbox",
      authorizationUrl: null,
      metadata: { authorization_url: null, status },
    });
    expect(isUnpaid({ status: "PENDING", payment: payment("FAILED") })).toBe(true);
    expect(isUnpaid({ status: "PENDING", payment: payment("COMPLETED") })).toBe(false);
    expect(isUnpaid({ status: "PROCESSING", payment: null })).toBe(false);
    expect(isUnpaid({ status: "CANCELLED", payment: null })).toBe(false);
  });
});

describe("piecesIn", () => {
  it("counts every piece of every line", () => {
    expect(piecesIn({ items: [{ quantity: 2 }, { quantity: 1 }] as never })).toBe(3);
  });
});

describe("isPaid", () => {
  it("is an order being made, on its way or delivered", () => {
    expect(
      ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"].map((status) =>
        isPaid({ status } as never),
      ),
    ).toEqual([false, true, true, true, false]);
  });
});
