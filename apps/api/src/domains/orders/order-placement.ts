import { createHash } from "node:crypto";
import { cartLineProblem, variantText } from "@oja/contracts/cart";
import {
  type CreateOrderBody,
  emptyCartMessage,
  idempotencyKeyReusedMessage,
  noShowroomMessage,
  type Order,
  promoRefusedMessage,
} from "@oja/contracts/orders";
import { orderQuote, quote } from "@oja/contracts/pricing";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, Problem } from "../../http/problem.ts";
import { ordersPlaced } from "../../metrics/shop-metrics.ts";
import type { CustomerContact } from "../accounts/accounts.service.ts";
import { addressForOrder } from "../addresses/addresses.service.ts";
import { emptyLockedCart, lockCartForOrder, type ReadCart, readCart } from "../cart/cart.service.ts";
import { cartProducts } from "../catalog/cart-products.ts";
import { type StockMove, shortNow, takeStock } from "../catalog/stock-moves.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { countPromoCodeUse, promoToClaim } from "../promotions/promo-codes.service.ts";
import { showroom } from "../settings/settings.service.ts";
import { orderPlacedEmail } from "./order-emails.ts";
import { recordSteps } from "./order-events.ts";
import { getOrder } from "./order-queries.ts";
import { type OrderSettings, placedOrder, shopForEmail } from "./order-rows.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Placing an order (docs/architecture.md §2, §5; docs/decisions/011-orders-and-stock.md,
// docs/decisions/044-the-checkout-on-the-shortest-path.md). What takes no lock is read before the
// transaction: the cart's products and the rates, the address or the showroom, the shop's name, the promo
// code. The transaction then takes its locks in one order: the order row (the Idempotency-Key's unique
// constraint is the claim), the cart's row, the lines, the emptied cart and the "order placed" e-mail;
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

/** Where the order goes, as the order row keeps it: a copy of the address or of the showroom. */
async function deliveryOf(db: Database, userId: string, body: CreateOrderBody) {
  if (body.pickupAt === "ship") {
    const {
      isDefault: _default,
      createdAt: _created,
      ...address
    } = await addressForOrder(db, userId, body.addressId ?? "");
    return { address, pickup: null };
  }
  const showroomOffice = await showroom(db);
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

/**
 * A line of the cart as read beforehand that cannot be ordered as it is (its size sold out, say). In a
 * flash sale most shoppers arrive after the last piece: they are refused on this read, without queueing
 * for a connection and a transaction.
 */
function refusalBeforehand(cart: Settled<ReadCart>): Problem | undefined {
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

function soldOutMeanwhile(name: string | undefined, short: StockMove) {
  return conflict(
    `Sorry, the ${name ?? "item"} in ${variantText(short)} sold out while you ` +
      `were checking out: there are no longer ${short.quantity} left. Please change your cart and try again.`,
  );
}

/**
 * The reads before the transaction besides the cart's, all at once; none of them refuses before the claim
 * is made. They are made only for a cart that was not refused, so a shopper who arrives after the last
 * piece costs one read.
 */
function readBeforehand(db: Database, userId: string, body: CreateOrderBody, settings: OrderSettings) {
  const promoCode = body.promoCode;
  return Promise.all([
    settle(deliveryOf(db, userId, body)),
    settle(shopForEmail(db, settings)),
    settle(promoCode ? promoToClaim(db, promoCode) : Promise.resolve(null)),
  ]);
}

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
  const cartRead = await settle(readCart(db, userId));
  // Refused at once without a key; with one, after its claim, so that a replay still answers its order.
  const refused = refusalBeforehand(cartRead);
  if (refused && !idempotencyKey) throw refused;
  const beforehand = refused ? undefined : await readBeforehand(db, userId, body, settings);
  const placed = await db.transaction(async (tx) => {
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
    if (!beforehand) throw refused;
    const cart = readValue(cartRead);
    // Once the last piece is gone, the orders still arriving are refused here, before writing their rows.
    const gone = await shortNow(
      tx,
      cart.held.map(({ line }) => line),
    );
    if (gone) throw soldOutMeanwhile(cart.held.find(({ line }) => line === gone)?.product.name, gone);

    const locked = await lockCartForOrder(tx, userId);
    const lines = locked?.lines ?? [];
    if (!locked || lines.length === 0) throw conflict(emptyCartMessage);
    const products = new Map(cart.held.map(({ product }) => [product.id, product]));
    // The cart changed between the read and the lock: its new products are read now.
    const unread = lines.map((line) => line.productId).filter((id) => !products.has(id));
    for (const [id, product] of await cartProducts(tx, unread)) products.set(id, product);
    const priced = lines.map((line) => {
      const product = products.get(line.productId);
      if (!product) {
        throw conflict(
          "An item in your cart is no longer sold. Please remove it from your cart to check out.",
        );
      }
      const variant = product.variants.find((candidate) => candidate.id === line.variantId);
      const problem = cartLineProblem(product, line, variant);
      if (problem || !variant) throw conflict(`${product.name}: ${problem}`);
      return { line, product, variant };
    });

    const delivery = readValue(beforehand[0]);
    const promoRead = beforehand[2];
    const promo = "value" in promoRead ? promoRead.value : null;

    const pricedLines = priced.map(({ line, variant }) => ({
      unitPriceKobo: variant.priceKobo,
      quantity: line.quantity,
    }));
    const before = quote(pricedLines, cart.rates);
    const figures = orderQuote(pricedLines, cart.rates, promo?.deduction ?? null);
    const lineRows = await tx
      .insert(orderLines)
      .values(
        priced.map(({ line, product, variant }, position) => ({
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
        })),
      )
      .returning();
    const [order] = await tx
      .update(orders)
      .set({
        subtotalKobo: figures.subtotal,
        discountKobo: figures.discount,
        promoDiscountKobo: figures.promoDiscount,
        promoCode: body.promoCode,
        vatKobo: figures.vat,
        totalKobo: figures.total,
        ...delivery,
      })
      .where(eq(orders.id, claimed.id))
      .returning();
    if (!order) throw new Error("the order just made was not found");
    const steps = await recordSteps(tx, [order], "shopper");
    await emptyLockedCart(tx, locked.cartId);
    const email = orderPlacedEmail(
      {
        ...order,
        lines: priced.map(({ line, product, variant }) => ({
          productName: product.name,
          size: line.size,
          colour: line.colour,
          quantity: line.quantity,
          unitPriceKobo: variant.priceKobo,
        })),
      },
      customer.firstName,
      readValue(beforehand[1]),
    );
    await queueEmail(tx, { ...email, kind: "order-placed", to: customer.email });

    // The rows other shoppers want, last: each variant's stock by a conditional update, then the code.
    // Without a promo code to count after it, the stock statement is the last and commits the order.
    const short = await takeStock(tx, lines, { commit: !body.promoCode });
    if (short) throw soldOutMeanwhile(products.get(short.productId)?.name, short);
    // A promo code chosen at checkout is part of placing the order: counted here, in this transaction,
    // so the order and its "order placed" e-mail carry its figures; a code refused now refuses the order.
    if (body.promoCode) {
      const code = body.promoCode;
      if ("error" in promoRead) throw refusedPromo(code, promoRead.error);
      if (promo) {
        await countPromoCodeUse(tx, promo, {
          subtotalKobo: before.subtotal,
          discountKobo: before.discount,
        }).catch((error: unknown) => {
          throw refusedPromo(code, error);
        });
      }
    }
    // A new order has no payment yet: it is answered from the rows just written, as getOrder reads them.
    return placedOrder(order, lineRows, steps);
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
