import type { Order } from "@oja/contracts/orders";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { transactions } from "../domains/payments/payments.schema.ts";
import { productNamed } from "./products.ts";
import type { SignedInShopper } from "./shoppers.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the API tests that need an order to pay: a product of the demo catalog in the cart, then a
// pickup order placed through the real call.

/** Puts `quantity` of the demo product, in its first size and colour, into the shopper's cart. */
export async function addedToCart(shop: TestApp, shopper: SignedInShopper, slug: string, quantity = 1) {
  const product = await productNamed(shop, slug);
  const added = await shop.send("POST", `/users/${shopper.id}/cart/items/${product.id}`, shopper.headers, {
    size: product.sizes[0],
    color: product.colours[0],
    quantity,
  });
  expect(added.statusCode, added.body).toBe(201);
}

export async function placedOrder(
  shop: TestApp,
  shopper: SignedInShopper,
  slug = "ikoyi-penny-loafer",
  quantity = 1,
): Promise<Order> {
  await addedToCart(shop, shopper, slug, quantity);
  const placed = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, {
    pickupAt: "pickup",
  });
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
export async function paidOrder(shop: TestApp, shopper: SignedInShopper, slug?: string): Promise<Order> {
  const order = await placedOrder(shop, shopper, slug);
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
