import { koboToNaira } from "@oja/contracts/money";
import { type Order, type OrderListQuery, orderNotFoundMessage, orderStatuses } from "@oja/contracts/orders";
import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import { type LatestPayments, ordersPage, ownOrder, withLines } from "./order-rows.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Reading orders (docs/product.md §2 Orders, §3 Order): the shopper's list and one order, their
// dashboard's glance, and the counts other domains show. An order is shown with its latest payment,
// which `latest` answers for the payments domain (decision 024).

export async function getOrder(
  db: Database,
  userId: string,
  orderId: string,
  latest: LatestPayments,
): Promise<Order> {
  const [order] = await withLines(db, [await ownOrder(db, userId, orderId)], latest);
  if (!order) throw notFound(orderNotFoundMessage);
  return order;
}

/** The shopper's orders, newest first, by status and by a search of the order number or id. */
export async function listOrders(
  db: Database,
  userId: string,
  query: OrderListQuery,
  latest: LatestPayments,
) {
  const filters: SQL[] = [eq(orders.userId, userId)];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.search) {
    const search = query.search;
    const matches = or(
      sql`position(${search.toUpperCase()} in ${orders.orderNumber}) > 0`,
      sql`starts_with(${orders.id}::text, ${search.toLowerCase()})`,
    );
    if (matches) filters.push(matches);
  }
  const { rows, pagination } = await ordersPage(db, and(...filters), query);
  return { data: await withLines(db, rows, latest), pagination };
}

/** Each order's number and status, by id (for the transactions' history). */
export async function orderStatusesOf(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, { id: string; orderNumber: string; status: Order["status"] }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The shopper's orders at a glance (the dashboard): how many, how many PENDING, and the newest. */
export async function ordersAtAGlance(db: Database, userId: string, newest: number) {
  const pieces = db
    .select({
      orderId: orderLines.orderId,
      pieces: sql<number>`sum(${orderLines.quantity})`.mapWith(Number).as("pieces"),
    })
    .from(orderLines)
    .groupBy(orderLines.orderId)
    .as("pieces");
  const [[counts], recent] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'PENDING')`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        totalKobo: orders.totalKobo,
        status: orders.status,
        items: pieces.pieces,
      })
      .from(orders)
      .leftJoin(pieces, eq(pieces.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(newest),
  ]);
  return {
    total: counts?.total ?? 0,
    pending: counts?.pending ?? 0,
    recent: recent.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      date: new Date(order.createdAt).toISOString(),
      items: order.items ?? 0,
      total: koboToNaira(order.totalKobo),
      status: order.status,
    })),
  };
}

/** The products the shopper has ordered and not cancelled, for recommendations to leave out. */
export async function productsOrderedBy(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.status, "CANCELLED")));
  return rows.map((row) => row.productId);
}

/** How many orders each of these customers has placed, whatever their status, by user id. */
export async function orderCountsOf(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, total: count() })
    .from(orders)
    .where(inArray(orders.userId, [...new Set(userIds)]))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, row.total]));
}

/** How many orders the shop has in each status, every status named (zero when none is). */
export async function orderCountsByStatus(
  db: Database,
): Promise<{ status: Order["status"]; count: number }[]> {
  const rows = await db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status);
  const counted = new Map(rows.map((row) => [row.status, row.total]));
  return orderStatuses.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}
