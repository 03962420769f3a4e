import type { Order } from "@oja/contracts/orders";
import { buttonClass } from "../../components/ui/button.tsx";
import { receiptPath } from "../../lib/receipts.ts";
import { isPaid } from "./order-status.ts";

// The order's receipt, for an order a payment has paid (docs/decisions/034-receipts.md). A plain link to
// a file: the browser downloads it, with or without JavaScript.

/** Whether the order has a receipt: paid, also when refunded (its payment then REVERSED) afterwards. */
export function hasReceipt(order: Pick<Order, "status" | "payment">): boolean {
  return isPaid(order) || order.payment?.status === "COMPLETED" || order.payment?.status === "REVERSED";
}

export function ReceiptLink({ order }: { order: Pick<Order, "id" | "status" | "payment"> }) {
  if (!hasReceipt(order)) return null;
  return (
    <a href={receiptPath(order.id)} download className={buttonClass({ tone: "secondary", wide: true })}>
      Download receipt
    </a>
  );
}
