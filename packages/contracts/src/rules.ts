import { z } from "zod";

// Validation rules of docs/product.md §5, shared by the API (which decides) and the pages (which explain early).

// --- Required fields --------------------------------------------------------------------------

export const requiredFieldMessage = "This field is required";
export const missingFieldsMessage = "You have missing required fields";

/** Absent, null, or text of spaces only: docs/product.md §5 counts blank as missing. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The named fields of a form or request body that are missing or blank, in the order given. */
export function missingFields(body: unknown, fields: readonly string[]): string[] {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return fields.filter((field) => isBlank(record[field]));
}

/** The named fields a request body leaves out altogether (null is sent, so it is not among them). */
export function absentFields(body: unknown, fields: readonly string[]): string[] {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return fields.filter((field) => record[field] === undefined);
}

/**
 * The length check of a field read from untrusted text. It aborts the field's later checks when it
 * fails, so no pattern or rule ever runs over more text than the field may hold.
 */
export function maxLength(max: number) {
  return { abort: true, message: `must be at most ${max} characters` } as const;
}

/** Required text, trimmed, at most `max` characters. */
export function requiredTextSchema(max: number) {
  return z.string().trim().max(max, maxLength(max)).min(1, requiredFieldMessage);
}

// --- Control characters -----------------------------------------------------------------------

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which a message may hold.
 * PostgreSQL refuses NUL in text outright; the others have no place in anything a shopper types.
 * As the inside of a character class, so that the API's document can state it as a pattern too.
 */
export const controlCharacterPattern = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f";
const controlCharacter = new RegExp(`[${controlCharacterPattern}]`);
export const controlCharacterMessage = "must not contain control characters";

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/**
 * The places in a request (decoded path, query or JSON body) whose text holds a control character,
 * as `field` or `items.0.name`: the API refuses them all in one place, before any schema runs.
 * Walked with a list rather than recursion, so a deeply nested body cannot overflow the stack.
 */
export function fieldsWithControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  const pending: [string, unknown][] = [["", value]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [place, inner] = next;
    if (typeof inner === "string") {
      if (hasControlCharacters(inner)) found.push(place);
    } else if (typeof inner === "object" && inner !== null) {
      for (const [key, child] of Object.entries(inner)) {
        const childPlace = place ? `${place}.${key}` : key;
        if (hasControlCharacters(key)) found.push(childPlace);
        pending.push([childPlace, child]);
      }
    }
  }
  return found;
}

// --- Ids -----------------------------------------------------------------------------------

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is a UUID, the form of every id (docs/architecture.md §2): anything else cannot name a row. */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}

// --- E-mail ---------------------------------------------------------------------------------

export const invalidEmailMessage = "The provided email is not valid";
export const emailMaxLength = 254;

/** A character an address may hold: no space, no @, no control character. */
const emailCharacter = `[^\\s@${controlCharacterPattern}]`;
/**
 * Non-space text, @, non-space text, a dot, non-space text, written so that no character
 * is read twice: the domain's first character, then up to its first dot after that, then the rest.
 * The natural pattern backtracks quadratically on "a@a.a.a.…@", and one such address once held the
 * whole API for seconds.
 */
const emailPattern = new RegExp(
  `^${emailCharacter}+@${emailCharacter}[^\\s@.${controlCharacterPattern}]*\\.${emailCharacter}+$`,
);

export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= emailMaxLength && emailPattern.test(email);
}

/** What is wrong with an e-mail field's value, as the forms say it (docs/product.md §5), or undefined. */
export function emailProblem(text: string): string | undefined {
  if (isBlank(text)) return requiredFieldMessage;
  return isValidEmail(text) ? undefined : invalidEmailMessage;
}

/** An e-mail address, trimmed and lower-cased so that one inbox is one address. */
export const emailSchema = z
  .string()
  .trim()
  .max(emailMaxLength, maxLength(emailMaxLength))
  .min(1, { abort: true, message: requiredFieldMessage })
  .regex(emailPattern, invalidEmailMessage)
  .meta({ format: "email" })
  .transform((email) => email.toLowerCase());

// --- Nigerian phone numbers ------------------------------------------------------------------

/** Digits only, at most 14 (docs/product.md §5 and §9): room for 234 and a ten-digit number, or a local 0… */
export const phoneMaxDigits = 14;
/** The shortest Nigerian number worth calling: a seven-digit line without its area code. */
export const phoneMinDigits = 7;
export const invalidPhoneMessage = `The phone number must be ${phoneMinDigits} to ${phoneMaxDigits} digits`;

/** What a phone field keeps of what is typed or pasted: its digits (docs/product.md §5 "Phone keeps digits only"). */
export function keepPhoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * A Nigerian number as e-mails and pages show it, with the country code: "08031234567", "2348031234567"
 * and "+234 803 123 4567" all read "+234 803 123 4567"; a shorter line keeps its digits after +234.
 */
export function formatNigerianPhone(text: string): string {
  const digits = keepPhoneDigits(text);
  if (digits.length === 0) return text;
  const national = digits.startsWith("234") ? digits.slice(3) : digits.replace(/^0/, "");
  const grouped =
    national.length === 10
      ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
      : national;
  return `+234 ${grouped}`;
}

export const phonePattern = new RegExp(`^\\d{${phoneMinDigits},${phoneMaxDigits}}$`);

export function isValidPhone(text: string): boolean {
  return phonePattern.test(text.trim());
}

export const phoneSchema = z
  .string()
  .trim()
  .min(1, requiredFieldMessage)
  .regex(phonePattern, invalidPhoneMessage);

// --- Passwords ------------------------------------------------------------------------------

/** docs/product.md §5: the special characters a password may use to meet the rule, exactly as listed. */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
export const passwordMinLength = 8;
/** Long enough for any passphrase, short enough that hashing a hostile one stays cheap. */
export const passwordMaxLength = 128;
export const passwordsMismatchMessage = "Passwords do not match";
export const weakPasswordMessage =
  'The password needs at least 8 characters, an upper-case and a lower-case letter, a digit and one of ! @ # $ % ^ & * ( ) , . ? " : { } | < >';

/** What each character rule looks for, as the inside of a pattern; the special ones need no escaping there. */
const passwordCharacters = {
  upper: "[A-Z]",
  lower: "[a-z]",
  digit: "\\d",
  special: `[${passwordSpecialCharacters}]`,
} as const;

const contains = (pattern: string) => {
  const regex = new RegExp(pattern);
  return (text: string) => regex.test(text);
};

/** The password rules in the order the live checklist shows them. */
export const passwordRules = [
  { id: "length", label: "At least 8 characters", test: (text: string) => text.length >= passwordMinLength },
  { id: "upper", label: "An upper-case letter", test: contains(passwordCharacters.upper) },
  { id: "lower", label: "A lower-case letter", test: contains(passwordCharacters.lower) },
  { id: "digit", label: "A digit", test: contains(passwordCharacters.digit) },
  {
    id: "special",
    label: 'One of ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    test: contains(passwordCharacters.special),
  },
] as const;

/**
 * The same rules as one pattern, for the schema (and so the API's document): a look-ahead for each
 * kind of character, then the length. Each look-ahead reads the text once; the text is short by then.
 */
const anyCharacter = `[^${controlCharacterPattern}]`;
const strongPasswordPattern = new RegExp(
  `^${Object.values(passwordCharacters)
    .map((pattern) => `(?=${anyCharacter}*?${pattern})`)
    .join("")}${anyCharacter}{${passwordMinLength},${passwordMaxLength}}$`,
);

export function isStrongPassword(text: string): boolean {
  return text.length <= passwordMaxLength && passwordRules.every((rule) => rule.test(text));
}

/** A new password (sign-up, change, reset): kept exactly as typed, spaces included. */
export const passwordSchema = z
  .string()
  .max(passwordMaxLength, maxLength(passwordMaxLength))
  .min(1, requiredFieldMessage)
  .regex(strongPasswordPattern, weakPasswordMessage);
