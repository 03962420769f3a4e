import { type AdminOrderListQuery, notAMoveMessage, type OrderStatusBody } from "@oja/contracts/admin-orders";
import { moveStart, notAMoveForMethodMessage, type Order, orderNotFoundMessage } from "@oja/contracts/orders";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http/problem.ts";
import { customerContacts, customersMatching } from "../accounts/accounts.service.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { cancelPending } from "./order-cancellation.ts";
import { moveEmail } from "./order-emails.ts";
import { recordSteps } from "./order-events.ts";
import {
  type LatestPayments,
  linesOf,
  type OrderRow,
  type OrderSettings,
  ordersPage,
  shopForEmail,
  withLines,
} from "./order-rows.ts";
import { orders } from "./orders.schema.ts";

// Orders as the owner's admin area sees and moves them (docs/architecture.md §8): every order, any one
// order, and the moves of packages/contracts' `nextOrderStatuses`, each by an update conditioned on the
// status the move starts from and the delivery methods it fits.

export interface OrderMove {
  before: OrderRow;
  after: OrderRow;
}

/**
 * Moves an order as the admin area asks, by an update conditioned on the status the move starts from
 * and on the delivery methods it fits (home delivery PROCESSING → SHIPPED → DELIVERED, pickup
 * PROCESSING → READY_FOR_PICKUP → COLLECTED; CANCELLED for an unpaid PENDING order, its stock back),
 * inside the caller's transaction, with its step and the customer's e-mail. 404 unknown, 409 any other
 * move (docs/decisions/033-pickup-has-its-own-path.md).
 */
export async function moveOrder(
  tx: Database,
  orderId: string,
  body: OrderStatusBody,
  settings: OrderSettings,
): Promise<OrderMove> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!before) throw notFound(orderNotFoundMessage);
  if (body.status === "CANCELLED") {
    const [cancelled] = await cancelPending(tx, eq(orders.id, orderId), "shop", settings);
    if (!cancelled) throw conflict(notAMoveMessage(before.status, body.status));
    return { before, after: cancelled };
  }
  const start = moveStart(body.status);
  const [after] = await tx
    .update(orders)
    .set({ status: body.status, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, start.status),
        inArray(orders.deliveryMethod, start.methods),
      ),
    )
    .returning();
  if (!after) {
    throw conflict(
      start.methods.includes(before.deliveryMethod)
        ? notAMoveMessage(before.status, body.status)
        : notAMoveForMethodMessage(before.deliveryMethod, body.status),
    );
  }
  const note = body.note || null;
  await recordSteps(tx, [after], "owner", note);
  const [lines, contacts, shop] = await Promise.all([
    linesOf(tx, [orderId]).then((byOrder) => byOrder.get(orderId) ?? []),
    customerContacts(tx, [after.userId]),
    shopForEmail(tx, settings),
  ]);
  const contact = contacts.get(after.userId);
  if (contact) {
    const email = moveEmail(body.status, { ...after, lines }, contact.firstName, shop, note);
    await queueEmail(tx, { ...email, kind: `order-${body.status.toLowerCase()}`, to: contact.email });
  }
  return { before, after };
}

/** Every order, newest first, by status and by a search of the number or the customer's name or e-mail. */
export async function listAllOrders(db: Database, query: AdminOrderListQuery, latest: LatestPayments) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.search) {
    const words = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const customers = await customersMatching(db, words);
    const matches = or(
      sql`position(${query.search.toUpperCase()} in ${orders.orderNumber}) > 0`,
      customers.length > 0 ? inArray(orders.userId, customers) : undefined,
    );
    if (matches) filters.push(matches);
  }
  const { rows, pagination } = await ordersPage(db, filters.length > 0 ? and(...filters) : undefined, query);
  return { orders: await withLines(db, rows, latest), owners: rows.map((row) => row.userId), pagination };
}

/** Any order by its id, for the admin area; 404 when there is none. Answers its owner too. */
export async function anyOrder(
  db: Database,
  orderId: string,
  latest: LatestPayments,
): Promise<{ order: Order; userId: string }> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(orderNotFoundMessage);
  const [order] = await withLines(db, [row], latest);
  if (!order) throw notFound(orderNotFoundMessage);
  return { order, userId: row.userId };
}
