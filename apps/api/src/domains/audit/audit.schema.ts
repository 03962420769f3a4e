import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every write made in the owner's admin (docs/architecture.md §8): who, what, when, and the subject before and
 * after. Written in the same transaction as the write, so the log never tells of a write that failed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: uuid().notNull(),
    /** What was done, e.g. "order.status", "order.refund", "product.update". */
    action: text().notNull(),
    /** The kind and id of what was changed. */
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_at").on(table.createdAt),
    index("audit_log_subject").on(table.subjectType, table.subjectId),
  ],
);
