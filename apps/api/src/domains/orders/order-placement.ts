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
import {
  type CheckoutLine,
  cartForOrder,
  emptyLockedCart,
  type ReadCart,
  readCartForOrder,
} from "../cart/cart.service.ts";
import { type CartProduct, cartProducts } from "../catalog/cart-products.ts";
import { type StockMove, takeStock } from "../catalog/stock-moves.ts";
import { queueEmailStatement } from "../mail/mail.service.ts";
import { countPromoCodeUse, promoToClaim } from "../promotions/promo-codes.service.ts";
import { orderPlacedEmail } from "./order-emails.ts";
import { placedStep } from "./order-events.ts";
import { getOrder } from "./order-queries.ts";
import { type OrderRow, type OrderSettings, placedOrder, shopNamed } from "./order-rows.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Placing an order (docs/architecture.md §2, §5; docs/decisions/011-orders-and-stock.md,
// docs/decisions/044-the-checkout-on-the-shortest-path.md). What takes no lock is read before the
// transaction: the cart's products and the rates, the showroom and the shop's name (in one statement), the
// address, the promo code. The transaction then takes its locks in one order: the order row (the
// Idempotency-Key's unique constraint is the claim), the cart's row, the lines, the emptied cart and the
// "order placed" e-mail;
// last, the products' and variants' rows by the stock's conditional update and the promo code's row by
// its count, so the rows every shopper wants are held only for the end of the transaction.

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

type CartForOrder = Awaited<ReturnType<typeof readCartForOrder>>;

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

/**
 * A line of the cart as read beforehand that cannot be ordered as it is (its size sold out, say). In a
 * flash sale most shoppers arrive after the last piece: they are refused on this read, without queueing
 * for a connection and a transaction.
 */
function refusalBeforehand(cart: Settled<CartForOrder>): Problem | undefined {
  if ("error" in cart) return undefined;
  for (const { line, product } of cart.value.held) {
    const problem = cartLineProblem(
      product,
      line,
      product.variants.find((candidate) => candidate.id === line.variantId),
    );
    if (problem) return conflict(`${product.name}: ${problem}`);
  }
  return undefined;
}

function soldOutMeanwhile(name: string | undefined, short: Omit<StockMove, "variantId">) {
  return conflict(
    `Sorry, the ${name ?? "item"} in ${variantText(short)} sold out while you ` +
      `were checking out: there are no longer ${short.quantity} left. Please change your cart and try again.`,
  );
}

/**
 * The reads before the transaction besides the cart's, at once: a home delivery's address and a promo
 * code's terms; none of them refuses before the claim is made. They are made only for a cart that was
 * not refused, so a shopper who arrives after the last piece costs one read.
 */
function readBeforehand(db: Database, userId: string, body: CreateOrderBody) {
  const promoCode = body.promoCode;
  return Promise.all([
    settle(addressOf(db, userId, body)),
    settle(promoCode ? promoToClaim(db, promoCode) : Promise.resolve(null)),
  ]);
}

/** The lines of the cart with their products and variants, each as it can be ordered now; 409 for the first that cannot. */
function pricedLines(
  lines: readonly Omit<CheckoutLine, "stock">[],
  products: ReadonlyMap<string, CartProduct>,
) {
  return lines.map((line) => {
    const product = products.get(line.productId);
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
  rates: ReadCart["rates"],
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

function sameFigures(a: FigureColumns, b: FigureColumns) {
  return (Object.keys(a) as (keyof FigureColumns)[]).every((column) => a[column] === b[column]);
}

/**
 * The order's figures, and where it goes, as the cart and the reads made beforehand give them, so that
 * the claim writes the order whole; undefined when the address was refused or there is no showroom
 * (told after the claim).
 */
function planOf(
  cart: CartForOrder,
  beforehand: Awaited<ReturnType<typeof readBeforehand>>,
  promoCode: CreateOrderBody["promoCode"],
) {
  const [address, promoRead] = beforehand;
  if ("error" in address || cart.held.length === 0) return undefined;
  if (!address.value && !cart.shop.showroom) return undefined;
  const priced = pricedLines(
    cart.held.map(({ line }) => line),
    new Map(cart.held.map(({ product }) => [product.id, product])),
  );
  const promo = "value" in promoRead ? promoRead.value : null;
  const delivery = deliveryOf(address, cart.shop.showroom);
  return {
    columns: { ...figureColumns(priced, cart.rates, promo), promoCode: promoCode ?? null, ...delivery },
  };
}

type Claim = Pick<OrderRow, "userId" | "deliveryMethod" | "idempotencyKey" | "requestDigest"> &
  Partial<FigureColumns & Pick<OrderRow, "promoCode" | "address" | "pickup">>;

/**
 * The order's row, as far as it is known before the transaction, written unless the shopper's
 * Idempotency-Key already names an order: answers the row written, or undefined for a key used before.
 */
function claimStatement(claim: Claim): Statement<OrderRow | undefined> {
  const values = {
    subtotalKobo: 0,
    discountKobo: 0,
    promoDiscountKobo: 0,
    vatKobo: 0,
    totalKobo: 0,
    promoCode: null,
    address: null,
    pickup: null,
    ...claim,
  };
  return claimText.with(values, ([row]) =>
    row
      ? {
          ...values,
          id: String(row.id),
          orderNumber: String(row.order_number),
          status: row.status as OrderRow["status"],
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
      ...figurePlaceholders,
      promoCode: valueNamed("promoCode"),
      address: jsonValue("address"),
      pickup: jsonValue("pickup"),
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

const figurePlaceholders = {
  subtotalKobo: valueNamed("subtotalKobo"),
  discountKobo: valueNamed("discountKobo"),
  promoDiscountKobo: valueNamed("promoDiscountKobo"),
  vatKobo: valueNamed("vatKobo"),
  totalKobo: valueNamed("totalKobo"),
};

/** The order's figures and delivery written again, when they changed after the claim. */
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
      ...figurePlaceholders,
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
  const cartRead = await settle(readCartForOrder(db, userId));
  // Refused at once without a key; with one, after its claim, so that a replay still answers its order.
  const refused = refusalBeforehand(cartRead);
  if (refused && !idempotencyKey) throw refused;
  const beforehand = refused ? undefined : await readBeforehand(db, userId, body);
  const plan =
    beforehand && "value" in cartRead ? planOf(cartRead.value, beforehand, body.promoCode) : undefined;
  const placed = await db.transaction(async (tx) => {
    // The claim comes first. Another request with the same key waits here until this transaction
    // ends, then finds the order (or, if this one rolled back, places its own). The order is written
    // whole, as the cart read beforehand prices it; a cart changed since is priced again below.
    const claim = claimStatement({
      userId,
      deliveryMethod: body.pickupAt,
      idempotencyKey: idempotencyKey ?? null,
      requestDigest: digest,
      ...plan?.columns,
    });
    if (!beforehand || "error" in cartRead) {
      const [claimed] = await runTogether(tx, [claim]);
      if (!claimed) return undefined;
      throw refused ?? readValue(cartRead);
    }
    const cart = cartRead.value;
    // With the claim, in the same round trip as the BEGIN: the cart's row lock, and its lines read under
    // it with their stock as it stands. They are read for a claim that finds an earlier order too, and
    // then go unused.
    const [claimed, cartId, lines] = await runTogether(tx, [claim, ...cartForOrder(userId)]);
    if (!claimed) return undefined;
    // Once the last piece is gone, the orders still arriving are refused here, before writing their rows.
    const gone = lines.find((line) => line.stock !== null && line.stock < line.quantity);
    if (gone) {
      throw soldOutMeanwhile(
        cart.held.find(({ product }) => product.id === gone.productId)?.product.name,
        gone,
      );
    }
    if (!cartId || lines.length === 0) throw conflict(emptyCartMessage);
    const products = new Map(cart.held.map(({ product }) => [product.id, product]));
    // The cart changed between the read and the lock: its new products are read now.
    const unread = lines.map((line) => line.productId).filter((id) => !products.has(id));
    for (const [id, product] of await cartProducts(tx, unread)) products.set(id, product);
    const priced = pricedLines(lines, products);
    const delivery = deliveryOf(beforehand[0], cart.shop.showroom);
    const promoRead = beforehand[1];
    const promo = "value" in promoRead ? promoRead.value : null;
    const columns = {
      ...figureColumns(priced, cart.rates, promo),
      promoCode: body.promoCode ?? null,
      ...delivery,
    };
    // Written again when the cart changed since it was read.
    const rewritten = !plan || !sameFigures(plan.columns, columns);
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
      orderLinesStatement(lineRows),
      ...(rewritten ? [figuresStatement(claimed.id, columns)] : []),
      first.statement,
      emptyLockedCart(cartId),
      queueEmailStatement({ ...email, kind: "order-placed", to: customer.email }),
    ];

    // The order's writes, then the rows other shoppers want, last, in the same round trip: each
    // variant's stock by a conditional update, then the code. Without a promo code to count after it,
    // the stock statement is the last and commits the order.
    const short = await takeStock(tx, lines, { commit: !body.promoCode, before: writes });
    if (short) throw soldOutMeanwhile(products.get(short.productId)?.name, short);
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
