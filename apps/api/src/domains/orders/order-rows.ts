import { paginate } from "@oja/contracts/api";
import { koboToNaira } from "@oja/contracts/money";
import {
  type Order,
  type OrderMoneyMove,
  type OrderPayment,
  type OrderStep,
  orderNotFoundMessage,
} from "@oja/contracts/orders";
import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { forbidden, notFound } from "../../http/problem.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { shopName } from "../settings/settings.service.ts";
import type { ShopForEmail } from "./order-emails.ts";
import { stepsOf } from "./order-events.ts";
import { orderLines, orders } from "./orders.schema.ts";

// What the orders domain's files share (docs/architecture.md §2, §5): the order as the shopper sees it,
// made from its row and lines, and what the domain is told by the app: the shop's address and hours,
// whom to tell of stock it moves, and the payments' part of an order.

export const otherShopperOrderMessage = "You can only see or change your own orders.";

/** An order's money as the payments domain answers it: every attempt and refund, oldest first. */
export interface PaymentsOfOrder {
  /** The latest attempt, as the order shows it (docs/product.md §3 Order payment). */
  latest: NonNullable<OrderPayment>;
  payments: OrderMoneyMove[];
  refunds: OrderMoneyMove[];
  /** Kobo refunded, refunds done or on their way. */
  refundedKobo: number;
}

/**
 * Each order's payments by order id, for the orders that have any: the latest attempt and, for the
 * order's story, every attempt and refund (docs/decisions/033-pickup-has-its-own-path.md).
 */
export type LatestPayments = (
  db: Database,
  orderIds: readonly string[],
) => Promise<Map<string, PaymentsOfOrder>>;

/**
 * What orders need of the payments domain. Payments sit above orders and import them (decision 024), so
 * orders never import payments: the app passes the payments domain's own functions in.
 */
export interface PaymentsOfOrders {
  latest: LatestPayments;
  /**
   * Cancels the open payment attempts of orders being cancelled, inside the cancelling transaction,
   * which holds the orders' row locks (decision 023).
   */
  cancelOpenAttempts: (tx: Database, orderIds: readonly string[]) => Promise<void>;
}

/** What the orders domain needs to know about the shop for its e-mails, whom to tell of stock it moves, and payments. */
export interface OrderSettings {
  publicUrl: string;
  unpaidOrderHours: number;
  catalogChanged: CatalogChanged;
  payments: PaymentsOfOrders;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A line as the order shows it: its row, or the values just written for it. */
type LineShown = Omit<OrderLineRow, "id">;

function toOrder(
  row: OrderRow,
  lines: readonly LineShown[],
  money: PaymentsOfOrder | undefined,
  timeline: OrderStep[],
): Order {
  const refundedKobo = money?.refundedKobo ?? 0;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    deliveryMethod: row.deliveryMethod,
    items: lines.map((line) => ({
      product: {
        id: line.productId,
        slug: line.productSlug,
        name: line.productName,
        images: line.productImages,
        vendorId: line.vendorId,
      },
      price: koboToNaira(line.unitPriceKobo),
      quantity: line.quantity,
      size: line.size,
      color: line.colour,
      sku: line.sku,
    })),
    subtotal: koboToNaira(row.subtotalKobo),
    discount: koboToNaira(row.discountKobo),
    promoDiscount: koboToNaira(row.promoDiscountKobo),
    vat: koboToNaira(row.vatKobo),
    total: koboToNaira(row.totalKobo),
    promoCode: row.promoCode,
    address: row.address ?? null,
    pickup: row.pickup ?? null,
    payment: money?.latest ?? null,
    timeline,
    trackingNote: timeline.findLast((step) => step.note !== null)?.note ?? null,
    payments: money?.payments ?? [],
    refunds: money?.refunds ?? [],
    refunded: koboToNaira(refundedKobo),
    totalAfterRefunds: koboToNaira(row.totalKobo - refundedKobo),
  };
}

/** An order just placed, from the rows its transaction wrote: no payment has been made for it yet. */
export function placedOrder(row: OrderRow, lines: readonly LineShown[], timeline: OrderStep[]): Order {
  return toOrder(
    row,
    [...lines].sort((a, b) => a.position - b.position),
    undefined,
    timeline,
  );
}

export async function linesOf(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The orders as the shopper sees them: their lines, their steps, and their payments as `latest` answers them. */
export async function withLines(db: Database, rows: OrderRow[], latest: LatestPayments): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, payments, steps] = await Promise.all([linesOf(db, ids), latest(db, ids), stepsOf(db, ids)]);
  return rows.map((row) =>
    toOrder(row, lines.get(row.id) ?? [], payments.get(row.id), steps.get(row.id) ?? []),
  );
}

/** One page of the orders that `where` picks, newest first, and how many there are in all. */
export async function ordersPage(
  db: Database,
  where: SQL | undefined,
  query: { page: number; limit: number },
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, pagination: paginate(query.page, query.limit, totals?.total ?? 0) };
}

/** The order with this id, 404 when there is none and 403 when it is another shopper's. */
export async function ownOrder(db: Database, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(orderNotFoundMessage);
  if (row.userId !== userId) throw forbidden(otherShopperOrderMessage);
  return row;
}

export async function shopForEmail(db: Database, settings: OrderSettings): Promise<ShopForEmail> {
  return shopNamed(await shopName(db), settings);
}

/** The shop as its e-mails name it, its name read already. */
export function shopNamed(name: string, settings: OrderSettings): ShopForEmail {
  return { name, publicUrl: settings.publicUrl, unpaidOrderHours: settings.unpaidOrderHours };
}
