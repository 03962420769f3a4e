import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories } from "./catalog.schema.ts";

/**
 * A category's size guide (docs/decisions/031-size-guides.md): one titled table per category, as the
 * owner wrote it. Its shape is checked by the contracts' schema before it is written.
 */
export const sizeGuides = pgTable("size_guides", {
  categoryId: uuid()
    .primaryKey()
    .references(() => categories.id, { onDelete: "cascade" }),
  title: text().notNull(),
  columns: text().array().notNull(),
  /** One array of cells per row, as many cells as there are columns. */
  rows: jsonb().$type<string[][]>().notNull(),
  note: text().notNull().default(""),
  updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
