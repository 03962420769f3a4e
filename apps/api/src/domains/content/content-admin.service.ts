import type { AdminMessage, AdminMessageListQuery } from "@oja/contracts/admin-messages";
import type { AdminSubscriber } from "@oja/contracts/admin-subscribers";
import { paginate } from "@oja/contracts/api";
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import { contactMessages, newsletterSubscriptions } from "./content.schema.ts";

// The shop's content as the owner's admin reads and writes it (docs/architecture.md §8): contact messages and
// whether they were handled, and the newsletter's subscribers.

const iso = (timestamp: string) => new Date(timestamp).toISOString();

function toAdminMessage(row: typeof contactMessages.$inferSelect): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    subject: row.subject,
    message: row.message,
    createdAt: iso(row.createdAt),
    handledAt: row.handledAt ? iso(row.handledAt) : null,
  };
}

/** Contact messages, newest first; `handled` keeps those handled ("true") or still waiting ("false"). */
export async function listContactMessages(db: Database, query: AdminMessageListQuery) {
  const where =
    query.handled === undefined
      ? undefined
      : query.handled === "true"
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    messages: rows.map(toAdminMessage),
    pagination: paginate(query.page, query.limit, totals?.total ?? 0),
  };
}

/**
 * Marks a message handled, once: a second mark keeps the first time and reports `changed: false`, so
 * the admin area's two tabs never overwrite each other. 404 unknown.
 */
export async function markMessageHandled(tx: Database, id: string) {
  const [marked] = await tx
    .update(contactMessages)
    .set({ handledAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning();
  if (marked) return { message: toAdminMessage(marked), changed: true };
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound("We could not find that message.");
  return { message: toAdminMessage(row), changed: false };
}

function toSubscriber(row: typeof newsletterSubscriptions.$inferSelect): AdminSubscriber {
  return { id: row.id, name: row.name, email: row.email, createdAt: iso(row.createdAt) };
}

export async function listSubscribers(db: Database, page: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(newsletterSubscriptions),
  ]);
  return { subscribers: rows.map(toSubscriber), pagination: paginate(page, limit, totals?.total ?? 0) };
}

/** Every subscriber, oldest first, for the CSV export. */
export async function allSubscribers(db: Database): Promise<AdminSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(newsletterSubscriptions.createdAt, newsletterSubscriptions.id);
  return rows.map(toSubscriber);
}
