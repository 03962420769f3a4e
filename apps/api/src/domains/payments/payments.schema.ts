import { paymentProviders, paymentStatuses, transactionTypes } from "@oja/contracts/payments";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Payments, transactions and loyalty points (docs/architecture.md §2, §5; docs/decisions/012). The order
// and user ids name rows of other domains without a foreign key (decision 008).

export const paymentStatus = pgEnum("payment_status", paymentStatuses);
export const transactionType = pgEnum("transaction_type", transactionTypes);

const createdAt = () => timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow();

/** One attempt to pay an order: a fresh reference each time. */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().notNull(),
    userId: uuid().notNull(),
    reference: text().notNull(),
    provider: text({ enum: paymentProviders }).notNull(),
    status: paymentStatus().notNull().default("PENDING"),
    /** What the provider was asked to charge: the order's total when the attempt began, kobo. */
    amountKobo: bigint({ mode: "number" }).notNull(),
    currency: text().notNull().default("NGN"),
    authorizationUrl: text(),
    /** Why the attempt failed or was not settled: declined, or the amount or currency did not match. */
    failureReason: text(),
    /** What the provider actually took, kobo, once the charge succeeded; null until then. */
    capturedKobo: bigint({ mode: "number" }),
    /** True for the one charge that paid its order; any other charge is returned. */
    paysOrder: boolean().notNull().default(false),
    /** The shop could not return a charge the order did not need: the owner refunds it by hand. */
    needsRefund: boolean().notNull().default(false),
    /** The provider's last verification, as it answered (for support and refunds). */
    providerAnswer: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    paidAt: timestamp({ withTimezone: true, mode: "string" }),
    /** When the reconciler last asked the provider about it. */
    lastCheckedAt: timestamp({ withTimezone: true, mode: "string" }),
  },
  (table) => [
    unique("payments_reference_unique").on(table.reference),
    index("payments_order_created_idx").on(table.orderId, table.createdAt),
    index("payments_user_created_idx").on(table.userId, table.createdAt),
    index("payments_status_created_idx").on(table.status, table.createdAt),
    check("payments_amount_positive", sql`${table.amountKobo} > 0`),
    // An order is paid by one charge: the net beneath the order's row lock in settlement.
    uniqueIndex("payments_one_per_order_paid").on(table.orderId).where(sql`${table.paysOrder}`),
  ],
);

/** docs/product.md §3 Transaction: one row per payment attempt (PAYMENT), refund (REFUND) or adjustment. */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    orderId: uuid(),
    paymentId: uuid().references(() => payments.id),
    reference: text().notNull(),
    type: transactionType().notNull(),
    /** Kobo; a refund is negative. */
    amountKobo: bigint({ mode: "number" }).notNull(),
    status: paymentStatus().notNull().default("PENDING"),
    description: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** A refund: the provider's id for it, once the provider has answered. */
    providerRefundId: text(),
    /** A refund: true when the shop returned a charge the order did not need, by itself. */
    automatic: boolean().notNull().default(false),
    /** A refund asked for from the admin area: the key that makes asking twice answer the first. */
    idempotencyKey: text(),
    /** A refund: when the reconciler last asked the provider about it. */
    lastCheckedAt: timestamp({ withTimezone: true, mode: "string" }),
  },
  (table) => [
    index("transactions_user_created_idx").on(table.userId, table.createdAt),
    index("transactions_payment_idx").on(table.paymentId),
    index("transactions_order_created_idx").on(table.orderId, table.createdAt),
    unique("transactions_order_idempotency_key_unique").on(table.orderId, table.idempotencyKey),
    unique("transactions_provider_refund_unique").on(table.providerRefundId),
    index("transactions_pending_refunds_idx")
      .on(table.createdAt)
      .where(sql`${table.type} = 'REFUND' and ${table.status} = 'PENDING'`),
  ],
);

/** Loyalty points earned by a paid order (docs/architecture.md §5): one row per settled payment, never two. */
export const loyaltyPoints = pgTable(
  "loyalty_points",
  {
    paymentId: uuid()
      .primaryKey()
      .references(() => payments.id),
    userId: uuid().notNull(),
    points: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("loyalty_points_user_idx").on(table.userId)],
);

/**
 * The sandbox provider's own record of the charges it was asked for and what the tester chose on its
 * page (docs/architecture.md §2): it stands for Paystack's books, so it lives in the database that every process shares.
 */
export const sandboxCharges = pgTable("sandbox_charges", {
  reference: text().primaryKey(),
  amountKobo: bigint({ mode: "number" }).notNull(),
  email: text().notNull(),
  /** null until the tester pays or declines; the first choice stands. */
  outcome: text({ enum: ["success", "failure"] }),
  createdAt: createdAt(),
  decidedAt: timestamp({ withTimezone: true, mode: "string" }),
});

/** The sandbox's refunds: pending when asked for, processed a second later (sandbox-provider.ts). */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text().primaryKey(),
    reference: text().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sandbox_refunds_reference_idx").on(table.reference)],
);
