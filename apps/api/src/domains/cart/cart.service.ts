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
import { and, eq, sql } from "drizzle-orm";
import { type Database, runTogether, type Statement, StatementText } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../http/problem.ts";
import type { ShopperAnswers } from "../../http/shopper-answers.ts";
import {
  type CartProduct,
  type CartVariant,
  cartProductJson,
  cartProductOf,
  cartProducts,
} from "../catalog/cart-products.ts";
import { pricedProduct, productNotFoundMessage } from "../catalog/catalog.service.ts";
import {
  pricingRatesJson,
  ratesOf,
  type ShopForOrder,
  shopForOrderColumns,
  shopForOrderOf,
} from "../settings/settings.service.ts";
import { cartLines, carts } from "./cart.schema.ts";

// The cart's rules (docs/product.md §3, §5; docs/architecture.md §2, §3). The lines of one product, size and colour are one
// row (a unique key, written by an upsert), which holds that size and colour's variant
// (docs/decisions/029-variants.md); every change takes the shopper's cart row lock first, so the stock
// check of a line and the write that follows cannot interleave with another change of the same cart
// (docs/decisions/010-cart-and-wishlist.md).

export const lineNotFoundMessage = "We could not find that item in your cart.";
export const productGoneMessage = "This product is no longer sold. Please remove it from your cart.";

type LineRow = typeof cartLines.$inferSelect;

/** A line as the cart shows it and an order takes it. */
type ShownLine = Pick<LineRow, "id" | "productId" | "variantId" | "size" | "colour" | "quantity">;

/** The line's variant, undefined when the product no longer has it. */
function variantOf(product: CartProduct, line: { variantId: string }): CartVariant | undefined {
  return product.variants.find((variant) => variant.id === line.variantId);
}

/** A line's unit price in kobo: its variant's (its own or the product's). */
function unitPriceOf(product: CartProduct, line: { variantId: string }): number {
  return variantOf(product, line)?.priceKobo ?? product.priceKobo;
}

function toCartItem(line: ShownLine, product: CartProduct, rates: PricingRates) {
  const variant = variantOf(product, line);
  const problem = cartLineProblem(
    product,
    { size: line.size, colour: line.colour, quantity: line.quantity },
    variant,
  );
  const item: CartItem = {
    id: line.id,
    quantity: line.quantity,
    size: line.size,
    color: line.colour,
    variantId: line.variantId,
    sku: variant?.sku ?? null,
    // The product as the line's size and colour has it: its price, and how many of it are left.
    product: {
      ...pricedProduct({ ...product, priceKobo: unitPriceOf(product, line) }, rates),
      stock: variant?.stock ?? 0,
    },
    available: problem === null,
    problem,
  };
  return item;
}

/** A line with its product as the catalog has it (null when it no longer has it); built once. */
const lineJson = sql`json_build_object(
  'id', ${cartLines.id}, 'productId', ${cartLines.productId}, 'variantId', ${cartLines.variantId},
  'size', ${cartLines.size}, 'colour', ${cartLines.colour}, 'quantity', ${cartLines.quantity},
  'product', ${cartProductJson(sql`${cartLines.productId}`)})`;

/** The shopper's lines in the order they were first added, as one JSON value. */
const linesJson = sql`(
    select coalesce(json_agg(${lineJson} order by ${cartLines.createdAt}, ${cartLines.id}), '[]'::json)
    from ${cartLines} inner join ${carts} on ${carts.id} = ${cartLines.cartId}
    where ${carts.userId} = ${sql.placeholder("userId")})`;

/** The shopper's lines and the pricing rates: built once. */
const cartReadText = new StatementText(() => sql`select ${pricingRatesJson} as rates, ${linesJson} as lines`);

export interface ReadCart {
  rates: PricingRates;
  /** The lines in the order they were first added, those whose product the catalog still has. */
  held: { line: ShownLine; product: CartProduct }[];
}

/**
 * The shopper's lines, their products and variants, and the pricing rates, in one statement: the
 * catalog and the settings give the pieces of it that read their tables.
 */
export async function readCart(db: Database, userId: string): Promise<ReadCart> {
  const [row] = await runTogether(db, [cartReadText.with({ userId }, ([first]) => first)]);
  return cartOf(row);
}

function cartOf(row: Record<string, unknown> | undefined): ReadCart {
  return {
    rates: ratesOf(row?.rates),
    held: linesOf(row).flatMap(({ line, product }) => (product ? [{ line, product }] : [])),
  };
}

/** Each line read with its product, undefined when the catalog no longer has it. */
function linesOf(row: Record<string, unknown> | undefined) {
  // Both drivers answer with the JSON values parsed.
  const lines = (row?.lines ?? []) as (ShownLine & { product: unknown })[];
  return lines.map(({ product: json, ...line }) => ({ line, product: cartProductOf(json) }));
}

/**
 * The shopper's cart: its lines in the order they were first added, each flagged when its variant
 * has since sold out, shrunk in stock or stopped being made, with the count,
 * the total and the one quote. A line whose product the catalog no longer has cannot be priced and is
 * left out until the shopper empties the cart.
 */
export async function getCart(db: Database, userId: string): Promise<Cart> {
  const { rates, held } = await readCart(db, userId);
  const totals = cartTotals(
    held.map(({ line, product }) => ({ unitPriceKobo: unitPriceOf(product, line), quantity: line.quantity })),
    rates,
  );
  return {
    items: held.map(({ line, product }) => toCartItem(line, product, rates)),
    cartItemsCount: totals.cartItemsCount,
    cartItemsTotalAmount: koboToNaira(totals.cartItemsTotalKobo),
    quote: quoteInNaira(totals.quote),
  };
}

/** The shoppers' carts as last read (decision 047): every write of a cart's lines says `changed`. */
export type KeptCarts = ShopperAnswers<Cart>;

/** The shopper's cart as `getCart` reads it, answered from `kept` while it and the catalog hold. */
export function keptCartOf(kept: KeptCarts, db: Database, userId: string): Promise<Cart> {
  return kept.answerOf(userId, () => getCart(db, userId));
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

/** The cart's line of a product in a size and colour, if it has one (read under the cart's lock). */
async function lineOfChoice(
  tx: Database,
  cartId: string,
  productId: string,
  choice: { size: string; colour: string },
): Promise<LineRow | undefined> {
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        eq(cartLines.productId, productId),
        eq(cartLines.size, choice.size),
        eq(cartLines.colour, choice.colour),
      ),
    );
  return line;
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
  return { size: checked.size, colour: checked.colour, variant };
}

/**
 * Adds `quantity` of a product in a size and colour; the same product, size and colour adds to its
 * line. 404 for an unknown product, 400 for a size or colour it is not made in (or not in together),
 * 409 when that size and colour is sold out or the cart would hold more of it than the shop has.
 */
export async function addToCart(db: Database, userId: string, productId: string, body: AddToCartBody) {
  const product = (await cartProducts(db, [productId])).get(productId);
  if (!product) throw notFound(productNotFoundMessage);
  const { size, colour, variant } = refuseChoice(product, body);
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const inCart = (await lineOfChoice(tx, cartId, productId, { size, colour }))?.quantity ?? 0;
    const problem = addToCartStockProblem(product, variant, inCart, body.quantity);
    if (problem) throw conflict(problem);
    const [line] = await tx
      .insert(cartLines)
      .values({ cartId, productId, variantId: variant.id, size, colour, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.size, cartLines.colour],
        // A line kept from a variant the owner removed and made again takes the new one.
        set: {
          quantity: sql`${cartLines.quantity} + excluded.quantity`,
          variantId: sql`excluded.variant_id`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${cartLineMaxQuantity}`,
      })
      .returning({ id: cartLines.id });
    if (!line) throw conflict(cartLineFullMessage);
  });
  return getCart(db, userId);
}

/**
 * Sets a line's quantity and, when given, a new size or colour: the line moves to that variant, and
 * onto the line of that variant if the cart has one. Lowering a quantity is always allowed (it is how
 * a flagged line is put right); raising it, or moving, is refused (409) beyond the variant's stock.
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
    const choice =
      wanted.size === line.size && wanted.color === line.colour ? undefined : refuseChoice(product, wanted);
    if (!choice || (choice.size === line.size && choice.colour === line.colour)) {
      if (body.quantity > line.quantity) {
        const variant = variantOf(product, line);
        const problem = variant
          ? addToCartStockProblem(product, variant, line.quantity, body.quantity - line.quantity)
          : cartLineProblem(
              product,
              { size: line.size, colour: line.colour, quantity: body.quantity },
              variant,
            );
        if (problem) throw conflict(problem);
      }
      await tx
        .update(cartLines)
        .set({ quantity: body.quantity, updatedAt: sql`now()` })
        .where(eq(cartLines.id, line.id));
      return;
    }

    const { size, colour, variant } = choice;
    const twin = await lineOfChoice(tx, cartId, product.id, { size, colour });
    const problem = addToCartStockProblem(product, variant, twin?.quantity ?? 0, body.quantity);
    if (problem) throw conflict(problem);
    if (twin) {
      if (twin.quantity + body.quantity > cartLineMaxQuantity) throw conflict(cartLineFullMessage);
      await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      await tx
        .update(cartLines)
        .set({ quantity: twin.quantity + body.quantity, variantId: variant.id, updatedAt: sql`now()` })
        .where(eq(cartLines.id, twin.id));
      return;
    }
    await tx
      .update(cartLines)
      .set({ size, colour, variantId: variant.id, quantity: body.quantity, updatedAt: sql`now()` })
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

/** The cart as an order takes it: read under its row lock, with what placing an order needs of the settings. */
export interface CartForOrder {
  rates: PricingRates;
  /** Every line in the order first added, with its product as the catalog has it now (undefined when it no longer does). */
  lines: { line: ShownLine; product: CartProduct | undefined }[];
  shop: ShopForOrder;
}

/**
 * The statements that hold the shopper's cart for an order, to send in this order with others
 * (`runTogether`): the cart's row lock (held until the order's transaction ends; its answer is the cart's
 * id, undefined when the shopper has no cart), then the cart as `readCart` reads it, every line with its
 * product and variants, the pricing rates, the showroom and the shop's name. No change of the cart can
 * slip in between the order reading the lines and emptying the cart (`emptyLockedCart`). Two statements:
 * the cart is read in a snapshot taken after the lock is held, so a change that held it before is seen,
 * and so is the stock as it stands then.
 */
export function cartForOrder(userId: string): [Statement<string | undefined>, Statement<CartForOrder>] {
  return [
    lockedCartText.with({ userId }, ([row]) => row?.id as string | undefined),
    cartForOrderText.with({ userId }, ([row]) => ({
      rates: ratesOf(row?.rates),
      lines: linesOf(row),
      shop: shopForOrderOf(row),
    })),
  ];
}

const lockedCartText = new StatementText(
  () =>
    sql`select ${carts.id} from ${carts} where ${carts.userId} = ${sql.placeholder("userId")}::uuid for update`,
);
const cartForOrderText = new StatementText(
  () => sql`select ${pricingRatesJson} as rates, ${linesJson} as lines, ${shopForOrderColumns}`,
);

/** Removes every line of a cart whose row lock the transaction holds (`cartForOrder`): a statement to send with others. */
export function emptyLockedCart(cartId: string): Statement<void> {
  return emptyLockedCartText.with({ cartId }, () => undefined);
}

const emptyLockedCartText = new StatementText(
  () => sql`delete from ${cartLines} where ${cartLines.cartId} = ${sql.placeholder("cartId")}::uuid`,
);

/** Removes every line of the shopper's cart under its row lock. */
export async function emptyCart(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, userId);
    if (cartId) await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  });
}

/**
 * The one quote of the shopper's cart with a promo code's deduction (docs/architecture.md §3), in kobo, as an order
 * placed from it now would have (each line at its variant's price); null for an empty cart.
 */
export async function cartQuote(
  db: Database,
  userId: string,
  promo: PromoDeduction | null,
): Promise<OrderQuote | null> {
  const { rates, held } = await readCart(db, userId);
  const priced = held.map(({ line, product }) => ({
    unitPriceKobo: unitPriceOf(product, line),
    quantity: line.quantity,
  }));
  return priced.length === 0 ? null : orderQuote(priced, rates, promo);
}
