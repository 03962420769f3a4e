import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every picture served under /uploads/ (docs/architecture.md §1 "Images"), keyed by its path there, when
 * the photos live in the database (no STORAGE_URL): so every process serves them and a dump carries them.
 */
export const storedPhotos = pgTable("stored_photos", {
  /** The path under /uploads/, e.g. `products/ikoyi-loafer-3f9a1c2b7e-800.webp`. */
  name: text().primaryKey(),
  contentType: text().notNull(),
  byteSize: integer().notNull(),
  /** SHA-256 of the bytes, in hex: the strong ETag the photo is served with. */
  sha256: text().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Photos the sweeper found unused, and since when; whichever store holds them. A photo goes only when
 * it is still unused a grace period after it was first found so (decision 038).
 */
export const unusedPhotos = pgTable("unused_photos", {
  name: text().primaryKey(),
  since: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
