import { createHash } from "node:crypto";
import { cartLineProblem } from "@oja/contracts/cart";
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
import type { CustomerContact } from "../accounts/accounts.service.ts";
import { addressForOrder } from "../addresses/addresses.service.ts";
import { emptyCart, lockCartForOrder } from "../cart/cart.service.ts";
import { cartProducts, takeStock } from "../catalog/catalog.service.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { claimPromoCodeUse } from "../promotions/promo-codes.service.ts";
import { pricingRates, showroom } from "../settings/settings.service.ts";
import { orderPlacedEmail } from "./order-emails.ts";
import { getOrder } from "./order-queries.ts";
import { type OrderSettings, shopForEmail, unitsPerProduct } from "./order-rows.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Placing an order (docs/architecture.md §2, §5; docs/decisions/011-orders-and-stock.md) is one
// transaction: the order row first (the Idempotency-Key's unique constraint is the claim), then the cart
// under its row lock, the stock by updates conditioned on enough of it, the promo code's use, the lines,
// the emptied cart and the "order placed" e-mail.

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
