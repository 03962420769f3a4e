import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import { emailSchema, phoneSchema, requiredTextSchema } from "./rules.ts";

export const officeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type Office = z.infer<typeof officeSchema>;

export const settingsSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  /** Sanitised HTML. */
  ceoWelcomeMessage: z.string(),
  /** Sanitised HTML ("Why choose us"). */
  about: z.string(),
  officeLocations: z.array(officeSchema),
  socialLinks: z.object({ facebook: z.string(), youtube: z.string(), instagram: z.string() }),
  awardVideoUrl: z.string(),
  policiesEffectiveDate: z.string(),
  /** Percentages: the store-wide discount and VAT (docs/architecture.md §3). */
  discountPercent: z.number(),
  vatPercent: z.number(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** `GET settings/{id}`: the shop's record is `default`; any other id is a 404. */
export const settingsPathSchema = z.object({ id: z.string().min(1).max(60) });
/** `GET offices/{id}`. */
export const officePathSchema = z.object({ id: z.string().min(1).max(60) });

export const settingsResponseSchema = envelopeSchema(settingsSchema);
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
export const officeResponseSchema = envelopeSchema(officeSchema);

/** The contact form's fields, in the order the page shows them (docs/product.md §2 Contact, §7). */
export const contactMessageFields = ["name", "phoneNumber", "email", "subject", "message"] as const;

/** How long each text of the contact and newsletter forms may be. */
export const contactFieldLimits = { name: 120, subject: 200, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: requiredTextSchema(contactFieldLimits.name),
  phoneNumber: phoneSchema,
  email: emailSchema,
  subject: requiredTextSchema(contactFieldLimits.subject),
  message: requiredTextSchema(contactFieldLimits.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The footer's newsletter sign-up (docs/product.md §1, §7). */
export const newsletterSubscriptionFields = ["name", "email"] as const;

export const newsletterSubscriptionSchema = z.object({
  name: requiredTextSchema(contactFieldLimits.name),
  email: emailSchema,
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
