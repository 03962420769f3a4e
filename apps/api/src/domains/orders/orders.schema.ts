import { deliveryMethods, type OrderPickup, orderStatuses } from "@oja/contracts/orders";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

// Orders and their lines (docs/architecture.md §2, §5). The user, product and address ids name rows of other
// domains without a foreign key (decision 008); what the order must keep is copied onto it when it is
// made: the product's name, price, size and colour, the delivery address or the showroom.

export const orderStatus = pgEnum("order_status", orderStatuses);
export const deliveryMethod = pgEnum("delivery_method", deliveryMethods);

/** Gives order numbers: OJ-100001, OJ-100002 … (a number taken by a rolled-back order is skipped). */
export const orderNumbers = pgSequence("order_numbers", { startWith: 100001 });

/** The delivery address as it was when the order was made. */
export interface AddressCopy {
  id: string;
  fullName: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  country: string;
  zipCode: string | null;
}

/** The showroom a pickup order is collected from, as it was when the order was made. */
export type ShowroomCopy = OrderPickup;

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: text().notNull().default(sql`('OJ-' || nextval('order_numbers'))`),
    userId: uuid().notNull(),
    status: orderStatus().notNull().default("PENDING"),
    deliveryMethod: deliveryMethod().notNull(),
    /** The five figures of the one quote, kobo. */
    subtotalKobo: bigint({ mode: "number" }).notNull().default(0),
    discountKobo: bigint({ mode: "number" }).notNull().default(0),
    promoDiscountKobo: bigint({ mode: "number" }).notNull().default(0),
    vatKobo: bigint({ mode: "number" }).notNull().default(0),
    totalKobo: bigint({ mode: "number" }).notNull().default(0),
    promoCode: text(),
    address: jsonb().$type<AddressCopy>(),
    pickup: jsonb().$type<ShowroomCopy>(),
    /** The client's Idempotency-Key, and a digest of the request it came with. */
    idempotencyKey: text(),
    requestDigest: text(),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true, mode: "string" }),
  },
  (table) => [
    // One order per shopper and key, however many requests carry it at once: the last line of defence.
    unique("orders_order_number_unique").on(table.orderNumber),
    unique("orders_one_per_idempotency_key").on(table.userId, table.idempotencyKey),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    index("orders_status_created_idx").on(table.status, table.createdAt),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    productId: uuid().notNull(),
    productSlug: text().notNull(),
    productName: text().notNull(),
    productImages: text().array().notNull().default(sql`'{}'::text[]`),
    vendorId: text().notNull(),
    /** The product's list price when the order was made. */
    unitPriceKobo: bigint({ mode: "number" }).notNull(),
    quantity: integer().notNull(),
    size: text().notNull(),
    colour: text().notNull(),
    /** The variant its stock was taken from, and its SKU then; null on orders made before variants. */
    variantId: uuid(),
    sku: text(),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId, table.position),
    check("order_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

/** Who moved an order: the shopper, the owner in the admin area, a settled payment, or the unpaid-order sweeper. */
export const orderActors = ["shopper", "owner", "payment", "sweeper"] as const;
export type OrderActor = (typeof orderActors)[number];

/**
 * Every status an order moved to, when and by whom, with the note the shopper was told (the tracking
 * note): written in the transaction of the move itself (docs/decisions/033-pickup-has-its-own-path.md).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: orderStatus().notNull(),
    note: text(),
    /** Null on steps written back for orders made before events were kept, where it is not known. */
    actor: text({ enum: orderActors }),
    at: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_at_idx").on(table.orderId, table.at)],
);
