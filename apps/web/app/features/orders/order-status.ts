import type { DeliveryMethod, Order, OrderStatus } from "@oja/contracts/orders";

// How an order's status reads in its Track panel (docs/product.md §4 Order status values): the timeline, and
// whether the shopper may still cancel or pay it.

export interface TimelineStep {
  label: string;
  reached: boolean;
  /** When the order reached it (ISO), as its timeline has it; null when not reached or not known. */
  at: string | null;
  /** What the shop told the shopper with it (a tracking note). */
  note: string | null;
}

type Step = readonly [label: string, status: OrderStatus];

const placed: Step = ["Order placed", "PENDING"];
const paid: Step[] = [
  ["Paid", "PROCESSING"],
  ["Processing", "PROCESSING"],
];
/** Each delivery method's last steps, in its own words (docs/decisions/033-pickup-has-its-own-path.md). */
const lastSteps: Record<DeliveryMethod, Step[]> = {
  ship: [
    ["Shipped", "SHIPPED"],
    ["Delivered", "DELIVERED"],
  ],
  pickup: [
    ["Ready for collection", "READY_FOR_PICKUP"],
    ["Collected", "COLLECTED"],
  ],
};

/** How far along its path each status is: PENDING is the first step, a finished order the last. */
const progress: Record<OrderStatus, number> = {
  PENDING: 0,
  PROCESSING: 1,
  SHIPPED: 2,
  READY_FOR_PICKUP: 2,
  DELIVERED: 3,
  COLLECTED: 3,
  CANCELLED: 0,
};

/**
 * docs/product.md §2 Track panel: Order placed always; Paid and Processing once the order is no longer
 * PENDING; then Shipped and Delivered, or for pickup Ready for collection and Collected. Each reached step
 * carries its time and note from the order's timeline. A cancelled order ends after Order placed with
 * Cancelled, rather than showing steps it will never reach.
 */
export function timelineOf(order: Pick<Order, "status" | "deliveryMethod" | "timeline">): TimelineStep[] {
  const stepOf = ([label, status]: Step, reached: boolean): TimelineStep => {
    const event = reached ? order.timeline.find((entry) => entry.status === status) : undefined;
    return { label, reached, at: event?.at ?? null, note: event?.note ?? null };
  };
  if (order.status === "CANCELLED") return [stepOf(placed, true), stepOf(["Cancelled", "CANCELLED"], true)];
  const reachedUpTo = progress[order.status];
  return [
    stepOf(placed, true),
    ...paid.map((step) => stepOf(step, reachedUpTo >= 1)),
    ...lastSteps[order.deliveryMethod].map((step, index) => stepOf(step, reachedUpTo >= index + 2)),
  ];
}

/** A note cut into its text and its web addresses (so that a tracking page can be a link), each with where it starts. */
export function noteParts(note: string): { text: string; href?: string; start: number }[] {
  const parts: { text: string; href?: string; start: number }[] = [];
  let start = 0;
  for (const text of note.split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/)) {
    if (text !== "") parts.push(/^https?:\/\//.test(text) ? { text, href: text, start } : { text, start });
    start += text.length;
  }
  return parts;
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
