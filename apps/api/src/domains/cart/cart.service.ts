import {
  addToCartStockProblem,
  cartLineFullMessage,
  cartLineMaxQuantity,
  cartLineProblem,
  cartTotals,
  checkChoice,
  variantMissingMessage,
} from "@oja/contracts/cart";
import type { AddToCartBody, Cart, CartItem, UpdateCartItemBody } from "@oja/contracts/cart-api";
import { koboToNaira } from "@oja/contracts/money";
import {
  type OrderQuote,
  orderQuote,
  type PricingRates,
  type PromoDeduction,
  quoteInNaira,
} from "@oja/contracts/pricing";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../http/problem.ts";
import {
  type CartProduct,
  cartProducts,
  pricedProduct,
  productNotFoundMessage,
} from "../catalog/catalog.service.ts";
import { pricingRates } from "../settings/settings.service.ts";
import { cartLines, carts } from "./cart.schema.ts";

// The cart's rules (docs/product.md §3, §5; docs/architecture.md §2, §3). The lines of one product, size and colour are one
// row (a unique key, written by an upsert); every change takes the shopper's cart row lock first, so
// the stock check over all lines of a product and the write that follows cannot interleave with
// another change of the same cart (docs/decisions/010-cart-and-wishlist.md).

export const lineNotFoundMessage = "We could not find that item in your cart.";
export const productGoneMessage = "This product is no longer sold. Please remove it from your cart.";

type LineRow = typeof cartLines.$inferSelect;

function toCartItem(line: LineRow, product: CartProduct, rates: PricingRates, productQuantity: number) {
  const problem = cartLineProblem(product, { size: line.size, colour: line.colour, productQuantity });
  const item: CartItem = {
    id: line.id,
    quantity: line.quantity,
    size: line.size,
    color: line.colour,
    product: { ...pricedProduct(product, rates), stock: product.stock },
    available: problem === null,
    problem,
  };
  return item;
}

/**
 * The shopper's cart: its lines in the order they were first added, each flagged when its product
 * has since sold out, shrunk in stock or stopped being made in its size or colour, with the count,
 * the total and the one quote. A line whose product the catalog no longer has cannot be priced and is
 * left out until the shopper empties the cart.
 */
export async function getCart(db: Database, userId: string): Promise<Cart> {
  const lines = await db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const [rates, products] = await Promise.all([
    pricingRates(db),
    cartProducts(
      db,
      lines.map(({ line }) => line.productId),
    ),
  ]);
  const held = lines.flatMap(({ line }) => {
    const product = products.get(line.productId);
    return product ? [{ line, product }] : [];
  });
  const perProduct = new Map<string, number>();
  for (const { line } of held) {
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  }
  const totals = cartTotals(
    held.map(({ line, product }) => ({ unitPriceKobo: product.priceKobo, quantity: line.quantity })),
    rates,
  );
  return {
    items: held.map(({ line, product }) =>
      toCartItem(line, product, rates, perProduct.get(line.productId) ?? 0),
    ),
    cartItemsCount: totals.cartItemsCount,
    cartItemsTotalAmount: koboToNaira(totals.cartItemsTotalKobo),
    quote: quoteInNaira(totals.quote),
  };
}

/** The shopper's cart row, made on first use, locked until the transaction ends. */
async function lockCart(tx: Database, userId: string): Promise<string> {
  // An upsert that always updates: it takes the row lock whether the row is new or old.
  const [cart] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error("the cart upsert returned no row");
  return cart.id;
}

/** The shopper's cart row, locked until the transaction ends; undefined when they have none yet. */
async function lockExistingCart(tx: Database, userId: string): Promise<string | undefined> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for("update");
  return cart?.id;
}

/** How many of a product the cart holds, over all its sizes and colours. */
async function quantityInCart(tx: Database, cartId: string, productId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
  return row?.total ?? 0;
}

function refuseChoice(product: CartProduct, choice: { size: string; color: string }) {
  const checked = checkChoice(product, choice);
  if (checked.outcome === "refused")
    throw badRequest(checked.message, [`${checked.field}: ${checked.message}`]);
  const variant = product.variants.find(
    (candidate) => candidate.size === checked.size && candidate.colour === checked.colour,
  );
  if (!variant) {
    const message = variantMissingMessage(product.name, checked.size, checked.colour);
    throw badRequest(message, [`size: ${message}`]);
  }
  return { size: checked.size, colour: checked.colour, variantId: variant.id };
}

/**
 * Adds `quantity` of a product in a size and colour; the same product, size and colour adds to its
 * line. 404 for an unknown product, 400 for a size or colour it is not made in, 409 when it is sold
 * out or the cart would hold more of it than the shop has.
 */
export async function addToCart(db: Database, userId: string, productId: string, body: AddToCartBody) {
  const product = (await cartProducts(db, [productId])).get(productId);
  if (!product) throw notFound(productNotFoundMessage);
  const { size, colour, variantId } = refuseChoice(product, body);
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const problem = addToCartStockProblem(
      product,
      await quantityInCart(tx, cartId, productId),
      body.quantity,
    );
    if (problem) throw conflict(problem);
    const [line] = await tx
      .insert(cartLines)
      .values({ cartId, productId, variantId, size, colour, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.size, cartLines.colour],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${cartLineMaxQuantity}`,
      })
      .returning({ id: cartLines.id });
    if (!line) throw conflict(cartLineFullMessage);
  });
  return getCart(db, userId);
}

/**
 * Sets a line's quantity and, when given, a new size or colour; a line moved onto the size and colour
 * of another line of the product joins it. Lowering a quantity is always allowed (it is how a flagged
 * line is put right); raising it is refused (409) beyond the product's stock.
 */
export async function updateCartLine(db: Database, userId: string, lineId: string, body: UpdateCartItemBody) {
  await db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, userId);
    const [line] = cartId
      ? await tx
          .select()
          .from(cartLines)
          .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
      : [];
    if (!cartId || !line) throw notFound(lineNotFoundMessage);
    const product = (await cartProducts(tx, [line.productId])).get(line.productId);
    if (!product) throw conflict(productGoneMessage);

    const wanted = { size: body.size ?? line.size, color: body.color ?? line.colour };
    const moved = wanted.size !== line.size || wanted.color !== line.colour;
    const { size, colour, variantId } = moved
      ? refuseChoice(product, wanted)
      : { size: line.size, colour: line.colour, variantId: line.variantId };

    if (body.quantity > line.quantity) {
      const others = (await quantityInCart(tx, cartId, product.id)) - line.quantity;
      const problem = addToCartStockProblem(product, others, body.quantity);
      if (problem) throw conflict(problem);
    }

    const [twin] =
      size === line.size && colour === line.colour
        ? []
        : await tx
            .select()
            .from(cartLines)
            .where(
              and(
                eq(cartLines.cartId, cartId),
                eq(cartLines.productId, product.id),
                eq(cartLines.size, size),
                eq(cartLines.colour, colour),
                ne(cartLines.id, line.id),
              ),
            );
    if (twin) {
      if (twin.quantity + body.quantity > cartLineMaxQuantity) throw conflict(cartLineFullMessage);
      await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      await tx
        .update(cartLines)
        .set({ quantity: twin.quantity + body.quantity, updatedAt: sql`now()` })
        .where(eq(cartLines.id, twin.id));
      return;
    }
    await tx
      .update(cartLines)
      .set({ size, colour, variantId, quantity: body.quantity, updatedAt: sql`now()` })
      .where(eq(cartLines.id, line.id));
  });
  return getCart(db, userId);
}

/**
 * Removes one line of the shopper's cart, under the cart's row lock like every change of it, so it
 * waits for an order being placed from the cart; 404 when the cart has no such line.
 */
export async function removeCartLine(db: Database, userId: string, lineId: string) {
  await db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, userId);
    const removed = cartId
      ? await tx
          .delete(cartLines)
          .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
          .returning({ id: cartLines.id })
      : [];
    if (removed.length === 0) throw notFound(lineNotFoundMessage);
  });
  return getCart(db, userId);
}

/** A line of the cart as an order takes it. */
export interface CheckoutLine {
  productId: string;
  size: string;
  colour: string;
  quantity: number;
}

/**
 * The shopper's cart lines for an order, in the order they were added, read under the cart's row
 * lock (held until the order's transaction ends), so no change of the cart can slip in between the
 * order reading the lines and emptying the cart. Empty when the shopper has no cart.
 */
export async function lockCartForOrder(tx: Database, userId: string): Promise<CheckoutLine[]> {
  const cartId = await lockExistingCart(tx, userId);
  if (!cartId) return [];
  return tx
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      colour: cartLines.colour,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/**
 * Removes every line of the shopper's cart under its row lock (inside an order's transaction, which
 * already holds it, the lock is taken again at no cost).
 */
export async function emptyCart(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, userId);
    if (cartId) await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  });
}

/**
 * The one quote of the shopper's cart with a promo code's deduction (docs/architecture.md §3), in kobo, as an order
 * placed from it now would have; null for an empty cart.
 */
export async function cartQuote(
  db: Database,
  userId: string,
  promo: PromoDeduction | null,
): Promise<OrderQuote | null> {
  const lines = await db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId));
  const [rates, products] = await Promise.all([
    pricingRates(db),
    cartProducts(
      db,
      lines.map((line) => line.productId),
    ),
  ]);
  const priced = lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product ? [{ unitPriceKobo: product.priceKobo, quantity: line.quantity }] : [];
  });
  return priced.length === 0 ? null : orderQuote(priced, rates, promo);
}
