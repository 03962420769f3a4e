import { orderPathSchema } from "../orders.ts";
import { receiptFileSchema } from "../receipts.ts";
import { defineRoute } from "./define-route.ts";

// A paid order's receipt, as a PDF file (docs/decisions/034-receipts.md).

export const receiptsRoutes = {
  get: defineRoute({
    method: "GET",
    path: "/users/:userId/orders/:orderId/receipt",
    params: orderPathSchema,
    produces: "application/pdf",
    answers: { 200: receiptFileSchema },
  }),
};
