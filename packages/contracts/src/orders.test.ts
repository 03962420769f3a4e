import { describe, expect, it } from "vitest";
import { adminOrderMoves, nextOrderStatuses, orderStatuses } from "./orders.ts";

describe("the admin area's order moves", () => {
  it("ship a paid order, deliver a shipped one and cancel an unpaid one; nothing moves a finished order", () => {
    expect(Object.fromEntries(orderStatuses.map((status) => [status, nextOrderStatuses(status)]))).toEqual({
      PENDING: ["CANCELLED"],
      PROCESSING: ["SHIPPED", "READY_FOR_PICKUP"],
      SHIPPED: ["DELIVERED"],
      DELIVERED: [],
      READY_FOR_PICKUP: ["COLLECTED"],
      COLLECTED: [],
      CANCELLED: [],
    });
  });

  it("reach every move the API takes, each from one status", () => {
    for (const move of adminOrderMoves) {
      expect(orderStatuses.filter((status) => nextOrderStatuses(status).includes(move))).toHaveLength(1);
    }
  });
});
