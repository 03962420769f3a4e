import type { Order, OrderStatus } from "@oja/contracts/orders";

// How an order's status reads in its Track panel (docs/product.md §4 Order status values): the timeline, and
// whether the shopper may still cancel or pay it.

export interface TimelineStep {
  label: string;
  reached: boolean;
}

const reachedAfter: Record<OrderStatus, number> = {
  PENDING: 1,
  PROCESSING: 2,
  SHIPPED: 3,
  DELIVERED: 4,
  READY_FOR_PICKUP: 3,
  COLLECTED: 4,
  CANCELLED: 1,
};

/**
 * docs/product.md §2 Track panel: Order placed always, Processing once the order is no longer PENDING, then
 * Shipped and Delivered. A cancelled order ends after Order placed with Cancelled, rather than showing
 * steps it will never reach.
 */
export function timelineOf(status: OrderStatus): TimelineStep[] {
  if (status === "CANCELLED") {
    return [
      { label: "Order placed", reached: true },
      { label: "Cancelled", reached: true },
    ];
  }
  return ["Order placed", "Processing", "Shipped", "Delivered"].map((label, index) => ({
    label,
    reached: index < reachedAfter[status],
  }));
}

/** An order the shopper has not paid: PENDING, and no payment of it completed. */
export function isUnpaid(order: Pick<Order, "status" | "payment">): boolean {
  return order.status === "PENDING" && order.payment?.status !== "COMPLETED";
}

/** An order the shopper has paid for: being made, on its way or delivered. */
export function isPaid(order: Pick<Order, "status">): boolean {
  return order.status !== "PENDING" && order.status !== "CANCELLED";
}

/** The number of pieces in the order, over all its lines. */
export function piecesIn(order: Pick<Order, "items">): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
