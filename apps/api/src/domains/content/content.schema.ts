import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
// The one foreign key between two domains (decision 008 leaves them out): a message keeps the office it
// was sent to, emptied when the office is removed. It was made before the settings had a domain of their
// own, and dropping it would be a migration for nothing the shop can see (decision 028).
// biome-ignore lint/style/noRestrictedImports: the foreign key names the offices' table; nothing here queries it
import { offices } from "../settings/settings.schema.ts";

/** A message from the contact form, kept beside the e-mail that carries it to the office. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  phoneNumber: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  /** The office it was sent to; none when the shop had no office on record. */
  officeId: uuid().references(() => offices.id, { onDelete: "set null" }),
  createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  /** When someone in the admin area marked it handled; null while it waits for an answer. */
  handledAt: timestamp({ withTimezone: true, mode: "string" }),
});

/** The newsletter list: one row per e-mail address (stored lower-cased). */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
