import type { Cart } from "@oja/contracts/cart-api";
import type { ProductDetail } from "@oja/contracts/catalog";
import { nairaToKobo } from "@oja/contracts/money";
import { quote, quoteInNaira } from "@oja/contracts/pricing";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { cartLines, carts } from "../domains/cart/cart.schema.ts";
import { pricingRates } from "../domains/settings/settings.service.ts";
import type { SignedInShopper } from "./shoppers.ts";
import type { TestApp } from "./test-app.ts";

// The cart's calls as the cart's tests make them.

export const cartPath = (shopper: SignedInShopper) => `/users/${shopper.id}/cart`;

/**
 * The calls, on the shop `current` answers: a test file opens its shop in `beforeAll`, after these are
 * made, so they ask for it on each call.
 */
export function cartCalls(current: () => TestApp) {
  function send(
    method: InjectOptions["method"],
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
    app: TestApp = current(),
  ) {
    return app.send(method, url, headers, payload);
  }

  function addToCart(
    shopper: SignedInShopper,
    product: ProductDetail,
    choice: { size?: string; color?: string; quantity?: number } = {},
    app: TestApp = current(),
  ) {
    return send(
      "POST",
      `${cartPath(shopper)}/items/${product.id}`,
      shopper.headers,
      { size: product.sizes[0], color: product.colours[0], ...choice },
      app,
    );
  }

  function updateLine(shopper: SignedInShopper, lineId: string, body: unknown) {
    return send("PUT", `${cartPath(shopper)}/items/${lineId}`, shopper.headers, body);
  }

  async function cartOf(shopper: SignedInShopper): Promise<Cart> {
    const response = await current().get(cartPath(shopper), shopper.headers);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function linesInDatabase(shopper: SignedInShopper) {
    return current()
      .db.select({ line: cartLines })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, shopper.id));
  }

  /** The one quote of contracts over a cart's lines, with the shop's rates from its settings. */
  async function expectedQuote(cart: Cart) {
    const lines = cart.items.map((item) => ({
      unitPriceKobo: nairaToKobo(item.product.price),
      quantity: item.quantity,
    }));
    return quoteInNaira(quote(lines, await pricingRates(current().db)));
  }

  return { send, addToCart, updateLine, cartOf, linesInDatabase, expectedQuote };
}
