import { accountStatuses, defaultPreferredLanguage, userRoles } from "@oja/contracts/accounts";
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", userRoles);
export const accountStatus = pgEnum("account_status", accountStatuses);

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  /** Lower-cased, so that one inbox is one account. */
  email: text().notNull().unique(),
  /** Argon2id, in its PHC string form (algorithm, parameters and salt included). */
  passwordHash: text().notNull(),
  role: userRole().notNull().default("CUSTOMER"),
  accountStatus: accountStatus().notNull().default("ACTIVE"),
  isVerified: boolean().notNull().default(false),
  preferredLanguage: text().notNull().default(defaultPreferredLanguage),
  /** The transaction PIN of the original back end; the shop does not set one yet, so it shows "Not Set". */
  pinSet: boolean().notNull().default(false),
  referralCode: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/**
 * The one live e-mailed code of an account (sign-up, resend, password reset): a new code replaces the
 * old. Only an HMAC of the code is kept; five wrong tries burn it.
 */
/** An account as stored, password hash included: never sent as it is (accounts.service.ts `toUser`). */
export type UserRow = typeof users.$inferSelect;

export const oneTimeCodes = pgTable("one_time_codes", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true, mode: "string" }).notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/**
 * A signed-in session: one sign-in, and the family of refresh tokens that rotate from it. Revoking it
 * ends every token of the family and the access tokens that name it.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** However often it is renewed, a session ends by this time. */
    expiresAt: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: "string" }),
    /**
     * Why it ended: sign-out, password-changed, profile-updated, password-reset, token-reused or
     * account-disabled.
     */
    revokedReason: text(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Opaque refresh tokens, kept as SHA-256 hashes; each is used once and replaced by the next. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    /** When it was exchanged for its successor; using it again after that is a theft signal. */
    usedAt: timestamp({ withTimezone: true, mode: "string" }),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);
