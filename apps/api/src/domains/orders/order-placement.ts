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
import { emptyCart, lockCartForOrder } from "../cart/cart.service.ts";
import { cartProducts } from "../catalog/catalog.service.ts";
import { takeStock } from "../catalog/stock-moves.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { claimPromoCodeUse } from "../promotions/promo-codes.service.ts";
import { pricingRates, showroom } from "../settings/settings.service.ts";
import { orderPlacedEmail } from "./order-emails.ts";
import { recordSteps } from "./order-events.ts";
import { getOrder } from "./order-queries.ts";
import { type OrderSettings, shopForEmail } from "./order-rows.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Placing an order (docs/architecture.md §2, §5; docs/decisions/011-orders-and-stock.md) is one
// transaction: the order row first (the Idempotency-Key's unique constraint is the claim), then the cart
// under its row lock, the stock of each line's variant by updates conditioned on enough of it
// (docs/decisions/029-variants.md), the promo code's use, the lines, the emptied cart and the "order
// placed" e-mail.

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

    const delivery =
      body.pickupAt === "ship"
        ? { address: await addressForOrder(tx, userId, body.addressId ?? ""), pickup: null }
        : { address: null, pickup: await showroom(tx) };
    if (body.pickupAt === "pickup" && !delivery.pickup) throw conflict(noShowroomMessage);

    const short = await takeStock(tx, lines);
    if (short) {
      const name = products.get(short.productId)?.name ?? "item";
      throw conflict(
        `Sorry, the ${name} in ${variantText(short)} sold out while you ` +
          `were checking out: there are no longer ${short.quantity} left. Please change your cart and try again.`,
      );
    }

    const pricedLines = priced.map(({ line, variant }) => ({
      unitPriceKobo: variant.priceKobo,
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
    await recordSteps(tx, [order], "shopper");

    await emptyCart(tx, userId);
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
      await shopForEmail(tx, settings),
    );
    await queueEmail(tx, { ...email, kind: "order-placed", to: customer.email });
    return order.id;
  });

  if (placedId) {
    ordersPlaced.inc();
    await settings.catalogChanged();
    return { order: await getOrder(db, userId, placedId, settings.payments.latest), replayed: false };
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
