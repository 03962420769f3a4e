import { defaultPricingRates } from "@oja/contracts/pricing";
import { date, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The company record; the shop reads the row with id `default`. */
export const settings = pgTable("settings", {
  id: text().primaryKey(),
  shopName: text().notNull(),
  ceoWelcomeMessageHtml: text().notNull(),
  aboutHtml: text().notNull(),
  facebookUrl: text().notNull(),
  youtubeUrl: text().notNull(),
  instagramUrl: text().notNull(),
  awardVideoUrl: text().notNull(),
  policiesEffectiveDate: date({ mode: "string" }).notNull(),
  /** Store-wide discount and VAT in basis points (1000 = 10%). */
  discountBasisPoints: integer().notNull().default(defaultPricingRates.discountBasisPoints),
  vatBasisPoints: integer().notNull().default(defaultPricingRates.vatBasisPoints),
  updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

export const offices = pgTable("offices", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  address1: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  country: text().notNull(),
  phoneNumber: text().notNull(),
  email: text().notNull(),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

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
