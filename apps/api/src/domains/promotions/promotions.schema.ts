import { promoCodeKinds } from "@oja/contracts/payments";
import { sql } from "drizzle-orm";
import { bigint, check, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

// Promo codes (docs/architecture.md §3, §5; docs/decisions/012-payments-and-settlement.md). An order names
// its code by the code itself, without a foreign key (decision 008).

export const promoCodeKind = pgEnum("promo_code_kind", promoCodeKinds);

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Upper case; shoppers may type it in any case. */
    code: text().notNull(),
    kind: promoCodeKind().notNull(),
    /** PERCENTAGE: basis points of the discounted subtotal (1500 = 15%); FIXED: kobo. */
    value: bigint({ mode: "number" }).notNull(),
    minimumOrderKobo: bigint({ mode: "number" }).notNull().default(0),
    /** How many orders may carry the code at once, over the whole shop; null for no limit. */
    usageLimit: integer(),
    used: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: "string" }),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    unique("promo_codes_code_unique").on(table.code),
    check("promo_codes_value_positive", sql`${table.value} > 0`),
    // The net beneath the conditional update that counts a use.
    check(
      "promo_codes_used_within_limit",
      sql`${table.used} >= 0 and (${table.usageLimit} is null or ${table.used} <= ${table.usageLimit})`,
    ),
  ],
);
