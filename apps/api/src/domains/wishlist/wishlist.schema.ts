import { pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";

// A shopper's wishlist: one row per product kept. The user and product ids name rows of other domains
// (accounts, catalog) without a foreign key: the wishlist asks the catalog's service about its products
// (docs/decisions/010-cart-and-wishlist.md).

export const wishlistEntries = pgTable(
  "wishlist_entries",
  {
    userId: uuid().notNull(),
    productId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  // Adding a product twice keeps one entry.
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);
