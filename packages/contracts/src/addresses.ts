import { z } from "zod";
import { envelopeSchema, idParamSchema, userPathSchema } from "./api.ts";
import { isValidPhone, phoneMaxDigits, phonePattern, requiredFieldMessage } from "./rules.ts";

// Delivery addresses (docs/product.md §3 Address, §5 Address form, §7; docs/architecture.md §2): the form's rules, the
// Nigerian states, and the shapes of the address calls.

// --- Nigeria ---------------------------------------------------------------------------------

export const nigeria = "Nigeria";

/** The 36 states and the Federal Capital Territory, as the state select lists them. */
export const nigerianStates = [
  "Abia",
  "Adamawa",
  "Akwa Ibom",
  "Anambra",
  "Bauchi",
  "Bayelsa",
  "Benue",
  "Borno",
  "Cross River",
  "Delta",
  "Ebonyi",
  "Edo",
  "Ekiti",
  "Enugu",
  "Gombe",
  "Imo",
  "Jigawa",
  "Kaduna",
  "Kano",
  "Katsina",
  "Kebbi",
  "Kogi",
  "Kwara",
  "Lagos",
  "Nasarawa",
  "Niger",
  "Ogun",
  "Ondo",
  "Osun",
  "Oyo",
  "Plateau",
  "Rivers",
  "Sokoto",
  "Taraba",
  "Yobe",
  "Zamfara",
  "Federal Capital Territory",
] as const;

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a country field names Nigeria (in any case). */
export function isNigeria(country: string): boolean {
  return sameWords(country, nigeria);
}

/** The state's own spelling when `text` names one of Nigeria's (FCT and Abuja name the territory). */
export function nigerianState(text: string): string | undefined {
  if (sameWords(text, "FCT") || sameWords(text, "Abuja")) return "Federal Capital Territory";
  return nigerianStates.find((state) => sameWords(state, text));
}

export const unknownStateMessage = "Choose one of Nigeria's 36 states or the Federal Capital Territory";
export const zipCodeMessage = "The zip code may hold digits only";
export const phoneDigitsMessage = `The phone number is digits only, at most ${phoneMaxDigits}`;

// --- The form ----------------------------------------------------------------------------------

/** The address form's fields in the order the side panel shows them (docs/product.md §5). */
export const addressFields = [
  "fullName",
  "phone",
  "address1",
  "city",
  "state",
  "country",
  "zipCode",
] as const;

export const addressFieldLimits = {
  fullName: 120,
  address1: 200,
  city: 80,
  state: 80,
  country: 80,
  zipCode: 10,
} as const;

const notText = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? requiredFieldMessage : "must be text";

/**
 * One problem per field at most, the first rule that fails. Written as one check rather than a chain
 * of aborting ones, because an aborted field would keep the state rule below from running.
 */
function oneProblem(rules: (text: string) => string | undefined) {
  return (text: string, context: z.RefinementCtx) => {
    const problem = rules(text);
    if (problem) context.addIssue({ code: "custom", message: problem, input: text });
  };
}

const lengthProblem = (text: string, max: number) =>
  text.length > max ? `must be at most ${max} characters` : undefined;

/** Required text (docs/product.md §8's wording when blank), trimmed, inner runs of spaces made one. */
function requiredText(max: number) {
  return (
    z
      .string({ error: notText })
      .trim()
      .superRefine(
        oneProblem((text) => lengthProblem(text, max) ?? (text === "" ? requiredFieldMessage : undefined)),
      )
      // The same limits for the API's document, which cannot read the check above.
      .meta({ minLength: 1, maxLength: max })
      .transform((text) => text.replace(/\s+/g, " "))
  );
}

const phoneField = z
  .string({ error: notText })
  .trim()
  .superRefine(
    oneProblem((text) => {
      if (text === "") return requiredFieldMessage;
      return isValidPhone(text) ? undefined : phoneDigitsMessage;
    }),
  )
  .meta({ pattern: phonePattern.source });

/** Optional: absent, null or blank mean none; otherwise digits only. */
const zipCodeField = z
  .union([z.string().meta({ maxLength: addressFieldLimits.zipCode, pattern: "^\\d*$" }), z.null()], {
    error: "must be text",
  })
  .optional()
  .transform((text) => (text ?? "").trim())
  .superRefine(
    oneProblem(
      (text) =>
        lengthProblem(text, addressFieldLimits.zipCode) ?? (/^\d*$/.test(text) ? undefined : zipCodeMessage),
    ),
  )
  .transform((text) => (text === "" ? null : text));

/**
 * `POST users/{userId}/addresses` and `PUT addresses/{id}`: the whole form. In Nigeria the state must
 * be one of the 36 states or the FCT, kept in its own spelling; elsewhere any region is taken.
 */
export const addressBodySchema = z
  .object({
    fullName: requiredText(addressFieldLimits.fullName),
    phone: phoneField,
    address1: requiredText(addressFieldLimits.address1),
    city: requiredText(addressFieldLimits.city),
    state: requiredText(addressFieldLimits.state),
    country: requiredText(addressFieldLimits.country),
    zipCode: zipCodeField,
  })
  .refine(
    (body) => !isNigeria(body.country) || body.state.trim() === "" || nigerianState(body.state) !== undefined,
    {
      path: ["state"],
      message: unknownStateMessage,
      // Checked alongside the other fields' problems, so one answer names every field that is wrong.
      when: (payload) => {
        const body = payload.value as Record<string, unknown> | undefined;
        return typeof body?.state === "string" && typeof body.country === "string";
      },
    },
  )
  .transform((body) => {
    if (!isNigeria(body.country)) return body;
    return { ...body, country: nigeria, state: nigerianState(body.state) ?? body.state };
  });
export type AddressBody = z.infer<typeof addressBodySchema>;

/** `PUT addresses/{id}` and `DELETE addresses/{id}`. */
export const addressPathSchema = z.object({ id: idParamSchema("an address's id") });

/** `PUT users/{userId}/addresses/{id}/default`. */
export const userAddressPathSchema = userPathSchema.extend({ id: idParamSchema("an address's id") });

// --- Answers -----------------------------------------------------------------------------------

export const addressSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  phone: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressResponseSchema = envelopeSchema(addressSchema);
/** The shopper's addresses, the default first, then the newest. */
export const addressListResponseSchema = envelopeSchema(z.array(addressSchema));
