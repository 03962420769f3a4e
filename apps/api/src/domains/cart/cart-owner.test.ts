import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cartCalls, cartPath } from "../../test/carts.ts";
import { productNamed } from "../../test/products.ts";
import { newClient, otherUserAnswer, signedInShopper, signInRequiredAnswer } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A cart is its shopper's alone (decision 005): another shopper and a stranger reach none of it.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const signInRequired = signInRequiredAnswer;
const otherUser = otherUserAnswer;

const { send, addToCart, updateLine, cartOf, linesInDatabase } = cartCalls(() => shop);

describe("a cart is its shopper's alone", () => {
  async function twoShoppers() {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop, { firstName: "Bola" });
    const wallet = await productNamed(shop, "eko-bifold-wallet");
    const bolaLine = (await addToCart(bola, wallet)).json().data.items[0].id as string;
    return { ada, bola, wallet, bolaLine };
  }

  it("answers 403 to every cart call naming another shopper's id, and changes nothing", async () => {
    const { ada, bola, wallet, bolaLine } = await twoShoppers();
    const before = await cartOf(bola);
    const body = { quantity: 3, size: "One Size", color: wallet.colours[0] };
    const calls: [InjectOptions["method"], string, unknown][] = [
      ["GET", cartPath(bola), undefined],
      ["POST", `${cartPath(bola)}/items/${wallet.id}`, body],
      ["PUT", `${cartPath(bola)}/items/${bolaLine}`, body],
      ["DELETE", `${cartPath(bola)}/items/${bolaLine}`, undefined],
      ["DELETE", cartPath(bola), undefined],
      // Before the body is even read: a bad body for someone else's cart is still 403.
      ["POST", `${cartPath(bola)}/items/${wallet.id}`, { quantity: "lots" }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await send(method, url, ada.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(otherUser);
    }
    expect(await cartOf(bola)).toEqual(before);
    expect(await linesInDatabase(ada)).toEqual([]);
  });

  it("never reaches another shopper's line through one's own path (404), and changes nothing", async () => {
    const { ada, bola, bolaLine } = await twoShoppers();
    const before = await cartOf(bola);
    await addToCart(ada, await productNamed(shop, "voyager-passport-wallet"));
    const put = await updateLine(ada, bolaLine, { quantity: 2 });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ status: 404, message: "We could not find that item in your cart." });
    const remove = await send("DELETE", `${cartPath(ada)}/items/${bolaLine}`, ada.headers);
    expect(remove.statusCode).toBe(404);
    expect(await cartOf(bola)).toEqual(before);
  });

  it("answers 401 to every cart call without a session", async () => {
    const { bola, wallet, bolaLine } = await twoShoppers();
    const before = await cartOf(bola);
    const calls: [InjectOptions["method"], string][] = [
      ["GET", cartPath(bola)],
      ["POST", `${cartPath(bola)}/items/${wallet.id}`],
      ["PUT", `${cartPath(bola)}/items/${bolaLine}`],
      ["DELETE", `${cartPath(bola)}/items/${bolaLine}`],
      ["DELETE", cartPath(bola)],
    ];
    for (const [method, url] of calls) {
      const response = await send(method, url, newClient(), {
        quantity: 1,
        size: "One Size",
        color: "#1c1a19",
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(signInRequired);
    }
    expect(await cartOf(bola)).toEqual(before);
  });
});
