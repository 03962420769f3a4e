import { createHash } from "node:crypto";
import { type AdminOrderListQuery, notAMoveMessage, type OrderStatusBody } from "@oja/contracts/admin-orders";
import { paginate } from "@oja/contracts/api";
import { cartLineProblem } from "@oja/contracts/cart";
import { koboToNaira } from "@oja/contracts/money";
import {
  type CreateOrderBody,
  emptyCartMessage,
  idempotencyKeyReusedMessage,
  noShowroomMessage,
  notCancellableMessage,
  type Order,
  type OrderListQuery,
  orderNotFoundMessage,
  orderStatuses,
  promoRefusedMessage,
} from "@oja/contracts/orders";
import { orderQuote, type PromoDeduction, quote } from "@oja/contracts/pricing";
import { and, asc, count, desc, eq, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, notFound, Problem } from "../../http/problem.ts";
import { type CustomerContact, customerContacts, customersMatching } from "../accounts/accounts.service.ts";
import { addressForOrder } from "../addresses/addresses.service.ts";
import { emptyCart, lockCartForOrder } from "../cart/cart.service.ts";
import { cartProducts, returnStock, takeStock } from "../catalog/catalog.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { pricingRates, shopName, showroom } from "../content/content.service.ts";
import { queueEmail } from "../mail/mail.service.ts";
import {
  cancelOpenAttempts,
  claimPromoCodeUse,
  latestPayments,
  releasePromoCode,
} from "../payments/order-payments.ts";
import {
  orderCancelledEmail,
  orderDeliveredEmail,
  orderPlacedEmail,
  orderShippedEmail,
  orderUpdatedEmail,
  paymentReceivedEmail,
  refundEmail,
  type ShopForEmail,
} from "./order-emails.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Orders (docs/architecture.md §2, §5; docs/decisions/011-orders-and-stock.md). Placing an order is one transaction:
// the order row first (the Idempotency-Key's unique constraint is the claim), then the cart under its
// row lock, the stock by updates conditioned on enough of it, the lines, the emptied cart and the
// "order placed" e-mail. Cancelling is an update conditioned on the order still being PENDING.

export const otherShopperOrderMessage = "You can only see or change your own orders.";

/** What the orders domain needs to know about the shop for its e-mails, and whom to tell of stock it moves. */
export interface OrderSettings {
  publicUrl: string;
  unpaidOrderHours: number;
  catalogChanged: CatalogChanged;
}

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

function toOrder(row: OrderRow, lines: OrderLineRow[], payment: Order["payment"]): Order {
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
    })),
    subtotal: koboToNaira(row.subtotalKobo),
    discount: koboToNaira(row.discountKobo),
    promoDiscount: koboToNaira(row.promoDiscountKobo),
    vat: koboToNaira(row.vatKobo),
    total: koboToNaira(row.totalKobo),
    promoCode: row.promoCode,
    address: row.address ?? null,
    pickup: row.pickup ?? null,
    payment,
  };
}

async function linesOf(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
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

async function withLines(db: Database, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, payments] = await Promise.all([linesOf(db, ids), latestPayments(db, ids)]);
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], payments.get(row.id) ?? null));
}

/** One page of the orders that `where` picks, newest first, and how many there are in all. */
async function ordersPage(db: Database, where: SQL | undefined, query: { page: number; limit: number }) {
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
async function ownOrder(db: Database, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(orderNotFoundMessage);
  if (row.userId !== userId) throw forbidden(otherShopperOrderMessage);
  return row;
}

export async function getOrder(db: Database, userId: string, orderId: string): Promise<Order> {
  const [order] = await withLines(db, [await ownOrder(db, userId, orderId)]);
  if (!order) throw notFound(orderNotFoundMessage);
  return order;
}

/** The shopper's orders, newest first, by status and by a search of the order number or id. */
export async function listOrders(db: Database, userId: string, query: OrderListQuery) {
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
  return { data: await withLines(db, rows), pagination };
}

/** What a repeated request must match to be the same request: the delivery choice and address. */
function digestOf(body: CreateOrderBody): string {
  const same = { pickupAt: body.pickupAt, addressId: body.pickupAt === "ship" ? body.addressId : null };
  return createHash("sha256").update(JSON.stringify(same)).digest("hex");
}

async function shopForEmail(db: Database, settings: OrderSettings): Promise<ShopForEmail> {
  return {
    name: await shopName(db),
    publicUrl: settings.publicUrl,
    unpaidOrderHours: settings.unpaidOrderHours,
  };
}

function unitsPerProduct(lines: readonly { productId: string; quantity: number }[]) {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  // Rows are locked in one order by every transaction that takes or returns stock, so two orders
  // sharing products wait for each other instead of deadlocking.
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export interface PlacedOrder {
  order: Order;
  /** True when the Idempotency-Key named an order placed before: this is that order. */
  replayed: boolean;
}

/**
 * Turns the shopper's cart into a PENDING order, in one transaction: all of it or none of it. 409 for
 * an empty cart, a line that cannot be ordered as it is (sold out, too few left, size or colour no
 * longer made) or stock taken by someone else meanwhile; 404/403 for an address that is not the
 * shopper's. With an Idempotency-Key, a repeated request answers the first order; the same key with
 * another body is refused (422).
 */
export async function placeOrder(
  db: Database,
  customer: { id: string } & CustomerContact,
  body: CreateOrderBody,
  idempotencyKey: string | undefined,
  settings: OrderSettings,
): Promise<PlacedOrder> {
  const userId = customer.id;
  const digest = digestOf(body);
  const placedId = await db.transaction(async (tx) => {
    // The claim comes first. Another request with the same key waits here until this transaction
    // ends, then finds the order (or, if this one rolled back, places its own).
    const [claimed] = await tx
      .insert(orders)
      .values({
        userId,
        deliveryMethod: body.pickupAt,
        idempotencyKey: idempotencyKey ?? null,
        requestDigest: digest,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning({ id: orders.id });
    if (!claimed) return undefined;

    const lines = await lockCartForOrder(tx, userId);
    if (lines.length === 0) throw conflict(emptyCartMessage);
    const products = await cartProducts(
      tx,
      lines.map((line) => line.productId),
    );
    const units = unitsPerProduct(lines);
    const unitsOf = new Map(units);
    const priced = lines.map((line) => {
      const product = products.get(line.productId);
      if (!product) {
        throw conflict(
          "An item in your cart is no longer sold. Please remove it from your cart to check out.",
        );
      }
      const problem = cartLineProblem(product, {
        size: line.size,
        colour: line.colour,
        productQuantity: unitsOf.get(line.productId) ?? line.quantity,
      });
      if (problem) throw conflict(`${product.name}: ${problem}`);
      return { line, product };
    });

    const delivery =
      body.pickupAt === "ship"
        ? { address: await addressForOrder(tx, userId, body.addressId ?? ""), pickup: null }
        : { address: null, pickup: await showroom(tx) };
    if (body.pickupAt === "pickup" && !delivery.pickup) throw conflict(noShowroomMessage);

    for (const [productId, quantity] of units) {
      if (!(await takeStock(tx, productId, quantity))) {
        const name = products.get(productId)?.name ?? "item";
        throw conflict(
          `Sorry, the ${name} sold out while you were checking out: there are no longer ${quantity} left. ` +
            "Please change your cart and try again.",
        );
      }
    }

    const pricedLines = priced.map(({ line, product }) => ({
      unitPriceKobo: product.priceKobo,
      quantity: line.quantity,
    }));
    const rates = await pricingRates(tx);
    // A promo code chosen at checkout is part of placing the order: counted here, in this transaction,
    // so the order and its "order placed" e-mail carry its figures; a code refused now refuses the order.
    const before = quote(pricedLines, rates);
    const deduction = body.promoCode
      ? await claimPromoCodeUse(tx, body.promoCode, {
          subtotalKobo: before.subtotal,
          discountKobo: before.discount,
        }).catch((error: unknown) => {
          if (!(error instanceof Problem)) throw error;
          throw conflict(promoRefusedMessage(body.promoCode ?? "", error.message));
        })
      : null;
    const figures = orderQuote(pricedLines, rates, deduction);
    await tx.insert(orderLines).values(
      priced.map(({ line, product }, position) => ({
        orderId: claimed.id,
        position,
        productId: product.id,
        productSlug: product.slug,
        productName: product.name,
        productImages: product.images,
        vendorId: product.vendorId,
        unitPriceKobo: product.priceKobo,
        quantity: line.quantity,
        size: line.size,
        colour: line.colour,
      })),
    );
    const address = delivery.address
      ? (({ isDefault: _default, createdAt: _created, ...copy }) => copy)(delivery.address)
      : null;
    const pickup = delivery.pickup ? (({ id: _id, ...copy }) => copy)(delivery.pickup) : null;
    const [order] = await tx
      .update(orders)
      .set({
        subtotalKobo: figures.subtotal,
        discountKobo: figures.discount,
        promoDiscountKobo: figures.promoDiscount,
        promoCode: body.promoCode,
        vatKobo: figures.vat,
        totalKobo: figures.total,
        address,
        pickup,
      })
      .where(eq(orders.id, claimed.id))
      .returning();
    if (!order) throw new Error("the order just made was not found");

    await emptyCart(tx, userId);
    const email = orderPlacedEmail(
      {
        ...order,
        lines: priced.map(({ line, product }) => ({
          productName: product.name,
          size: line.size,
          colour: line.colour,
          quantity: line.quantity,
          unitPriceKobo: product.priceKobo,
        })),
      },
      customer.firstName,
      await shopForEmail(tx, settings),
    );
    await queueEmail(tx, { ...email, kind: "order-placed", to: customer.email });
    return order.id;
  });

  if (placedId) {
    await settings.catalogChanged();
    return { order: await getOrder(db, userId, placedId), replayed: false };
  }
  // The key was used before: the same request answers its order; another request is refused.
  const [first] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey ?? "")));
  if (!first) throw new Error("an order claimed by its Idempotency-Key was not found");
  if (first.requestDigest !== digest) throw new Problem(422, idempotencyKeyReusedMessage);
  return { order: await getOrder(db, userId, first.id), replayed: true };
}

/**
 * Cancels PENDING orders, by one update conditioned on the status (so a shopper, the sweeper and a
 * payment cannot both win: settlement locks the order's row and moves it out of PENDING by the same
 * condition), returns their stock and their promo code's use, cancels their open payment attempts and
 * queues the "order cancelled" e-mails, inside the caller's transaction. Returns the orders it
 * cancelled; the caller tells the catalog of the stock returned once its transaction has committed.
 */
async function cancelPending(
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
  const ids = cancelled.map((row) => row.id);
  const lines = await linesOf(tx, ids);
  for (const [productId, quantity] of unitsPerProduct([...lines.values()].flat())) {
    await returnStock(tx, productId, quantity);
  }
  await cancelOpenAttempts(tx, ids, "order-cancelled");
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
  await settings.catalogChanged();
  return getOrder(db, userId, orderId);
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
  if (cancelled > 0) await settings.catalogChanged();
  return cancelled;
}

/** What payments need to know of an order the shopper wants to pay. */
export interface OrderToPay {
  id: string;
  userId: string;
  orderNumber: string;
  status: Order["status"];
  totalKobo: number;
}

/** The shopper's order, for a payment: 404 when there is none, 403 when it is another shopper's. */
export async function orderToPay(db: Database, userId: string, orderId: string): Promise<OrderToPay> {
  const { id, orderNumber, status, totalKobo } = await ownOrder(db, userId, orderId);
  return { id, userId, orderNumber, status, totalKobo };
}

/** What settlement needs of the order a charge is for, read under the order's row lock. */
export interface OrderForPayment {
  status: Order["status"];
  totalKobo: number;
  userId: string;
}

/**
 * Locks the order's row for the rest of the settling transaction: the lock that cancelling and applying
 * a promo code take first too, so of a charge and a change to the order, one waits for the other and
 * then sees what it did.
 */
export async function lockOrderForPayment(tx: Database, orderId: string): Promise<OrderForPayment> {
  const [row] = await tx
    .select({ status: orders.status, totalKobo: orders.totalKobo, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!row) throw new Error(`a payment names an order that is gone: ${orderId}`);
  return row;
}

/** The charge that paid an order, for its receipt. */
export interface OrderPaid {
  reference: string;
  amountKobo: number;
  paidAt: string;
}

/**
 * Settlement's move of an order to PROCESSING, inside the settling transaction: an update conditioned on
 * the order still being PENDING, so a cancellation that got there first keeps the order (and the caller
 * learns it: null). On success it queues the "payment received" receipt and returns the order's owner
 * and total.
 */
export async function markOrderPaid(
  tx: Database,
  orderId: string,
  paid: OrderPaid,
  settings: OrderSettings,
): Promise<{ userId: string; totalKobo: number } | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: "PROCESSING", updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, "PENDING")))
    .returning();
  if (!order) return null;
  const [lines, contacts, shop] = await Promise.all([
    linesOf(tx, [order.id]),
    customerContacts(tx, [order.userId]),
    shopForEmail(tx, settings),
  ]);
  const contact = contacts.get(order.userId);
  if (contact) {
    const email = paymentReceivedEmail(
      { ...order, lines: lines.get(order.id) ?? [] },
      paid,
      contact.firstName,
      shop,
    );
    await queueEmail(tx, { ...email, kind: "payment-received", to: contact.email });
  }
  return { userId: order.userId, totalKobo: order.totalKobo };
}

/** An order's figures, for a promo code's minimum order. */
export interface OrderForPromo {
  subtotalKobo: number;
  discountKobo: number;
}

/**
 * Puts a promo code on the shopper's unpaid order and recomputes its five figures with the one quote,
 * inside the caller's transaction. The order row is locked first (the same order as a cancellation
 * takes: order, then code), then `claimUse` counts the code's use and gives its deduction, or throws.
 * Open payment attempts for the old total are cancelled, and the shopper is e-mailed the new figures.
 */
export async function applyPromoToOrder(
  tx: Database,
  userId: string,
  orderId: string,
  code: string,
  claimUse: (order: OrderForPromo) => Promise<PromoDeduction>,
  refusals: { notPayable: string; alreadyHasCode: string },
  settings: OrderSettings,
): Promise<void> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!row) throw notFound(orderNotFoundMessage);
  if (row.userId !== userId) throw forbidden(otherShopperOrderMessage);
  if (row.status !== "PENDING") throw conflict(refusals.notPayable);
  if (row.promoCode) throw conflict(refusals.alreadyHasCode);
  const deduction = await claimUse({ subtotalKobo: row.subtotalKobo, discountKobo: row.discountKobo });
  const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
  const figures = orderQuote(
    lines.map((line) => ({ unitPriceKobo: line.unitPriceKobo, quantity: line.quantity })),
    await pricingRates(tx),
    deduction,
  );
  const [updated] = await tx
    .update(orders)
    .set({
      promoCode: code,
      subtotalKobo: figures.subtotal,
      discountKobo: figures.discount,
      promoDiscountKobo: figures.promoDiscount,
      vatKobo: figures.vat,
      totalKobo: figures.total,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, row.id))
    .returning();
  if (!updated) throw new Error("the order locked for its promo code is gone");
  // A payment page opened for the old total no longer takes payment.
  await cancelOpenAttempts(tx, [row.id], "total-changed");
  const [contacts, shop] = await Promise.all([customerContacts(tx, [userId]), shopForEmail(tx, settings)]);
  const contact = contacts.get(userId);
  if (contact) {
    const email = orderUpdatedEmail({ ...updated, lines }, contact.firstName, shop);
    await queueEmail(tx, { ...email, kind: "order-updated", to: contact.email });
  }
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

// --- The owner's admin (docs/architecture.md §8) ---------------------------------------------------------------

/** The moves the admin area may make, from the status each needs. */
const movesFrom: Record<OrderStatusBody["status"], OrderRow["status"]> = {
  SHIPPED: "PROCESSING",
  DELIVERED: "SHIPPED",
  CANCELLED: "PENDING",
};

export interface OrderMove {
  before: OrderRow;
  after: OrderRow;
}

/**
 * Moves an order as the admin area asks (PROCESSING → SHIPPED → DELIVERED; CANCELLED for an unpaid
 * PENDING order, its stock back), by an update conditioned on the status it must have, inside the
 * caller's transaction; the customer's e-mail goes with it. 404 unknown, 409 any other move.
 */
export async function moveOrder(
  tx: Database,
  orderId: string,
  body: OrderStatusBody,
  settings: OrderSettings,
): Promise<OrderMove> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!before) throw notFound(orderNotFoundMessage);
  const from = movesFrom[body.status];
  if (body.status === "CANCELLED") {
    const [cancelled] = await cancelPending(tx, eq(orders.id, orderId), "shop", settings);
    if (!cancelled) throw conflict(notAMoveMessage(before.status, body.status));
    return { before, after: cancelled };
  }
  const [after] = await tx
    .update(orders)
    .set({ status: body.status, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  if (!after) throw conflict(notAMoveMessage(before.status, body.status));
  const [[lines], contacts, shop] = await Promise.all([
    linesOf(tx, [orderId]).then((byOrder) => [byOrder.get(orderId) ?? []]),
    customerContacts(tx, [after.userId]),
    shopForEmail(tx, settings),
  ]);
  const contact = contacts.get(after.userId);
  if (contact) {
    const order = { ...after, lines: lines ?? [] };
    const email =
      body.status === "SHIPPED"
        ? orderShippedEmail(order, contact.firstName, shop, body.note || null)
        : orderDeliveredEmail(order, contact.firstName, shop);
    await queueEmail(tx, { ...email, kind: `order-${body.status.toLowerCase()}`, to: contact.email });
  }
  return { before, after };
}

/** Every order, newest first, by status and by a search of the number or the customer's name or e-mail. */
export async function listAllOrders(db: Database, query: AdminOrderListQuery) {
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
  return { orders: await withLines(db, rows), owners: rows.map((row) => row.userId), pagination };
}

/** Any order by its id, for the admin area; 404 when there is none. Answers its owner too. */
export async function anyOrder(db: Database, orderId: string): Promise<{ order: Order; userId: string }> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(orderNotFoundMessage);
  const [order] = await withLines(db, [row]);
  if (!order) throw notFound(orderNotFoundMessage);
  return { order, userId: row.userId };
}

/** The "refund" e-mail of docs/architecture.md §8 to the order's customer, queued in the caller's transaction. */
export async function queueRefundEmail(
  tx: Database,
  orderId: string,
  refund: { amountKobo: number; reason: string; full: boolean },
  settings: OrderSettings,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const [contacts, shop] = await Promise.all([
    customerContacts(tx, [order.userId]),
    shopForEmail(tx, settings),
  ]);
  const contact = contacts.get(order.userId);
  if (!contact) return;
  const email = refundEmail(order, refund, contact.firstName, shop);
  await queueEmail(tx, { ...email, kind: "order-refund", to: contact.email });
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
