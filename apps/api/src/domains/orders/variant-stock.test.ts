import type { Order } from "@oja/contracts/orders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cartOf, ordersPath, placeOrder } from "../../test/orders.ts";
import {
  expectStockAddsUp,
  productNamed,
  setFirstVariantStock,
  setStock,
  setVariantStock,
  stockOf,
  variantStockOf,
} from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { products } from "../catalog/catalog.schema.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Stock per variant through an order's life (docs/decisions/029-variants.md): an order takes each
// line's size and colour, a cancellation gives it back there, and the product's stock is the sum of
// its variants' after every move. On PostgreSQL, shoppers racing for the last pair of a size.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const slug = "adire-heritage-loafer";

async function unitsSold() {
  const [row] = await shop.db.select().from(products).where(eq(products.slug, slug));
  return row?.unitsSold;
}

async function order(shopper: SignedInShopper, app: TestApp = shop) {
  return placeOrder(app, shopper, { pickupAt: "pickup" });
}

describe("stock moved by variant", () => {
  it("an order takes its sizes' stock and keeps their SKUs; cancelling, the sweeper and the admin area give it back; the sums add up", async () => {
    const shopper = await signedInShopper(shop);
    const owner = await signedInOwner(shop);
    await setStock(shop, slug, 0);
    await setVariantStock(shop, slug, "42", undefined, 3);
    await setVariantStock(shop, slug, "44", undefined, 5);
    const loafer = await productNamed(shop, slug);
    const soldBefore = await unitsSold();
    const colour = loafer.colours[0] ?? "";
    const variantIn = (size: string) =>
      loafer.variants.find((variant) => variant.size === size && variant.colour === colour);

    const add = (size: string, quantity: number) =>
      shop.send("POST", `/users/${shopper.id}/cart/items/${loafer.id}`, shopper.headers, {
        size,
        color: colour,
        quantity,
      });
    expect((await add("42", 2)).statusCode).toBe(201);
    expect((await add("44", 1)).statusCode).toBe(201);
    await expectStockAddsUp(shop.db);

    const placed = await order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const first: Order = placed.json().data;
    expect(first.items.map((item) => [item.size, item.quantity, item.sku])).toEqual([
      ["42", 2, variantIn("42")?.sku],
      ["44", 1, variantIn("44")?.sku],
    ]);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, first.id));
    expect(lines.map((line) => line.variantId).sort()).toEqual(
      [variantIn("42")?.id, variantIn("44")?.id].sort(),
    );
    expect([await variantStockOf(shop, slug, "42"), await variantStockOf(shop, slug, "44")]).toEqual([1, 4]);
    expect(await stockOf(shop, slug)).toBe(5);
    await expectStockAddsUp(shop.db);

    // The shopper cancels: each size gets its own pieces back.
    const cancelled = await shop.send("POST", `${ordersPath(shopper)}/${first.id}/cancel`, shopper.headers);
    expect(cancelled.statusCode).toBe(200);
    expect([await variantStockOf(shop, slug, "42"), await variantStockOf(shop, slug, "44")]).toEqual([3, 5]);
    await expectStockAddsUp(shop.db);

    // The sweeper cancels an unpaid one.
    await add("42", 1);
    const unpaid: Order = (await order(shopper)).json().data;
    expect(await variantStockOf(shop, slug, "42")).toBe(2);
    await shop.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, unpaid.id));
    expect(await shop.unpaidOrders.sweep()).toBe(1);
    expect(await variantStockOf(shop, slug, "42")).toBe(3);
    await expectStockAddsUp(shop.db);

    // The admin area cancels one whose size the owner has since stopped making: that size's stock
    // went with it, the rest comes back.
    await add("42", 1);
    await add("44", 2);
    const third: Order = (await order(shopper)).json().data;
    const product = (await shop.send("GET", `/admin/products/${loafer.id}`, owner.headers)).json().data;
    const changed = await shop.send("PUT", `/admin/products/${loafer.id}`, owner.headers, {
      ...product,
      sizes: loafer.sizes.filter((size) => size !== "42"),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectStockAddsUp(shop.db);
    const moved = await shop.send("POST", `/admin/orders/${third.id}/status`, owner.headers, {
      status: "CANCELLED",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await variantStockOf(shop, slug, "42")).toBeUndefined();
    expect(await variantStockOf(shop, slug, "44")).toBe(5);
    expect(await stockOf(shop, slug)).toBe(5);
    await expectStockAddsUp(shop.db);
    // Every order was cancelled: the product's units sold are as they were.
    expect(await unitsSold()).toBe(soldBefore);
  });

  it("prices a line at its variant's own price, in the cart, the quote and the order", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, slug, 60);
    const loafer = await productNamed(shop, slug);
    const dear = loafer.variants[1];
    if (!dear) throw new Error("the loafer has one variant");
    await shop.db.execute(sql`update product_variants set price_kobo = 9000000 where id = ${dear.id}`);
    const add = await shop.send("POST", `/users/${shopper.id}/cart/items/${loafer.id}`, shopper.headers, {
      size: dear.size,
      color: dear.colour,
      quantity: 2,
    });
    expect(add.statusCode, add.body).toBe(201);
    const cart = await cartOf(shop, shopper);
    expect(cart.items[0]?.product.price).toBe(90_000);
    expect(cart.cartItemsTotalAmount).toBe(180_000);
    const placed: Order = (await order(shopper)).json().data;
    expect(placed.items[0]?.price).toBe(90_000);
    expect(placed.subtotal).toBe(180_000);
    expect(placed.total).toBe(cart.quote.total);
  });
});

describe.skipIf(!racesCanRun)("orders for the same sizes at the same moment", () => {
  // Two API processes (two connection pools) on one database.
  let second: TestApp;
  const shoppers: SignedInShopper[] = [];
  beforeAll(async () => {
    // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
    for (let index = 0; index < 14; index += 1) shoppers.push(await signedInShopper(shop));
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("two shoppers racing for the last size-42 pair: one order, size 44 untouched, the sums add up", async () => {
    const sandal = "durbar-cross-strap-sandal";
    const product = await productNamed(shop, sandal);
    const colour = product.colours[0] ?? "";
    for (let round = 0; round < 5; round += 1) {
      const racers = [shoppers[0], shoppers[1]] as SignedInShopper[];
      await setStock(shop, sandal, 0);
      await setVariantStock(shop, sandal, "42", colour, 2);
      await setVariantStock(shop, sandal, "44", colour, 20);
      for (const racer of racers) {
        const added = await shop.send("POST", `/users/${racer.id}/cart/items/${product.id}`, racer.headers, {
          size: "42",
          color: colour,
          quantity: 1,
        });
        expect(added.statusCode, added.body).toBe(201);
      }
      await setVariantStock(shop, sandal, "42", colour, 1);
      const answers = await Promise.all(racers.map((racer, index) => order(racer, index ? second : shop)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await variantStockOf(shop, sandal, "42", colour)).toBe(0);
      expect(await variantStockOf(shop, sandal, "44", colour)).toBe(20);
      expect(await stockOf(shop, sandal)).toBe(20);
      await expectStockAddsUp(shop.db);
      // The loser keeps the line; empty both carts for the next round.
      for (const racer of racers) await shop.send("DELETE", `/users/${racer.id}/cart`, racer.headers);
    }
  });

  it("orders holding the same products in opposite orders, many at once, never deadlock", async () => {
    const [bag, belt] = ["iyaloja-top-handle-bag", "kano-braided-belt"];
    await setStock(shop, bag, 400);
    await setFirstVariantStock(shop, belt, 400);
    const first = await productNamed(shop, bag);
    const other = await productNamed(shop, belt);
    const racers = shoppers.slice(2, 14);
    // Two colours of the bag in the order their rows are taken: half the carts hold both, the others
    // only the later one, so an order that locked the bag's row only after its variants' would wait
    // on the later colour while holding the bag's row another order waits for.
    const [early, late] = first.variants
      .slice(0, 2)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((variant) => variant.colour);
    for (let round = 0; round < 5; round += 1) {
      for (const [index, racer] of racers.entries()) {
        // Half the carts hold the bag first, half the belt.
        const picks =
          index % 2 === 0
            ? [
                [first, early],
                [other, other.colours[0]],
                [first, late],
              ]
            : [
                [other, other.colours[0]],
                [first, late],
              ];
        for (const [product, color] of picks as [typeof first, string][]) {
          const added = await shop.send(
            "POST",
            `/users/${racer.id}/cart/items/${product.id}`,
            racer.headers,
            {
              size: product.sizes[0],
              color,
              quantity: 1,
            },
          );
          expect(added.statusCode, added.body).toBe(201);
        }
      }
      const answers = await Promise.all(
        racers.map((racer, index) => order(racer, index % 2 ? second : shop)),
      );
      for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
      await expectStockAddsUp(shop.db);
      for (const racer of racers) await shop.send("DELETE", `/users/${racer.id}/cart`, racer.headers);
    }
  });
});
