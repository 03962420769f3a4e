import { createHash } from "node:crypto";
import { cartLineProblem, variantText } from "@oja/contracts/cart";
import type { Office } from "@oja/contracts/content";
import {
  type CreateOrderBody,
  emptyCartMessage,
  idempotencyKeyReusedMessage,
  noShowroomMessage,
  type Order,
  promoRefusedMessage,
} from "@oja/contracts/orders";
import { orderQuote, type PromoDeduction, quote } from "@oja/contracts/pricing";
import { and, eq, sql } from "drizzle-orm";
import {
  type Database,
  runTogether,
  type Statement,
  StatementText,
  statementBuilder,
  textsByShape,
} from "../../db/client.ts";
import { conflict, Problem } from "../../http/problem.ts";
import { ordersPlaced } from "../../metrics/shop-metrics.ts";
import type { CustomerContact } from "../accounts/accounts.service.ts";
import { addressForOrder } from "../addresses/addresses.service.ts";
import { type CartForOrder, cartForOrder, emptyLockedCart } from "../cart/cart.service.ts";
import { type StockMove, takeStock } from "../catalog/stock-moves.ts";
import { queueEmailStatement } from "../mail/mail.service.ts";
import { countPromoCodeUse, promoToClaim } from "../promotions/promo-codes.service.ts";
import { orderPlacedEmail } from "./order-emails.ts";
import { placedStep } from "./order-events.ts";
import { getOrder } from "./order-queries.ts";
import { type OrderRow, type OrderSettings, placedOrder, shopNamed } from "./order-rows.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Placing an order (docs/architecture.md §2, §5; docs/decisions/011-orders-and-stock.md,
// docs/decisions/044-the-checkout-on-the-shortest-path.md, 059-a-checkout-in-two-round-trips.md). A home
// delivery's address and a promo code's terms are read before the transaction. The transaction then takes
// its locks in one order: the order row (the Idempotency-Key's unique constraint is the claim), the cart's
// row, under which the cart is read; the order's figures, its lines, the emptied cart and the "order
// placed" e-mail; last, the products' and variants' rows by the stock's conditional update and the promo
// code's row by its count, so the rows every shopper wants are held only for the end of the transaction.

/** What a repeated request must match to be the same request: the delivery choice and address. */
function digestOf(body: CreateOrderBody): string {
  const same = { pickupAt: body.pickupAt, addressId: body.pickupAt === "ship" ? body.addressId : null };
  return createHash("sha256").update(JSON.stringify(same)).digest("hex");
}

export interface PlacedOrder {
  order: Order;
  /** True when the Idempotency-Key named an order placed before: this is that order. */
  replayed: boolean;
}

/** The address a home delivery goes to, as the order row keeps it; null for a pickup. */
async function addressOf(db: Database, userId: string, body: CreateOrderBody) {
  if (body.pickupAt !== "ship") return null;
  const {
    isDefault: _default,
    createdAt: _created,
    ...address
  } = await addressForOrder(db, userId, body.addressId ?? "");
  return address;
}

/** Where the order goes, as the order row keeps it: a copy of the address or of the showroom. */
function deliveryOf(address: Settled<Awaited<ReturnType<typeof addressOf>>>, showroomOffice?: Office) {
  const shipTo = readValue(address);
  if (shipTo) return { address: shipTo, pickup: null };
  if (!showroomOffice) throw conflict(noShowroomMessage);
  const { id: _id, ...pickup } = showroomOffice;
  return { address: null, pickup };
}

function refusedPromo(code: string, error: unknown) {
  if (!(error instanceof Problem)) return error;
  return conflict(promoRefusedMessage(code, error.message));
}

type Settled<T> = { value: T } | { error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** A read made before the transaction; its refusal is told only where placing the order reaches it. */
function readValue<T>(settled: Settled<T>): T {
  if ("error" in settled) throw settled.error;
  return settled.value;
}

function soldOutMeanwhile(name: string | undefined, short: StockMove) {
  return conflict(
    `Sorry, the ${name ?? "item"} in ${variantText(short)} sold out while you ` +
      `were checking out: there are no longer ${short.quantity} left. Please change your cart and try again.`,
  );
}

/**
 * The reads before the transaction, at once: a home delivery's address and a promo code's terms; none of
 * them refuses before the claim is made, so that a repeated request still answers its order.
 */
function readBeforehand(db: Database, userId: string, body: CreateOrderBody) {
  const promoCode = body.promoCode;
  return Promise.all([
    settle(addressOf(db, userId, body)),
    settle(promoCode ? promoToClaim(db, promoCode) : Promise.resolve(null)),
  ]);
}

/** The lines of the cart with their products and variants, each as it can be ordered now; 409 for the first that cannot. */
function pricedLines(lines: CartForOrder["lines"]) {
  return lines.map(({ line, product }) => {
    if (!product) {
      throw conflict("An item in your cart is no longer sold. Please remove it from your cart to check out.");
    }
    const variant = product.variants.find((candidate) => candidate.id === line.variantId);
    const problem = cartLineProblem(product, line, variant);
    if (problem || !variant) throw conflict(`${product.name}: ${problem}`);
    return { line, product, variant };
  });
}

/** The lines as the quote prices them: each at its variant's price. */
function quoteLines(priced: ReturnType<typeof pricedLines>) {
  return priced.map(({ line, variant }) => ({ unitPriceKobo: variant.priceKobo, quantity: line.quantity }));
}

/** The order's five figures as its row keeps them, for lines priced now and the promo code's deduction. */
function figureColumns(
  priced: ReturnType<typeof pricedLines>,
  rates: CartForOrder["rates"],
  promo: { deduction: PromoDeduction } | null,
) {
  const figures = orderQuote(quoteLines(priced), rates, promo?.deduction ?? null);
  return {
    subtotalKobo: figures.subtotal,
    discountKobo: figures.discount,
    promoDiscountKobo: figures.promoDiscount,
    vatKobo: figures.vat,
    totalKobo: figures.total,
  };
}

type FigureColumns = ReturnType<typeof figureColumns>;

type Claim = Pick<OrderRow, "userId" | "deliveryMethod" | "idempotencyKey" | "requestDigest">;

/**
 * The order's row, its figures and delivery still to be written (`figuresStatement`), unless the
 * shopper's Idempotency-Key already names an order: answers the row written, or undefined for a key used
 * before.
 */
function claimStatement(claim: Claim): Statement<OrderRow | undefined> {
  return claimText.with(claim, ([row]) =>
    row
      ? {
          ...claim,
          id: String(row.id),
          orderNumber: String(row.order_number),
          status: row.status as OrderRow["status"],
          subtotalKobo: 0,
          discountKobo: 0,
          promoDiscountKobo: 0,
          vatKobo: 0,
          totalKobo: 0,
          promoCode: null,
          address: null,
          pickup: null,
          createdAt: String(row.created_at),
          updatedAt: String(row.updated_at),
          cancelledAt: null,
        }
      : undefined,
  );
}

/**
 * A value given when the statement is sent, as the driver sends it. (A builder's own placeholder would
 * pass it through the column's encoder, which writes a JSON column's null as JSON's `null`.)
 */
const valueNamed = (name: string) => sql`${sql.placeholder(name)}`;
const jsonValue = (name: string) => sql`${sql.placeholder(name)}::jsonb`;

const claimText = new StatementText(() =>
  statementBuilder
    .insert(orders)
    .values({
      userId: sql.placeholder("userId"),
      deliveryMethod: sql.placeholder("deliveryMethod"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
      requestDigest: sql.placeholder("requestDigest"),
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .getSQL(),
);

/** The order's figures and where it goes, written on its claimed row. */
function figuresStatement(
  orderId: string,
  columns: FigureColumns & Pick<OrderRow, "promoCode" | "address" | "pickup">,
) {
  return figuresText.with({ orderId, ...columns }, () => undefined);
}

const figuresText = new StatementText(() =>
  statementBuilder
    .update(orders)
    .set({
      subtotalKobo: valueNamed("subtotalKobo"),
      discountKobo: valueNamed("discountKobo"),
      promoDiscountKobo: valueNamed("promoDiscountKobo"),
      vatKobo: valueNamed("vatKobo"),
      totalKobo: valueNamed("totalKobo"),
      promoCode: valueNamed("promoCode"),
      address: jsonValue("address"),
      pickup: jsonValue("pickup"),
    })
    .where(eq(orders.id, sql.placeholder("orderId")))
    .getSQL(),
);

type LineRow = Omit<typeof orderLines.$inferInsert, "id">;
const lineColumns = [
  "orderId",
  "position",
  "productId",
  "productSlug",
  "productName",
  "productImages",
  "vendorId",
  "unitPriceKobo",
  "quantity",
  "size",
  "colour",
  "variantId",
  "sku",
] as const satisfies readonly (keyof LineRow)[];

/** The order's lines, written in one statement. */
function orderLinesStatement(rows: readonly LineRow[]): Statement<void> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const column of lineColumns) values[`${column}${index}`] = row[column];
  });
  return orderLinesText(rows.length).with(values, () => undefined);
}

/** The insert of so many lines, their values named `orderId0`, `position0`…. */
const orderLinesText = textsByShape((count: number) =>
  statementBuilder
    .insert(orderLines)
    .values(
      Array.from({ length: count }, (_, index) =>
        Object.fromEntries(lineColumns.map((column) => [column, sql.placeholder(`${column}${index}`)])),
      ) as unknown as LineRow[],
    )
    .getSQL(),
);

/**
 * Turns the shopper's cart into a PENDING order, in one transaction: all of it or none of it. 409 for
 * an empty cart, a line that cannot be ordered as it is (its size and colour sold out, too few left or
 * no longer made) or stock taken by someone else meanwhile; 404/403 for an address that is not the
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
  const beforehand = await readBeforehand(db, userId, body);
  const placed = await db.transaction(async (tx) => {
    // The claim comes first. Another request with the same key waits here until this transaction
    // ends, then finds the order (or, if this one rolled back, places its own). With it, in the same
    // round trip as the BEGIN: the cart's row lock and the cart read under it, which go unused when
    // the claim finds an earlier order.
    const [claimed, cartId, cart] = await runTogether(tx, [
      claimStatement({
        userId,
        deliveryMethod: body.pickupAt,
        idempotencyKey: idempotencyKey ?? null,
        requestDigest: digest,
      }),
      ...cartForOrder(userId),
    ]);
    if (!claimed) return undefined;
    if (!cartId || cart.lines.length === 0) throw conflict(emptyCartMessage);
    // Once the last piece is gone, the orders still arriving are refused here, before writing their rows.
    const priced = pricedLines(cart.lines);
    const delivery = deliveryOf(beforehand[0], cart.shop.showroom);
    const promoRead = beforehand[1];
    const promo = "value" in promoRead ? promoRead.value : null;
    const columns = {
      ...figureColumns(priced, cart.rates, promo),
      promoCode: body.promoCode ?? null,
      ...delivery,
    };
    const order: OrderRow = { ...claimed, ...columns };
    const lineRows = priced.map(({ line, product, variant }, position) => ({
      orderId: claimed.id,
      position,
      productId: product.id,
      productSlug: product.slug,
      productName: product.name,
      productImages: product.images,
      vendorId: product.vendorId,
      unitPriceKobo: variant.priceKobo,
      quantity: line.quantity,
      size: line.size,
      colour: line.colour,
      variantId: variant.id,
      sku: variant.sku,
    }));
    const first = placedStep(order);
    const email = orderPlacedEmail(
      {
        ...order,
        lines: lineRows.map(({ productName, size, colour, quantity, unitPriceKobo }) => ({
          productName,
          size,
          colour,
          quantity,
          unitPriceKobo,
        })),
      },
      customer.firstName,
      shopNamed(cart.shop.shopName, settings),
    );
    const writes = [
      figuresStatement(claimed.id, columns),
      orderLinesStatement(lineRows),
      first.statement,
      emptyLockedCart(cartId),
      queueEmailStatement({ ...email, kind: "order-placed", to: customer.email }),
    ];

    // The order's writes, then the rows other shoppers want, last, in the same round trip: each
    // variant's stock by a conditional update, then the code. Without a promo code to count after it,
    // the stock statement is the last and commits the order.
    const short = await takeStock(
      tx,
      priced.map(({ line }) => line),
      { commit: !body.promoCode, before: writes },
    );
    if (short)
      throw soldOutMeanwhile(
        priced.find(({ product }) => product.id === short.productId)?.product.name,
        short,
      );
    // A promo code chosen at checkout is part of placing the order: counted here, in this transaction,
    // so the order and its "order placed" e-mail carry its figures; a code refused now refuses the order.
    if (body.promoCode) {
      const code = body.promoCode;
      if ("error" in promoRead) throw refusedPromo(code, promoRead.error);
      if (promo) {
        const before = quote(quoteLines(priced), cart.rates);
        await countPromoCodeUse(tx, promo, {
          subtotalKobo: before.subtotal,
          discountKobo: before.discount,
        }).catch((error: unknown) => {
          throw refusedPromo(code, error);
        });
      }
    }
    // A new order has no payment yet: it is answered from the rows just written, as getOrder reads them.
    return placedOrder(order, lineRows, [first.step]);
  });

  if (placed) {
    ordersPlaced.inc();
    await settings.catalogChanged();
    return { order: placed, replayed: false };
  }
  // The key was used before: the same request answers its order; another request is refused.
  const [first] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey ?? "")));
  if (!first) throw new Error("an order claimed by its Idempotency-Key was not found");
  if (first.requestDigest !== digest) throw new Problem(422, idempotencyKeyReusedMessage);
  return { order: await getOrder(db, userId, first.id, settings.payments.latest), replayed: true };
}
