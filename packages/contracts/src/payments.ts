import { z } from "zod";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";
import { largestAmountNaira, smallestAmountNaira } from "./money.ts";
import { nairaSchema } from "./money-input.ts";
import { orderStatuses, paymentStatuses, promoCodeMaxLength } from "./orders.ts";
import { emailSchema } from "./rules.ts";

// Payments, transactions and promo codes (docs/product.md §3 Payment initiation payload, Transaction; §4 Payment
// flow, Transaction status; §7; §8; docs/architecture.md §2, §5): the calls' shapes and the sentences a shopper reads.

export { type PaymentStatus, paymentStatuses } from "./orders.ts";

export const transactionTypes = ["PAYMENT", "REFUND", "ADJUSTMENT"] as const;

export const paymentProviders = ["paystack", "sandbox"] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const promoCodeKinds = ["PERCENTAGE", "FIXED"] as const;

/** docs/product.md §9: the transactions page lists 10 a page. */
export const transactionsPageSize = 10;

/** What the tester chooses on the sandbox's hosted page (docs/architecture.md §2). */
export const sandboxOutcomes = ["success", "failure"] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

// --- Sentences (docs/product.md §8 for the verification page) -----------------------------------------------

export const paymentSuccessTitle = "Payment Successful";
export const paymentSuccessText =
  "Thank you! Your payment was completed successfully. We will notify you via email on order status.";
export const paymentFailedTitle = "Payment Failed";
export const paymentFailedText =
  "We could not verify your payment. Please contact support if your payment was completed.";
export const missingPaymentDetailsMessage = "Missing payment details.";
export const verificationFailedMessage = "Failed to confirm payment. Please contact support.";

export const paymentNotFoundMessage = "We could not find that payment.";
export const otherShopperPaymentMessage = "You can only see or pay for your own orders.";
export const orderAlreadyPaidMessage = "This order is already paid.";
export const orderNotPayableMessage = "Only a pending order can be paid.";
export const amountMismatchMessage =
  "The amount does not match the order's total. Please reload the order and try again.";
export const providerUnavailableMessage =
  "We could not reach the payment provider. Your order is unchanged; please try again in a few minutes.";
export const sandboxRefusedMessage = "The test payment page is not available in this shop.";
export const paymentsOffMessage =
  "Payments are not available in this shop at the moment. Please contact us to complete your order.";

// What the verification page says when a charge is not (all) kept, and of a cancelled attempt.
export function returnedToCancelledOrder(naira: string) {
  return `This order was cancelled before your payment arrived; we are returning ${naira} to your card.`;
}
export function returnedToPaidOrder(naira: string) {
  return `This order had already been paid; we are returning ${naira} to your card.`;
}
export function returnedMismatch(naira: string) {
  return `Your payment did not match this order's total; we are returning ${naira} to your card. Please pay the order again.`;
}
export function returnedExcess(naira: string, totalNaira: string) {
  return `Your order is paid. Its total had changed to ${totalNaira}, so we are returning the extra ${naira} to your card.`;
}
export const attemptCancelledForOrder =
  "This payment was cancelled because the order was cancelled. Nothing was taken.";
export const attemptCancelledForTotal =
  "This payment was cancelled because the order's total changed. Nothing was taken; please pay the new total from your order.";

export const promoUnknownMessage = "This promo code does not exist.";
export const promoExpiredMessage = "This promo code has expired.";
export const promoUsedUpMessage = "This promo code has been used up.";
export const promoAlreadyAppliedMessage = "This order already has a promo code.";
export const promoNotPayableMessage = "A promo code can only be applied to an unpaid pending order.";
export function promoBelowMinimumMessage(minimumNaira: string) {
  return `This promo code needs an order of at least ${minimumNaira}.`;
}

// --- Requests ------------------------------------------------------------------------------------

const metadataSchema = z.record(z.string(), z.unknown()).optional();

/** docs/product.md §3 Payment initiation payload; `amount` is naira and must equal the order's total. */
export const initializePaymentBodySchema = z.object({
  orderId: idParamSchema("an order's id"),
  email: emailSchema,
  amount: nairaSchema({
    least: smallestAmountNaira,
    most: largestAmountNaira,
    what: "the order's total in naira",
  }),
  vendorId: z.string().max(100, "must be at most 100 characters").optional(),
  metadata: metadataSchema,
});
export type InitializePaymentBody = z.infer<typeof initializePaymentBodySchema>;

/** Paystack allows letters, digits and - . = in a reference. */
export const paymentReferenceSchema = z
  .string()
  .min(1, "must be a payment reference")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9.=-]+$/, "must be a payment reference");

export const referencePathSchema = z.object({ reference: paymentReferenceSchema });

export const applyPromoCodeBodySchema = z.object({
  code: z
    .string({ error: "must be a promo code" })
    .trim()
    .min(1, "must be a promo code")
    .max(promoCodeMaxLength, `must be at most ${promoCodeMaxLength} characters`)
    .transform((code) => code.toUpperCase()),
  orderId: idParamSchema("an order's id"),
});
export type ApplyPromoCodeBody = z.infer<typeof applyPromoCodeBodySchema>;

/** `POST payments/{userId}/promo-code/preview`: what a code would take off the cart, before ordering. */
export const previewPromoCodeBodySchema = applyPromoCodeBodySchema.pick({ code: true });

export const historyQuerySchema = z.object({ ...pagingQuery(transactionsPageSize, 50) });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const sandboxFormSchema = z.object({
  outcome: z.enum(sandboxOutcomes, { error: 'must be "success" or "failure"' }),
});

// --- Answers -----------------------------------------------------------------------------------

export const initializePaymentResponseSchema = envelopeSchema(
  z.object({ authorizationUrl: z.string(), reference: z.string() }),
);

/** The cart's five figures with the code (docs/architecture.md §3), naira. */
export const promoPreviewSchema = z.object({
  code: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  promoDiscount: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type PromoPreview = z.infer<typeof promoPreviewSchema>;
export const promoPreviewResponseSchema = envelopeSchema(promoPreviewSchema);

/**
 * What became of the shopper's payment, as the verification page tells it: the order paid (perhaps with
 * part of the charge returned), the whole charge returned (the order did not need it), still on its way,
 * or not taken.
 */
export const paymentOutcomes = ["paid", "returned", "pending", "failed"] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export const verifyPaymentResponseSchema = envelopeSchema(
  z.object({
    reference: z.string(),
    status: z.enum(paymentStatuses),
    orderId: z.uuid(),
    orderStatus: z.enum(orderStatuses),
    outcome: z.enum(paymentOutcomes),
    /** Naira of this charge that is being (or has been) returned to the shopper's card. */
    returned: z.number(),
    /** One sentence for the shopper when part or all of the charge is returned, or the attempt was cancelled. */
    note: z.string().nullable(),
  }),
);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** docs/product.md §3 Transaction: the order is shown with its status. Amounts are naira; refunds negative. */
export const transactionSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  type: z.enum(transactionTypes),
  amount: z.number(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
  description: z.string().nullable(),
  paymentId: z.uuid().nullable(),
  order: z.object({ id: z.uuid(), orderNumber: z.string(), status: z.enum(orderStatuses) }).nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionHistoryResponseSchema = envelopeSchema(
  z.object({ transactions: z.array(transactionSchema), pagination: paginationSchema }),
);

export const paymentSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  reference: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  currency: z.string(),
  authorizationUrl: z.string().nullable(),
  /** Why a payment failed (declined, or the amount or currency did not match). */
  failureReason: z.string().nullable(),
  /** True when the shop could not return a charge the order did not need: the owner refunds it by hand. */
  needsRefund: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentHistoryResponseSchema = envelopeSchema(
  z.object({ payments: z.array(paymentSchema), pagination: paginationSchema }),
);
