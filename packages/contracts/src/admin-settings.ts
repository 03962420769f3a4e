import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import { settingsSchema } from "./content.ts";
import { percentSchema } from "./money-input.ts";
import { emailSchema, requiredTextSchema } from "./rules.ts";

// The admin area's settings (docs/architecture.md §8): the shop's texts, offices and rates.

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
