import type { AdminMessage, AdminMessageListQuery } from "@oja/contracts/admin-messages";
import type { AdminSettingsBody } from "@oja/contracts/admin-settings";
import type { AdminSubscriber } from "@oja/contracts/admin-subscribers";
import { paginate } from "@oja/contracts/api";
import type { Settings } from "@oja/contracts/content";
import { percentToBasisPoints } from "@oja/contracts/money";
import { and, count, desc, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sanitiseShopHtml } from "../../http/html-sanitiser.ts";
import { badRequest, notFound } from "../../http/problem.ts";
import { contactMessages, newsletterSubscriptions, offices, settings } from "./content.schema.ts";
import { getSettings } from "./content.service.ts";

// The shop's content as the owner's admin reads and writes it (docs/architecture.md §8): contact messages and
// whether they were handled, the newsletter's subscribers, and the settings record with its offices.

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

/**
 * Writes the texts (sanitised), the rates and the offices: those listed with an id are changed, those
 * without are added, those left out are removed; the list's order is theirs (the first is the
 * showroom). Answers the settings before and after. 400 for an office id that is not on record.
 */
export async function updateSettings(tx: Database, body: AdminSettingsBody) {
  const before = await getSettings(tx, "default");
  const known = new Set(before.officeLocations.map((office) => office.id));
  const strangers = body.officeLocations
    .map((office, index) =>
      office.id && !known.has(office.id) ? `officeLocations.${index}.id: is not an office on record` : "",
    )
    .filter(Boolean);
  if (strangers.length > 0) throw badRequest("Some of the offices are not on record.", strangers);
  const ceoWelcomeMessageHtml = sanitiseShopHtml(body.ceoWelcomeMessage);
  const aboutHtml = sanitiseShopHtml(body.about);
  // Text made only of what the sanitiser removes would leave the page's section empty.
  const emptied = Object.entries({ ceoWelcomeMessage: ceoWelcomeMessageHtml, about: aboutHtml })
    .filter(([, html]) => html.replace(/<[^>]*>/g, "").trim() === "")
    .map(([field]) => `${field}: must have some text`);
  if (emptied.length > 0) throw badRequest("Some of the settings are not valid.", emptied);

  await tx
    .update(settings)
    .set({
      ceoWelcomeMessageHtml,
      aboutHtml,
      discountBasisPoints: percentToBasisPoints(body.discountPercent),
      vatBasisPoints: percentToBasisPoints(body.vatPercent),
      updatedAt: sql`now()`,
    })
    .where(eq(settings.id, "default"));

  const kept = body.officeLocations.flatMap((office) => (office.id ? [office.id] : []));
  await tx.delete(offices).where(kept.length > 0 ? notInArray(offices.id, kept) : undefined);
  for (const [position, { id, ...fields }] of body.officeLocations.entries()) {
    if (id)
      await tx
        .update(offices)
        .set({ ...fields, position })
        .where(eq(offices.id, id));
    else await tx.insert(offices).values({ ...fields, position });
  }
  const after: Settings = await getSettings(tx, "default");
  return { before, after };
}
