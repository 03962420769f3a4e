import { randomInt, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { RegisterBody, UpdateProfileBody, User } from "@oja/contracts/accounts";
import { emailTakenMessage } from "@oja/contracts/accounts";
import { eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, forbidden, unauthorized } from "../../http/problem.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { shopName } from "../settings/settings.service.ts";
import { type CodeReason, codeEmail } from "./account-emails.ts";
import { type UserRow, users } from "./accounts.schema.ts";
import { issueCode, useCode } from "./one-time-codes.ts";
import { checkDecoyPassword, hashPassword, passwordMatches } from "./passwords.ts";
import {
  endAllSessions,
  endSession,
  type IssuedTokens,
  type SessionKeys,
  startSession,
} from "./sessions.service.ts";

// Accounts: sign-up with an e-mailed code, sign-in, profile and password (docs/product.md §4, docs/architecture.md §4).

export interface Accounts extends SessionKeys {
  db: Database;
  publicUrl: string;
  /**
   * Told, after the commit, of every change that must reach the shopper's access at once: sessions
   * ended, the account's status changed (the user guard's register, decision 043).
   */
  sessionsChanged: (userId: string) => Promise<void>;
}

export const suspendedMessage = "This account is suspended. Please contact us to restore it.";
export const wrongCredentialsMessage = "The email or password is incorrect.";
/**
 * Every refused code gets this one answer, whether the code was mistyped, expired, used up or never
 * sent, and whether or not the address has an account: a different answer would tell a stranger which
 * addresses are customers, which forgot-password promises not to.
 */
export const codeRefusedMessage =
  "The code is not valid. Check the latest e-mail we sent: a code works for 5 minutes and 5 tries, then ask for a new one.";
export const unverifiedSignInMessage =
  "Your email address is not verified yet. We have sent a new code to your email: enter it to verify your account.";

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    accountStatus: row.accountStatus,
    isVerified: row.isVerified,
    preferredLanguage: row.preferredLanguage,
    createdAt: new Date(row.createdAt).toISOString(),
    pinSet: row.pinSet,
    referralCode: row.referralCode,
  };
}

async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** "OJ" and six letters or digits that cannot be misread (no 0/O, 1/I). */
function newReferralCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "OJ";
  for (let index = 0; index < 6; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** Issues a code for the account and queues its e-mail, inside the caller's transaction. */
async function sendCode(
  tx: Database,
  accounts: Accounts,
  user: { id: string; firstName: string; email: string },
  reason: CodeReason,
) {
  const code = await issueCode(tx, accounts.secret, user.id);
  const shop = { name: await shopName(tx), publicUrl: accounts.publicUrl };
  await queueEmail(tx, {
    ...codeEmail(reason, user.firstName, code, shop),
    kind: `otp-${reason}`,
    to: user.email,
  });
}

/** Creates a CUSTOMER account, unverified, and e-mails its first code in the same transaction. */
export async function register(accounts: Accounts, body: RegisterBody): Promise<User> {
  const { db } = accounts;
  if (await userByEmail(db, body.email)) throw conflict(emailTakenMessage);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    // A clash of referral codes is rare; the insert is retried with a new one. A clash of e-mail
    // addresses (two sign-ups at once) is the 409 of the check above.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [created] = await tx
        .insert(users)
        .values({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          passwordHash,
          role: "CUSTOMER",
          referralCode: newReferralCode(),
        })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await sendCode(tx, accounts, created, "sign-up");
        return toUser(created);
      }
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (taken) throw conflict(emailTakenMessage);
    }
    throw new Error("could not find a free referral code");
  });
}

export async function isEmailFree(db: Database, email: string): Promise<boolean> {
  return (await userByEmail(db, email)) === undefined;
}

/**
 * How long a new code takes at least, whether or not the address has an account: an account's code
 * is written and its e-mail queued in a few milliseconds (a few dozen on a loaded machine), an
 * unknown address costs one lookup, and the difference would tell which addresses are customers.
 */
export const codeAnswerFloorMilliseconds = 250;

/**
 * A new code for the account's e-mail ("Resend", forgot-password). An address with no account
 * gets nothing, so that this call cannot be used to send mail to strangers, and is answered the same
 * and in the same time: both wait until `codeAnswerFloorMilliseconds` have passed (decision 020).
 */
export async function resendCode(accounts: Accounts, email: string, reason: CodeReason) {
  const answerAt = performance.now() + codeAnswerFloorMilliseconds;
  try {
    const user = await userByEmail(accounts.db, email);
    if (user) await accounts.db.transaction((tx) => sendCode(tx, accounts, user, reason));
  } finally {
    await sleep(Math.max(0, answerAt - performance.now()));
  }
}

/**
 * Uses the e-mailed code of the address's account and, when it is right, applies `change` in the same
 * transaction. An address with no account runs the same statements on an id no account has, so that
 * its refusal takes as long as any other.
 */
async function withCode(
  accounts: Accounts,
  email: string,
  otp: string,
  change: (tx: Database, userId: string) => Promise<unknown>,
): Promise<string> {
  const user = await userByEmail(accounts.db, email);
  const userId = user?.id ?? randomUUID();
  const accepted = await accounts.db.transaction(async (tx) => {
    if (!(await useCode(tx, accounts.secret, userId, otp))) return false;
    await change(tx, userId);
    return true;
  });
  if (!accepted) throw badRequest(codeRefusedMessage);
  return userId;
}

/** Checks the e-mailed code and marks the account verified. */
export async function verifyEmail(accounts: Accounts, email: string, otp: string) {
  await withCode(accounts, email, otp, (tx, userId) =>
    tx.update(users).set({ isVerified: true, updatedAt: sql`now()` }).where(eq(users.id, userId)),
  );
}

export type SignIn = { outcome: "signed-in"; user: User; tokens: IssuedTokens } | { outcome: "unverified" };

/**
 * Signs in with e-mail and password. A wrong password and an unknown address get the same answer in
 * the same time. An unverified account gets a fresh code instead of tokens (docs/product.md §4).
 */
export async function signIn(accounts: Accounts, email: string, password: string): Promise<SignIn> {
  const { db } = accounts;
  const user = await userByEmail(db, email);
  const matches = user
    ? await passwordMatches(user.passwordHash, password)
    : await checkDecoyPassword(password);
  if (!user || !matches) throw unauthorized(wrongCredentialsMessage);
  if (user.accountStatus !== "ACTIVE") throw forbidden(suspendedMessage);
  if (!user.isVerified) {
    await db.transaction((tx) => sendCode(tx, accounts, user, "verify"));
    return { outcome: "unverified" };
  }
  const tokens = await startSession(db, accounts, user.id);
  return { outcome: "signed-in", user: toUser(user), tokens };
}

/** A new password for the signed-in user; every session of the account ends (docs/product.md §4 Profile). */
export async function changePassword(
  accounts: Accounts,
  user: UserRow,
  body: { email: string; password: string },
) {
  if (body.email !== user.email) throw forbidden("You can only change the password of your own account.");
  const passwordHash = await hashPassword(body.password);
  await accounts.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await endAllSessions(tx, user.id, "password-changed");
  });
  await accounts.sessionsChanged(user.id);
}

/**
 * Names and language. The e-mail address is the account's identity and is not changed here; the
 * session that made the change ends, as docs/product.md §4 asks.
 */
export async function updateProfile(
  accounts: Accounts,
  user: UserRow,
  sessionId: string,
  body: UpdateProfileBody,
): Promise<User> {
  if (body.email !== user.email) {
    throw badRequest("Your email address cannot be changed.", [
      "email: The email address of an account cannot be changed",
    ]);
  }
  const updated = await accounts.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        preferredLanguage: body.preferredLanguage ?? user.preferredLanguage,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning();
    await endSession(tx, sessionId, "profile-updated");
    if (!updated) throw new Error("the updated account was not returned");
    return toUser(updated);
  });
  await accounts.sessionsChanged(user.id);
  return updated;
}

/**
 * Forgot-password, second step: the e-mailed code and a new password. The code proves the inbox, so
 * the account is verified too; every session ends.
 */
export async function resetPassword(
  accounts: Accounts,
  body: { email: string; otp: string; password: string },
) {
  // Hashed before anything is looked up, so that an address with no account waits as long.
  const passwordHash = await hashPassword(body.password);
  const userId = await withCode(accounts, body.email, body.otp, async (tx, id) => {
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await endAllSessions(tx, id, "password-reset");
  });
  await accounts.sessionsChanged(userId);
}

/** Where the shop writes to a customer: their e-mail address and names. */
export interface CustomerContact {
  email: string;
  firstName: string;
  lastName: string;
}

/** The contact of each of these users that still has an account, by user id (for order e-mails). */
export async function customerContacts(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, CustomerContact>> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** The ids of the accounts whose name or e-mail address is like `pattern` (an ILIKE pattern). */
export async function customersMatching(db: Database, pattern: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
    )
    .limit(1000);
  return rows.map((row) => row.id);
}

/**
 * The shop owner's account (docs/architecture.md §8): made verified and ADMIN when the address has no account, or
 * an existing account made ADMIN (its password is left as it is). Answers whether it was made.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<"created" | "promoted" | "unchanged"> {
  const email = admin.email.trim().toLowerCase();
  const existing = await userByEmail(db, email);
  if (existing) {
    if (existing.role === "ADMIN" && existing.isVerified) return "unchanged";
    await db
      .update(users)
      .set({ role: "ADMIN", isVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    return "promoted";
  }
  const passwordHash = await hashPassword(admin.password);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await db
      .insert(users)
      .values({
        firstName: "Shop",
        lastName: "Owner",
        email,
        passwordHash,
        role: "ADMIN",
        isVerified: true,
        referralCode: newReferralCode(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return "created";
    // Another process made it meanwhile, or the referral code clashed: look again.
    if (await userByEmail(db, email)) return ensureAdmin(db, admin);
  }
  throw new Error("could not find a free referral code");
}
