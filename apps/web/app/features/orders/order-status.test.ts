import type { OrderStatus } from "@oja/contracts/orders";
import { describe, expect, it } from "vitest";
import { isPaid, isUnpaid, noteParts, piecesIn, timelineOf } from "./order-status.ts";

describe("timelineOf", () => {
  const timeline = [
    { status: "PENDING", at: "2026-11-20T09:00:00.000Z", note: null },
    { status: "PROCESSING", at: "2026-11-20T09:05:00.000Z", note: null },
    { status: "SHIPPED", at: "2026-11-21T14:30:00.000Z", note: "GIG Logistics tracking GIG-4471-LAG" },
  ] as const;
  const reached = (status: OrderStatus, deliveryMethod: "ship" | "pickup" = "ship") =>
    timelineOf({ status, deliveryMethod, timeline: [] })
      .filter((step) => step.reached)
      .map((step) => step.label);

  it("always shows Order placed, and Paid and Processing as reached once the order is not PENDING", () => {
    expect(
      timelineOf({ status: "PENDING", deliveryMethod: "ship", timeline: [] }).map((step) => step.label),
    ).toEqual(["Order placed", "Paid", "Processing", "Shipped", "Delivered"]);
    expect(reached("PENDING")).toEqual(["Order placed"]);
    expect(reached("PROCESSING")).toEqual(["Order placed", "Paid", "Processing"]);
    expect(reached("SHIPPED")).toEqual(["Order placed", "Paid", "Processing", "Shipped"]);
    expect(reached("DELIVERED")).toEqual(["Order placed", "Paid", "Processing", "Shipped", "Delivered"]);
  });

  it("uses pickup's words for a pickup order", () => {
    expect(reached("READY_FOR_PICKUP", "pickup")).toEqual([
      "Order placed",
      "Paid",
      "Processing",
      "Ready for collection",
    ]);
    expect(reached("COLLECTED", "pickup")).toContain("Collected");
    expect(reached("COLLECTED", "pickup")).not.toContain("Shipped");
  });

  it("gives each reached step its time and note from the order's timeline", () => {
    const steps = timelineOf({ status: "SHIPPED", deliveryMethod: "ship", timeline: [...timeline] });
    expect(steps.map((step) => [step.label, step.at, step.note])).toEqual([
      ["Order placed", "2026-11-20T09:00:00.000Z", null],
      ["Paid", "2026-11-20T09:05:00.000Z", null],
      ["Processing", "2026-11-20T09:05:00.000Z", null],
      ["Shipped", "2026-11-21T14:30:00.000Z", "GIG Logistics tracking GIG-4471-LAG"],
      ["Delivered", null, null],
    ]);
  });

  it("ends a cancelled order at Cancelled", () => {
    const cancelled = timelineOf({
      status: "CANCELLED",
      deliveryMethod: "pickup",
      timeline: [timeline[0], { status: "CANCELLED", at: "2026-11-21T09:00:00.000Z", note: null }],
    });
    expect(cancelled).toEqual([
      { label: "Order placed", reached: true, at: "2026-11-20T09:00:00.000Z", note: null },
      { label: "Cancelled", reached: true, at: "2026-11-21T09:00:00.000Z", note: null },
    ]);
  });
});

describe("noteParts", () => {
  it("makes a web address in the note a link, and leaves the rest text", () => {
    expect(noteParts("GIG Logistics tracking GIG-4471-LAG")).toEqual([
      { text: "GIG Logistics tracking GIG-4471-LAG", start: 0 },
    ]);
    expect(noteParts("Track it at https://giglogistics.com/track?id=4471. Thanks")).toEqual([
      { text: "Track it at ", start: 0 },
      {
        text: "https://giglogistics.com/track?id=4471",
        href: "https://giglogistics.com/track?id=4471",
        start: 12,
      },
      { text: ". Thanks", start: 50 },
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
