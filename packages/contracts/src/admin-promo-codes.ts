import { z } from "zod";
import { envelopeSchema, idParamSchema, paginationSchema } from "./api.ts";
import { largestPriceNaira, smallestAmountNaira } from "./money.ts";
import { nairaSchema, percentSchema } from "./money-input.ts";
import { promoCodeMaxLength } from "./orders.ts";
import { promoCodeKinds } from "./payments.ts";

// The admin area's promo codes (docs/architecture.md §8): what a code may be, as the owner writes and reads it.

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
    .max(promoCodeMaxLength, `must be at most ${promoCodeMaxLength} characters`)
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
