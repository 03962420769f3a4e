import type { OrderStatus } from "@oja/contracts/orders";

/**
 * docs/product.md §4: DELIVERED, PENDING, CANCELLED and SHIPPED have badges; pickup's READY_FOR_PICKUP wears
 * SHIPPED's and COLLECTED DELIVERED's (docs/decisions/033-pickup-has-its-own-path.md); any other takes PENDING's.
 */
export type BadgeTone = "delivered" | "pending" | "cancelled" | "shipped";

export function badgeToneOf(status: OrderStatus): BadgeTone {
  switch (status) {
    case "DELIVERED":
    case "COLLECTED":
      return "delivered";
    case "CANCELLED":
      return "cancelled";
    case "SHIPPED":
    case "READY_FOR_PICKUP":
      return "shipped";
    default:
      return "pending";
  }
}

// Dark text on light fills, each at least 4.5:1 (WCAG AA), with the status in words, never colour alone.
const tones: Record<BadgeTone, string> = {
  delivered: "bg-[#dcebdc] text-[#1f4d29]",
  pending: "bg-[#f6e7c1] text-[#6b4a00]",
  cancelled: "bg-[#f6dcd8] text-[#8a1f17]",
  shipped: "bg-[#dbe6f3] text-[#1d4470]",
};

export function OrderBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide uppercase ${tones[badgeToneOf(status)]}`}
    >
      {status}
    </span>
  );
}
