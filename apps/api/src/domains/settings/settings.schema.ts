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
