import type { Address } from "@oja/contracts/addresses";
import type { Cart } from "@oja/contracts/cart-api";
import type { Order } from "@oja/contracts/orders";
import { and, eq, lt } from "drizzle-orm";
import { expect } from "vitest";
import { productVariants } from "../domains/catalog/catalog.schema.ts";
import { outboxEmails } from "../domains/mail/mail.schema.ts";
import { orders } from "../domains/orders/orders.schema.ts";
import { transactions } from "../domains/payments/payments.schema.ts";
import { productNamed } from "./products.ts";
import { lagosAddress, type SignedInShopper } from "./shoppers.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the API tests that place orders and pay them: a product of the demo catalog in the cart, an
// address, an order placed through the real call, and what the database then holds.

/**
 * Puts `quantity` of the demo product, in its first size and the colour asked for (its first when none
 * is), into the shopper's cart; answers the product. That size and colour is given `quantity` pieces
 * first if it has fewer: the demo's stock is spread thin over its sizes × colours, and tests of what
 * follows an add do not depend on how many earlier tests bought (tests of stock set it first).
 */
export async function addedToCart(
  shop: TestApp,
  shopper: SignedInShopper,
  slug: string,
  quantity = 1,
  choice: { color?: string } = {},
) {
  const product = await productNamed(shop, slug);
  const size = product.sizes[0] ?? "";
  const color = choice.color ?? product.colours[0] ?? "";
  const stocked = await shop.db
    .update(productVariants)
    .set({ stock: quantity })
    .where(
      and(
        eq(productVariants.productId, product.id),
        eq(productVariants.size, size),
        eq(productVariants.colour, color),
        lt(productVariants.stock, quantity),
      ),
    )
    .returning({ id: productVariants.id });
  if (stocked.length > 0) await shop.catalogChanged();
  const added = await shop.send("POST", `/users/${shopper.id}/cart/items/${product.id}`, shopper.headers, {
    size,
    color,
    quantity,
  });
  expect(added.statusCode, added.body).toBe(201);
  return product;
}

export async function cartOf(shop: TestApp, shopper: SignedInShopper): Promise<Cart> {
  return (await shop.get(`/users/${shopper.id}/cart`, shopper.headers)).json().data;
}

/** Saves an address for the shopper (the Lagos one unless told) and answers it. */
export async function addressOf(
  shop: TestApp,
  shopper: SignedInShopper,
  body: unknown = lagosAddress,
): Promise<Address> {
  const response = await shop.send("POST", `/users/${shopper.id}/addresses`, shopper.headers, body);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

export const ordersPath = (shopper: SignedInShopper) => `/users/${shopper.id}/orders`;

/** Places an order from the shopper's cart through `app`, answering the call's response. */
export function placeOrder(
  app: TestApp,
  shopper: SignedInShopper,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.send("POST", ordersPath(shopper), { ...shopper.headers, ...headers }, body);
}

/** The shopper's orders as the database holds them. */
export async function ordersInDatabase(shop: TestApp, shopper: SignedInShopper) {
  return shop.db.select().from(orders).where(eq(orders.userId, shopper.id));
}

/** The e-mails of this kind queued for the shopper. */
export async function emailsTo(shop: TestApp, shopper: SignedInShopper, kind: string) {
  return shop.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, shopper.email), eq(outboxEmails.kind, kind)));
}

/** An order placed from the cart: for pickup at the showroom, or delivered to a new Lagos address. */
export async function placedOrder(
  shop: TestApp,
  shopper: SignedInShopper,
  slug = "ikoyi-penny-loafer",
  quantity = 1,
  pickupAt: "pickup" | "ship" = "pickup",
): Promise<Order> {
  await addedToCart(shop, shopper, slug, quantity);
  const delivery =
    pickupAt === "ship" ? { pickupAt, addressId: (await addressOf(shop, shopper)).id } : { pickupAt };
  const placed = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, delivery);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data;
}

/** Starts paying an order as the checkout does; answers the call's response. */
export function initializePayment(
  shop: TestApp,
  shopper: SignedInShopper,
  order: Pick<Order, "id" | "total">,
  overrides: Record<string, unknown> = {},
) {
  return shop.send("POST", `/payments/${shopper.id}/initialize`, shopper.headers, {
    orderId: order.id,
    email: shopper.email,
    amount: order.total,
    metadata: { userId: shopper.id },
    ...overrides,
  });
}

/** The tester's Pay or Decline on the sandbox's page for this payment, as the browser posts it. */
export function sandboxChoice(shop: TestApp, reference: string, outcome: "success" | "failure") {
  return shop.app.inject({
    method: "POST",
    url: `/sandbox/checkout/${reference}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `outcome=${outcome}`,
  });
}

/** An order placed and paid through the sandbox's page, then verified: PROCESSING. */
export async function paidOrder(
  shop: TestApp,
  shopper: SignedInShopper,
  slug?: string,
  pickupAt: "pickup" | "ship" = "pickup",
): Promise<Order> {
  const order = await placedOrder(shop, shopper, slug, 1, pickupAt);
  const started = await initializePayment(shop, shopper, order);
  expect(started.statusCode, started.body).toBe(200);
  const { reference } = started.json().data as { reference: string };
  const paid = await sandboxChoice(shop, reference, "success");
  expect(paid.statusCode, paid.body).toBe(303);
  const verified = await shop.send("GET", `/payments/verify/${reference}`, shopper.headers);
  expect(verified.json().data.status, verified.body).toBe("COMPLETED");
  return { ...order, status: "PROCESSING" };
}

/**
 * Waits until none of the order's refunds is PENDING: the sandbox confirms a refund about a second after
 * it is asked for, by the same event handling as Paystack's webhook.
 */
export async function refundsSettled(shop: TestApp, orderId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await shop.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.orderId, orderId),
          eq(transactions.type, "REFUND"),
          eq(transactions.status, "PENDING"),
        ),
      );
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`refunds of ${orderId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
