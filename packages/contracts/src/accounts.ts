import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import {
  emailSchema,
  isBlank,
  maxLength,
  passwordMaxLength,
  passwordSchema,
  requiredFieldMessage,
} from "./rules.ts";

// Accounts (docs/product.md §3 User, Auth state, Login response; §7 the users/* calls; docs/architecture.md §4).

// --- Names ----------------------------------------------------------------------------------

export const nameMaxLength = 50;
export const invalidNameMessage = "Use letters only; spaces, hyphens and apostrophes are fine";

/**
 * Letters of any alphabet with their accents (Adébáyọ̀), joined by spaces, hyphens, apostrophes or
 * dots. Any run of spaces counts as one (the schema makes it one), so a pasted tab is no error.
 */
const namePattern = /^[\p{L}\p{M}]+(?:[\s'’.-]+[\p{L}\p{M}]+)*\.?$/u;

export function isValidName(text: string): boolean {
  const name = text.trim();
  return name.length > 0 && name.length <= nameMaxLength && namePattern.test(name);
}

/** What a name field shows under it: required first, then the letters rule; nothing when it is fine. */
export function nameProblem(text: string): string | undefined {
  if (isBlank(text)) return requiredFieldMessage;
  return isValidName(text) ? undefined : invalidNameMessage;
}

/** A first or last name: required, trimmed, inner runs of spaces made one. */
export const personNameSchema = z
  .string()
  .trim()
  .max(nameMaxLength, maxLength(nameMaxLength))
  .min(1, { abort: true, message: requiredFieldMessage })
  .regex(namePattern, invalidNameMessage)
  .transform((name) => name.replace(/\s+/g, " "));

// --- One-time codes (OTP) -------------------------------------------------------------------

export const otpLength = 6;
/** docs/product.md §9: the code lives 300 seconds, and the verify view counts down from there. */
export const otpLifetimeSeconds = 300;
/** Wrong tries that burn a code (docs/architecture.md §4). */
export const otpMaxAttempts = 5;
export const otpSentMessage = "OTP sent to your registered email address";
export const invalidOtpMessage = "The code is the 6 digits from the e-mail";

export const otpSchema = z
  .string()
  .trim()
  .max(otpLength, { abort: true, message: invalidOtpMessage })
  .regex(new RegExp(`^\\d{${otpLength}}$`), invalidOtpMessage);

/** "04:59": the verify view's countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

// --- Messages the pages show as they are ----------------------------------------------------

export const emailTakenMessage = "The provided email has been taken by another user";
/** The API's answers that the sign-in pages also show after moving on (docs/decisions/036-the-purchase-path-without-javascript.md). */
export const accountVerifiedMessage = "Your account has been verified. Please sign in.";
export const resetCodeSentMessage =
  "If an account uses this email address, we have sent it a code to reset the password.";
export const passwordResetMessage = "Your password has been reset. Please sign in with your new password.";

// --- The user -------------------------------------------------------------------------------

/** Sign-up always makes a CUSTOMER; ADMIN comes only from the command line or the start (docs/architecture.md §8). */
export const userRoles = ["CUSTOMER", "ADMIN"] as const;

export const staffOnlyMessage = "Only the shop's staff may do this.";
export const accountStatuses = ["ACTIVE", "SUSPENDED"] as const;
export const defaultPreferredLanguage = "en";

/** A language tag such as en, yo or en-NG. */
export const preferredLanguageSchema = z
  .string()
  .trim()
  .max(10, maxLength(10))
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2})?$/, "must be a language code such as en");

/** The answer to a call that needs a signed-in shopper and has none (docs/product.md §8). */
export const signInRequiredMessage = "Please sign in to continue.";

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  accountStatus: z.enum(accountStatuses),
  isVerified: z.boolean(),
  preferredLanguage: z.string(),
  createdAt: z.string(),
  pinSet: z.boolean(),
  referralCode: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** docs/product.md §2 Profile: the preferred language is shown as English or Other. */
export function languageLabel(code: string): "English" | "Other" {
  return code === "en" || code.startsWith("en-") ? "English" : "Other";
}

// --- Browser session cookies (docs/architecture.md §4) ----------------------------------------------------

export const sessionCookies = {
  accessToken: "ocToken",
  refreshToken: "ocRefreshToken",
  user: "ocUser",
} as const;

const sessionCookiePattern = new RegExp(`(?:^|;)\\s*(?:${Object.values(sessionCookies).join("|")})=`);

/**
 * Whether a request's Cookie header carries any of the session's cookies: a visitor without them is
 * signed out, and sees the public pages every signed-out visitor sees (decision 017).
 */
export function carriesSession(cookieHeader: string | undefined | null): boolean {
  return !!cookieHeader && sessionCookiePattern.test(cookieHeader);
}

/** What the readable ocUser cookie carries: enough for the page chrome, nothing secret. */
export const cookieUserSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  referralCode: true,
});
export type CookieUser = z.infer<typeof cookieUserSchema>;

// --- Requests -------------------------------------------------------------------------------

export const registerBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** Sent by the shop's web client; every account is a CUSTOMER whatever it says. */
  role: z.unknown().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });

export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  /** The code's kind as the shop's web client names it: the shop e-mails one kind of code. */
  type: z.enum(["PASSWORD"]).optional(),
});

/** Sign-in checks the password as it was set; the strength rule applies only to new passwords. */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string().max(passwordMaxLength, maxLength(passwordMaxLength)).min(1, requiredFieldMessage),
});

export const refreshTokenBodySchema = z.object({
  /** Clients that keep their own tokens send it here; the browser's comes in the ocRefreshToken cookie. */
  refreshToken: z.string().min(1).max(200).optional(),
});
/** `POST users/refresh-token`: the browser sends no body at all, its token being in the cookie. */
export const refreshTokenRequestSchema = refreshTokenBodySchema.nullish();

export const changePasswordBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});

/** `PUT users/{userId}`: whose the id is, the user guard checks (403 for another's). */
export const profilePathSchema = z.object({ userId: z.string().max(60) });

export const updateProfileBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  /** The account's own address: it cannot be changed here. */
  email: emailSchema,
  preferredLanguage: preferredLanguageSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

// --- Responses ------------------------------------------------------------------------------

export const userResponseSchema = envelopeSchema(userSchema);

export const sessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
/** docs/product.md §3 Login response: status, message, data with token, refreshToken and user. */
export const signInResponseSchema = envelopeSchema(sessionSchema);

/** A renewed session; the refresh token is only in the body for a client that sent it in the body. */
export const refreshResponseSchema = envelopeSchema(
  z.object({ token: z.string(), refreshToken: z.string().optional(), user: userSchema }),
);
