import { z } from "zod";

// Validation rules of spec §5, shared by the API (which decides) and the pages (which explain early).

// --- Required fields --------------------------------------------------------------------------

export const requiredFieldMessage = "This field is required";
export const missingFieldsMessage = "You have missing required fields";

/** Absent, null, or text of spaces only: spec §5 counts blank as missing. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The named fields of a form or request body that are missing or blank, in the order given. */
export function missingFields(body: unknown, fields: readonly string[]): string[] {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return fields.filter((field) => isBlank(record[field]));
}

/** Required text, trimmed, at most `max` characters. */
export function requiredTextSchema(max: number) {
  return z.string().trim().min(1, requiredFieldMessage).max(max, `must be at most ${max} characters`);
}

// --- E-mail ---------------------------------------------------------------------------------

/** Non-space text, @, non-space text, a dot, non-space text (spec §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const invalidEmailMessage = "The provided email is not valid";
export const emailMaxLength = 254;

export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= emailMaxLength && emailPattern.test(email);
}

/** An e-mail address, trimmed and lower-cased so that one inbox is one address. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, requiredFieldMessage)
  .max(emailMaxLength, `must be at most ${emailMaxLength} characters`)
  .regex(emailPattern, invalidEmailMessage)
  .transform((email) => email.toLowerCase());

// --- Nigerian phone numbers ------------------------------------------------------------------

/** Digits only, at most 14 (spec §5 and §9): room for 234 and a ten-digit number, or a local 0… */
export const phoneMaxDigits = 14;
/** The shortest Nigerian number worth calling: a seven-digit line without its area code. */
export const phoneMinDigits = 7;
export const invalidPhoneMessage = `The phone number must be ${phoneMinDigits} to ${phoneMaxDigits} digits`;

/** What a phone field keeps of what is typed or pasted: its digits (spec §5 "Phone keeps digits only"). */
export function keepPhoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

export function isValidPhone(text: string): boolean {
  return new RegExp(`^\\d{${phoneMinDigits},${phoneMaxDigits}}$`).test(text.trim());
}

export const phoneSchema = z
  .string()
  .trim()
  .min(1, requiredFieldMessage)
  .refine(isValidPhone, invalidPhoneMessage);
