import { notCancellableMessage, type Order } from "@oja/contracts/orders";
import { and, asc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict } from "../../http/problem.ts";
import { ordersCancelled } from "../../metrics/shop-metrics.ts";
import { customerContacts } from "../accounts/accounts.service.ts";
import { returnStock } from "../catalog/stock-moves.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { releasePromoCode } from "../promotions/promo-codes.service.ts";
import { orderCancelledEmail } from "./order-emails.ts";
import { recordSteps } from "./order-events.ts";
import { getOrder } from "./order-queries.ts";
import { linesOf, type OrderRow, type OrderSettings, ownOrder, shopForEmail } from "./order-rows.ts";
import { orders } from "./orders.schema.ts";

// Cancelling orders (docs/product.md §4; docs/decisions/011-orders-and-stock.md): by the shopper, by the
// sweeper of unpaid orders and by the admin area, always by an update conditioned on the order still
// being PENDING, so that of a cancel and a payment only one wins.

const cancellers = { shopper: "shopper", unpaid: "sweeper", shop: "owner" } as const;

/**
 * Cancels PENDING orders, by one update conditioned on the status (so a shopper, the sweeper and a
 * payment cannot both win: settlement locks the order's row and moves it out of PENDING by the same
 * condition), returns their stock to each line's variant and their promo code's use, cancels their open payment attempts
 * (through `settings.payments`, under the row locks the update took) and queues the "order cancelled"
 * e-mails, inside the caller's transaction. Returns the orders it cancelled; the caller tells the
 * catalog of the stock returned once its transaction has committed.
 */
export async function cancelPending(
  tx: Database,
  where: SQL | undefined,
  reason: "shopper" | "unpaid" | "shop",
  settings: OrderSettings,
): Promise<OrderRow[]> {
  const cancelled = await tx
    .update(orders)
    .set({ status: "CANCELLED", cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.status, "PENDING"), where))
    .returning();
  if (cancelled.length === 0) return [];
  await recordSteps(tx, cancelled, cancellers[reason]);
  const ids = cancelled.map((row) => row.id);
  const lines = await linesOf(tx, ids);
  await returnStock(tx, [...lines.values()].flat());
  await settings.payments.cancelOpenAttempts(tx, ids);
  for (const order of cancelled) {
    if (order.promoCode) await releasePromoCode(tx, order.promoCode);
  }
  const [contacts, shop] = await Promise.all([
    customerContacts(
      tx,
      cancelled.map((row) => row.userId),
    ),
    shopForEmail(tx, settings),
  ]);
  for (const order of cancelled) {
    const contact = contacts.get(order.userId);
    if (!contact) continue;
    const email = orderCancelledEmail(
      { ...order, lines: lines.get(order.id) ?? [] },
      contact.firstName,
      shop,
      reason,
    );
    await queueEmail(tx, { ...email, kind: "order-cancelled", to: contact.email });
  }
  return cancelled;
}

/** The shopper cancels an unpaid PENDING order: its stock returns and the "order cancelled" e-mail goes. */
export async function cancelOrder(
  db: Database,
  userId: string,
  orderId: string,
  settings: OrderSettings,
): Promise<Order> {
  const existing = await ownOrder(db, userId, orderId);
  const cancelled = await db.transaction((tx) =>
    cancelPending(tx, and(eq(orders.id, existing.id), eq(orders.userId, userId)), "shopper", settings),
  );
  if (cancelled.length === 0) throw conflict(notCancellableMessage);
  ordersCancelled.inc({ by: "shopper" });
  await settings.catalogChanged();
  return getOrder(db, userId, orderId, settings.payments.latest);
}

/**
 * Cancels up to `batchSize` orders left unpaid longer than the setting, oldest first. The rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several API processes may sweep at once without touching
 * the same order; the status condition of the update keeps a shopper's cancel or a payment that got
 * there first. Returns how many it cancelled.
 */
export async function cancelUnpaidOrders(
  db: Database,
  settings: OrderSettings,
  batchSize = 50,
): Promise<number> {
  const cancelled = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, "PENDING"),
          lt(orders.createdAt, sql`now() - make_interval(secs => ${settings.unpaidOrderHours * 3600})`),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const cancelled = await cancelPending(
      tx,
      inArray(
        orders.id,
        due.map((row) => row.id),
      ),
      "unpaid",
      settings,
    );
    return cancelled.length;
  });
  if (cancelled > 0) {
    ordersCancelled.inc({ by: "sweeper" }, cancelled);
    await settings.catalogChanged();
  }
  return cancelled;
}
