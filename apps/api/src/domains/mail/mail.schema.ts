import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const outboxStatus = pgEnum("outbox_status", ["PENDING", "SENT", "FAILED"]);

/**
 * The transactional outbox of docs/architecture.md §1: an e-mail is a row written in the same transaction as the
 * change that causes it; the sender delivers it afterwards.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What caused it, e.g. "otp", "contact-message", for logs and tests. */
    kind: text().notNull(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    status: outboxStatus().notNull().default("PENDING"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /**
     * The sender's run that claimed it last: a sender whose claim was cut off from the database
     * mid-commit asks by this which e-mails it holds, instead of leaving them until the claim runs out.
     */
    claim: uuid(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true, mode: "string" }),
  },
  (table) => [index("outbox_emails_due_idx").on(table.status, table.nextAttemptAt)],
);
