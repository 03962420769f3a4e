import { z } from "zod";
import { adminPageSize, adminSearchSchema } from "./admin.ts";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";
import { largestAmountNaira, smallestAmountNaira } from "./money.ts";
import { nairaSchema } from "./money-input.ts";
import { adminOrderMoves, orderSchema, orderStatuses, paymentStatuses } from "./orders.ts";
import { transactionSchema } from "./payments.ts";

// The admin area's orders (docs/architecture.md §8): the list, one order, its status moves and refunds.

export const adminOrderListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(", ")}` }).optional(),
  /** The order number, or the customer's name or e-mail address. */
  search: adminSearchSchema,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderPathSchema = z.object({ id: idParamSchema("an order's id") });

/** The longest note told to the customer with a move, and the longest reason given for a refund. */
export const orderNoteMaxLength = 500;
export const refundReasonMaxLength = 500;

export const orderStatusBodySchema = z.object({
  status: z.enum(adminOrderMoves, { error: `must be one of ${adminOrderMoves.join(", ")}` }),
  /** Told to the customer with the move, e.g. a tracking number when SHIPPED. */
  note: z
    .string()
    .trim()
    .max(orderNoteMaxLength, `note must be at most ${orderNoteMaxLength} characters`)
    .optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const refundBodySchema = z.object({
  /** Naira, whole kobo. */
  amount: nairaSchema({ least: smallestAmountNaira, most: largestAmountNaira }),
  reason: z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(refundReasonMaxLength, `reason must be at most ${refundReasonMaxLength} characters`),
  /** Which charge of the order to refund; the one that paid the order when left out. */
  paymentId: idParamSchema("a payment's id").optional(),
});

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  /** What the customer paid for the order, and what has been refunded of it (refunds on their way too), naira. */
  paid: z.number(),
  refunded: z.number(),
  /** A charge of the order that the shop could not return by itself: the owner refunds it. */
  needsRefund: z.boolean(),
  transactions: z.array(transactionSchema),
  /** Every charge of the order that took money, with what is left of it to refund. */
  charges: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      status: z.enum(paymentStatuses),
      /** Naira taken by the provider, and refunded of it (refunds on their way too). */
      captured: z.number(),
      refunded: z.number(),
      /** True for the one charge that paid the order; the others are returned. */
      paysOrder: z.boolean(),
      /** The shop could not return this charge by itself: the owner refunds what is left. */
      needsRefund: z.boolean(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponseSchema = envelopeSchema(adminOrderSchema);
/** An order as the admin area lists it: without its transactions and charges. */
export const adminOrderSummarySchema = adminOrderSchema.omit({ transactions: true, charges: true });

export const adminOrderListResponseSchema = envelopeSchema(
  z.object({ orders: z.array(adminOrderSummarySchema), pagination: paginationSchema }),
);

export const notAMoveMessage = (from: string, to: string) =>
  `An order that is ${from} cannot be moved to ${to}.`;
export const refundTooLargeMessage = (left: string) =>
  `That is more than can be refunded: at most ${left} is left of what was paid.`;
export const nothingPaidMessage = "This order has no completed payment to refund.";
export const refundFailedMessage = "The payment provider did not take the refund. Nothing was refunded.";
export const refundAskedMessage =
  "The refund is with the payment provider. It shows as pending until the provider confirms it.";
export const refundUnconfirmedMessage =
  "The payment provider did not answer in time. The refund stays pending and the shop will confirm it with the provider.";
export const idempotencyKeyOtherRefundMessage =
  "This Idempotency-Key was used for another refund. Use a new key for a new refund.";
