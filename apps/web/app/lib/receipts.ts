// Where a paid order's receipt downloads (docs/decisions/034-receipts.md): the order page and the payment
// success screen both link it.

export function receiptPath(orderId: string): string {
  return `/account/orders/${encodeURIComponent(orderId)}/receipt`;
}
