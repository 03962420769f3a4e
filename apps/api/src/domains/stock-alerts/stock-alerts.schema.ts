import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Back in stock (docs/decisions/032-back-in-stock.md): a shopper's or a visitor's wish to be told once
// when a sold-out size and colour of a product returns. The variant, product and user ids name rows of
// other domains (catalog, accounts) without a foreign key (decision 010).

export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    variantId: uuid().notNull(),
    productId: uuid().notNull(),
    /** Lower-case, as the e-mail rule writes it. */
    email: text().notNull(),
    /** The signed-in shopper who asked; null for a visitor. */
    userId: uuid(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** When the restock claimed it and queued its e-mail; null while it waits. */
    notifiedAt: timestamp({ withTimezone: true, mode: "string" }),
  },
  (table) => [
    // Asking twice before the restock is one alert; once told, the shopper may ask again.
    uniqueIndex("stock_alerts_one_waiting_per_email")
      .on(table.variantId, table.email)
      .where(sql`${table.notifiedAt} is null`),
  ],
);
