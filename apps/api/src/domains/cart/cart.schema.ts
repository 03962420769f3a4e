import { cartLineMaxQuantity } from "@oja/contracts/cart";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

// A shopper's cart: one row per shopper, and its lines. The user and product ids name rows of other
// domains (accounts, catalog) without a foreign key: a domain owns its tables, and the cart asks the
// catalog's service about its products (docs/decisions/010-cart-and-wishlist.md).

/**
 * One per shopper, made on the first add. Every change to a cart first takes this row's lock, so the
 * changes of one shopper's cart happen one after another, even across API processes.
 */
export const carts = pgTable("carts", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/** One product in one size and colour: adding the same again adds to its quantity (the unique key). */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid().notNull(),
    /** The product's variant in that size and colour (docs/decisions/029-variants.md). */
    variantId: uuid().notNull(),
    /** The product's own spelling of the size and colour chosen. */
    size: text().notNull(),
    colour: text().notNull(),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    unique("cart_lines_one_per_choice").on(table.cartId, table.productId, table.size, table.colour),
    check(
      "cart_lines_quantity_range",
      sql`${table.quantity} between 1 and ${sql.raw(String(cartLineMaxQuantity))}`,
    ),
  ],
);
