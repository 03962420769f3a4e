import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// A shopper's delivery addresses (docs/product.md §3 Address, docs/architecture.md §2). The user id names a row of the
// accounts domain without a foreign key: a domain owns its tables (decision 008).

export const addresses = pgTable(
  "addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    fullName: text().notNull(),
    /** Digits only. */
    phone: text().notNull(),
    address1: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    country: text().notNull(),
    zipCode: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId, table.createdAt),
    // At most one default per shopper, whatever runs at once; the service keeps it at least one.
    uniqueIndex("addresses_one_default_per_user").on(table.userId).where(sql`${table.isDefault}`),
  ],
);
