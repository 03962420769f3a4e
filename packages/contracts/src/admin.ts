import { z } from "zod";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";
import { productStatuses } from "./catalog.ts";
import { settingsSchema } from "./content.ts";
import { largestAmountNaira, largestPriceNaira, smallestAmountNaira } from "./money.ts";
import { nairaSchema, percentSchema } from "./money-input.ts";
import { adminOrderMoves, orderSchema, orderStatuses, paymentStatuses } from "./orders.ts";
import { promoCodeKinds, transactionSchema } from "./payments.ts";
import { emailSchema, requiredTextSchema } from "./rules.ts";

// The shop owner's admin (docs/architecture.md §8): its calls' shapes and the sentences it answers with.

export const adminPageSize = 20;

/**
 * How every admin resource is changed (docs/decisions/022-admin-resources-round-trip.md): `PUT`
 * replaces what the owner may change, so every such field must be sent; what `GET` answers can be
 * sent back as it is, the fields the owner cannot change being ignored.
 */
export const adminReplaceRule =
  "PUT replaces the resource: send every field the owner can change (null where null means none). " +
  "What GET answers may be sent back unchanged; the fields the owner cannot change (`id`, `createdAt`, " +
  "counts and the like) are ignored. A field left out is a 400 naming it: nothing is reset to a default.";

/** The answer to a `PUT` that leaves fields out; each is named in `errors`. */
export const adminEveryFieldMessage =
  "A change replaces the whole record: send every field, as GET answers it.";

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** The admin's e-mail address. */
  admin: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = envelopeSchema(
  z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema }),
);

export const adminPagingQuerySchema = z.object({ ...pagingQuery(adminPageSize, 100) });

// --- Orders ---------------------------------------------------------------------------------------

export const adminOrderListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(", ")}` }).optional(),
  /** The order number, or the customer's name or e-mail address. */
  search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderPathSchema = z.object({ id: idParamSchema("an order's id") });

export const orderStatusBodySchema = z.object({
  status: z.enum(adminOrderMoves, { error: `must be one of ${adminOrderMoves.join(", ")}` }),
  /** Told to the customer with the move, e.g. a tracking number when SHIPPED. */
  note: z.string().trim().max(500, "note must be at most 500 characters").optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const refundBodySchema = z.object({
  /** Naira, whole kobo. */
  amount: nairaSchema({ least: smallestAmountNaira, most: largestAmountNaira }),
  reason: z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(500, "reason must be at most 500 characters"),
  /** Which charge of the order to refund; the one that paid the order when left out. */
  paymentId: idParamSchema("a payment's id").optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

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

// --- Products -------------------------------------------------------------------------------------

export const adminProductListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
  category: z.string().trim().max(60).optional(),
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(", ")}` }).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductPathSchema = z.object({ id: idParamSchema("a product's id") });

/** A product as the owner writes it: every field the shop shows, plus stock and status. */
export const adminProductBodySchema = z.object({
  name: z.string().trim().min(2, "must be at least 2 characters").max(120, "must be at most 120 characters"),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by single hyphens")
    .max(120, "must be at most 120 characters"),
  /** Naira. */
  price: nairaSchema({ least: smallestAmountNaira, most: largestPriceNaira, what: "a price in naira" }),
  /** The category's slug, e.g. "bags"; the category as GET answers it is taken too, by its slug. */
  category: z.union(
    [
      z.string().trim().min(1, "This field is required"),
      z.object({ slug: z.string().trim().min(1) }).transform((category) => category.slug),
    ],
    { error: "must be a category's slug, such as bags" },
  ),
  sizes: z
    .array(
      z.string().trim().min(1, "a size must not be blank").max(30, "a size must be at most 30 characters"),
    )
    .min(1, "must name at least one size, or One Size")
    .max(30, "must be at most 30 sizes"),
  colours: z
    .array(z.string().regex(/^#[0-9a-f]{6}$/i, "a colour must be a hex value such as #9a5b2e"))
    .min(1, "must name at least one colour")
    .max(20, "must be at most 20 colours"),
  /** HTML; sanitised when written. */
  description: z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(20_000, "must be at most 20,000 characters"),
  stock: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(1_000_000, "must be at most 1,000,000"),
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(", ")}` }),
});
export type AdminProductBody = z.infer<typeof adminProductBodySchema>;

export const adminProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  category: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  sizes: z.array(z.string()),
  colours: z.array(z.string()),
  description: z.string(),
  images: z.array(z.string()),
  stock: z.number().int(),
  status: z.enum(productStatuses),
  unitsSold: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = envelopeSchema(adminProductSchema);
export const adminProductListResponseSchema = envelopeSchema(
  z.object({ products: z.array(adminProductSchema), pagination: paginationSchema }),
);

export const slugTakenMessage = "Another product already has this slug. Choose another.";
export const unknownCategoryMessage = "There is no such category.";

// --- Product photos -------------------------------------------------------------------------------

/** The largest photo the admin area takes: a phone's full-size JPEG fits. */
export const productPhotoMaxBytes = 8 * 1024 * 1024;
/** A product shows at most this many photos; the database holds to it when two uploads race. */
export const productPhotoMaxCount = 12;
/** The most pixels a photo may have: a few bytes can say 16,000 × 16,000, which takes seconds to decode. */
export const productPhotoMaxPixels = 40_000_000;
/** What the file input offers; the API checks the bytes themselves, not this. */
export const productPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;

export const photoTooLargeMessage = "The photo is larger than 8 MB. Choose a smaller one.";
export const photoNotAcceptedMessage = "Choose a JPEG, PNG or WebP photo: this file is none of them.";
export const photoUnreadableMessage = "The photo could not be read: it may be cut short. Choose another.";
export const photoMissingMessage = "Choose a photo to upload.";
export const photoTooManyPixelsMessage = (width: number, height: number) =>
  `The photo is ${width} × ${height} pixels; the largest the shop takes is ${productPhotoMaxPixels / 1_000_000} megapixels. Choose a smaller one.`;
export const tooManyPhotosMessage = `A product has at most ${productPhotoMaxCount} photos. Remove one first.`;
export const photosChangedMessage =
  "The product's photos have changed since this page was loaded. Reload it and try again.";
export const photoNotOnProductMessage = "This product has no such photo.";

/** A photo is named by its file, as the product lists it, e.g. `yaba-satchel-3f9c2a1b7d-1200.webp`. */
export const adminProductImagePathSchema = adminProductPathSchema.extend({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, "must be the file name of one of the product's photos"),
});

/** The product's photos in their new order: the same photos as now, each once. */
export const adminProductImagesBodySchema = z.object({
  images: z
    .array(z.string().max(500, "an image must be at most 500 characters"))
    .max(productPhotoMaxCount, `must be at most ${productPhotoMaxCount} images`),
});
export type AdminProductImagesBody = z.infer<typeof adminProductImagesBodySchema>;

/** The file name that names a photo in `DELETE admin/products/{id}/images/{name}`. */
export function photoName(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}

// --- Promo codes ----------------------------------------------------------------------------------

const promoValueSchemas = {
  PERCENTAGE: percentSchema({ least: 1, most: 100 }),
  FIXED: nairaSchema({ least: smallestAmountNaira, most: largestPriceNaira }),
} as const;

/**
 * What is wrong with a code's value for its kind: a percentage is 1 to 100 in whole basis points, a
 * fixed amount is whole kobo from ₦0.01. One rule for the new code and the changed one.
 */
export function promoValueProblems(kind: (typeof promoCodeKinds)[number], value: number): string[] {
  const checked = promoValueSchemas[kind].safeParse(value);
  return checked.success ? [] : checked.error.issues.map((issue) => `value: ${issue.message}`);
}

const promoCodeFields = {
  /** Stored upper case; shoppers may type it in any case. */
  code: z
    .string({ error: "must be a promo code" })
    .trim()
    .min(3, "must be at least 3 characters")
    .max(40, "must be at most 40 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, hyphens or underscores")
    .transform((code) => code.toUpperCase()),
  kind: z.enum(promoCodeKinds, { error: `must be one of ${promoCodeKinds.join(", ")}` }),
  /** A percentage (1–100) for PERCENTAGE, naira for FIXED. */
  value: z.number({ error: "must be a number" }),
  /** Naira, after the store-wide discount; 0 for none. */
  minimumOrder: nairaSchema({ least: 0, most: largestPriceNaira }),
  /** How many orders may carry the code over the whole shop; null for no limit. */
  usageLimit: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(1_000_000, "must be at most 1,000,000")
    .nullable(),
  /** ISO 8601; null for never. Expiring a code sets it to now. */
  expiresAt: z.iso.datetime({ offset: true, error: "must be a date and time (ISO 8601)" }).nullable(),
};

/** A code as the owner writes it: every field (`PUT`, `adminReplaceRule`). */
export const adminPromoCodeBodySchema = z.object(promoCodeFields);
export type AdminPromoCodeBody = z.infer<typeof adminPromoCodeBodySchema>;

/** A new code: no minimum order, no usage limit and no expiry unless they are sent. */
export const adminPromoCodeNewSchema = z.object({
  ...promoCodeFields,
  minimumOrder: promoCodeFields.minimumOrder.default(0),
  usageLimit: promoCodeFields.usageLimit.default(null),
  expiresAt: promoCodeFields.expiresAt.default(null),
});

export const adminPromoCodePathSchema = z.object({ id: idParamSchema("a promo code's id") });

export const adminPromoCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(promoCodeKinds),
  value: z.number(),
  minimumOrder: z.number(),
  usageLimit: z.number().int().nullable(),
  /** Orders carrying the code now (a cancelled order gives its use back). */
  used: z.number().int(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodeResponseSchema = envelopeSchema(adminPromoCodeSchema);
export const adminPromoCodeListResponseSchema = envelopeSchema(
  z.object({ promoCodes: z.array(adminPromoCodeSchema), pagination: paginationSchema }),
);

export const promoCodeTakenMessage = "Another promo code already has this code. Choose another.";
export const promoLimitBelowUsesMessage = (used: number) =>
  `usageLimit: must be at least ${used}, the uses so far`;

// --- Contact messages ----------------------------------------------------------------------------

export const adminMessageListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  /** true: handled only; false: waiting only; absent: all. */
  handled: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
});
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const adminMessagePathSchema = z.object({ id: idParamSchema("a message's id") });

export const adminMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageResponseSchema = envelopeSchema(adminMessageSchema);
export const adminMessageListResponseSchema = envelopeSchema(
  z.object({ messages: z.array(adminMessageSchema), pagination: paginationSchema }),
);

// --- Newsletter subscribers ----------------------------------------------------------------------

export const adminSubscriberListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  /** `csv`: every subscriber as a CSV file, as `Accept: text/csv` asks. */
  format: z.enum(["json", "csv"], { error: "must be json or csv" }).optional(),
});

export const adminSubscriberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListResponseSchema = envelopeSchema(
  z.object({ subscribers: z.array(adminSubscriberSchema), pagination: paginationSchema }),
);
/** The same list as a file, every subscriber: a header line, then one line each. */
export const adminSubscribersCsvSchema = z.string().meta({
  description: "CSV: name,email,subscribed_at, then one line per subscriber in the order they joined",
});

// --- Settings ------------------------------------------------------------------------------------

export const adminOfficeBodySchema = z.object({
  /** An office already on record; none for a new one. */
  id: z.uuid("must be an office's id").optional(),
  name: requiredTextSchema(120),
  address1: requiredTextSchema(200),
  city: requiredTextSchema(80),
  state: requiredTextSchema(80),
  country: requiredTextSchema(80),
  /** As the pages show it, e.g. "+234 803 123 4567". */
  phoneNumber: requiredTextSchema(40),
  email: emailSchema,
});
export type AdminOfficeBody = z.infer<typeof adminOfficeBodySchema>;

/** The settings as the owner writes them: the offices listed replace those on record, in that order. */
export const adminSettingsBodySchema = z.object({
  /** HTML; sanitised when written. */
  ceoWelcomeMessage: requiredTextSchema(20_000),
  about: requiredTextSchema(20_000),
  /** The first is the showroom where pickup orders are collected; named as GET answers them. */
  officeLocations: z
    .array(adminOfficeBodySchema)
    .min(1, "must list at least one office: pickup orders are collected at the first")
    .max(20, "must be at most 20 offices"),
  discountPercent: percentSchema({ least: 0, most: 90 }),
  vatPercent: percentSchema({ least: 0, most: 50 }),
});
export type AdminSettingsBody = z.infer<typeof adminSettingsBodySchema>;

export const adminSettingsResponseSchema = envelopeSchema(settingsSchema);
