import { describe, expect, it } from "vitest";
import { adminOrderMoves, deliveryMethods, moveStart, nextOrderStatuses, orderStatuses } from "./orders.ts";

const movesOf = (method: "ship" | "pickup") =>
  Object.fromEntries(orderStatuses.map((status) => [status, nextOrderStatuses(status, method)]));

describe("the admin area's order moves", () => {
  it("ship a paid home-delivery order, then deliver it; cancel an unpaid one; nothing moves a finished order", () => {
    expect(movesOf("ship")).toEqual({
      PENDING: ["CANCELLED"],
      PROCESSING: ["SHIPPED"],
      SHIPPED: ["DELIVERED"],
      DELIVERED: [],
      READY_FOR_PICKUP: [],
      COLLECTED: [],
      CANCELLED: [],
    });
  });

  it("make a paid pickup order ready at the showroom, then collected; it is never shipped", () => {
    expect(movesOf("pickup")).toEqual({
      PENDING: ["CANCELLED"],
      PROCESSING: ["READY_FOR_PICKUP"],
      SHIPPED: [],
      DELIVERED: [],
      READY_FOR_PICKUP: ["COLLECTED"],
      COLLECTED: [],
      CANCELLED: [],
    });
  });

  it("reach every move the API takes, each from one status, for the methods it fits", () => {
    for (const move of adminOrderMoves) {
      const starts = deliveryMethods.flatMap((method) =>
        orderStatuses.filter((status) => nextOrderStatuses(status, method).includes(move)),
      );
      expect(new Set(starts).size, move).toBe(1);
    }
    expect(moveStart("SHIPPED")).toEqual({ status: "PROCESSING", methods: ["ship"] });
    expect(moveStart("COLLECTED")).toEqual({ status: "READY_FOR_PICKUP", methods: ["pickup"] });
    expect(moveStart("CANCELLED")).toEqual({ status: "PENDING", methods: ["ship", "pickup"] });
  });
});
