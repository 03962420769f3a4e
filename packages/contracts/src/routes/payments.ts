import { userPathSchema } from "../api.ts";
import { orderResponseSchema } from "../orders.ts";
import {
  applyPromoCodeBodySchema,
  historyQuerySchema,
  initializePaymentBodySchema,
  initializePaymentResponseSchema,
  paymentHistoryResponseSchema,
  previewPromoCodeBodySchema,
  promoPreviewResponseSchema,
  referencePathSchema,
  transactionHistoryResponseSchema,
  verifyPaymentResponseSchema,
} from "../payments.ts";
import { defineRoute } from "./define-route.ts";

// Paying an order, promo codes and the shopper's money (docs/product.md §4 Payment flow, §7). Paystack's
// webhook is not here: Paystack calls it, signed, and no client of the shop does.

export const paymentsRoutes = {
  start: defineRoute({
    method: "POST",
    path: "/payments/:userId/initialize",
    params: userPathSchema,
    body: initializePaymentBodySchema,
    answers: { 200: initializePaymentResponseSchema },
  }),
  verify: defineRoute({
    method: "GET",
    path: "/payments/verify/:reference",
    params: referencePathSchema,
    answers: { 200: verifyPaymentResponseSchema },
  }),
  previewPromo: defineRoute({
    method: "POST",
    path: "/payments/:userId/promo-code/preview",
    params: userPathSchema,
    body: previewPromoCodeBodySchema,
    answers: { 200: promoPreviewResponseSchema },
  }),
  applyPromo: defineRoute({
    method: "POST",
    path: "/payments/:userId/promo-code/apply",
    params: userPathSchema,
    body: applyPromoCodeBodySchema,
    answers: { 200: orderResponseSchema },
  }),
  transactions: defineRoute({
    method: "GET",
    path: "/transactions/history",
    query: historyQuerySchema,
    answers: { 200: transactionHistoryResponseSchema },
  }),
  history: defineRoute({
    method: "GET",
    path: "/payments/history",
    query: historyQuerySchema,
    answers: { 200: paymentHistoryResponseSchema },
  }),
};
