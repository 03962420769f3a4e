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

// --- Passwords ------------------------------------------------------------------------------

/** Spec §5: the special characters a password may use to meet the rule, exactly as listed. */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
export const passwordMinLength = 8;
/** Long enough for any passphrase, short enough that hashing a hostile one stays cheap. */
export const passwordMaxLength = 128;
export const passwordsMismatchMessage = "Passwords do not match";
export const weakPasswordMessage =
  'The password needs at least 8 characters, an upper-case and a lower-case letter, a digit and one of ! @ # $ % ^ & * ( ) , . ? " : { } | < >';

/** The password rules in the order the live checklist shows them. */
export const passwordRules = [
  { id: "length", label: "At least 8 characters", test: (text: string) => text.length >= passwordMinLength },
  { id: "upper", label: "An upper-case letter", test: (text: string) => /[A-Z]/.test(text) },
  { id: "lower", label: "A lower-case letter", test: (text: string) => /[a-z]/.test(text) },
  { id: "digit", label: "A digit", test: (text: string) => /\d/.test(text) },
  {
    id: "special",
    label: 'One of ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    test: (text: string) => [...text].some((character) => passwordSpecialCharacters.includes(character)),
  },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]["id"];

export function isStrongPassword(text: string): boolean {
  return text.length <= passwordMaxLength && passwordRules.every((rule) => rule.test(text));
}

/** A new password (sign-up, change, reset): kept exactly as typed, spaces included. */
export const passwordSchema = z
  .string()
  .min(1, requiredFieldMessage)
  .max(passwordMaxLength, `must be at most ${passwordMaxLength} characters`)
  .refine(isStrongPassword, weakPasswordMessage);
