import { z } from "zod";

// A paid order's receipt (docs/decisions/034-receipts.md): a PDF the API makes on request from the order,
// its paying charge and that charge's refunds, and the sentences said of it.

/** The answer to a receipt asked of an order that no charge has paid (yet). */
export const receiptNotPaidMessage = "This order has no receipt until it is paid.";

/** The name the receipt is downloaded under: "Oja-receipt-OJ-100123.pdf". */
export function receiptFileName(orderNumber: string): string {
  return `Oja-receipt-${orderNumber}.pdf`;
}

/** The receipt as the OpenAPI document describes it: the bytes of a PDF file. */
export const receiptFileSchema = z.string().meta({
  format: "binary",
  description:
    "A PDF: the shop, the order number, when it was paid, the customer, delivery, every line, the five " +
    "figures, the payment and its refunds",
});
