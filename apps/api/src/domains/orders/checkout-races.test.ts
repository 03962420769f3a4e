import type { Order } from "@oja/contracts/orders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { addressOf, cartOf, ordersPath, placeOrder } from "../../test/orders.ts";
import {
  expectStockAddsUp,
  productNamed,
  setStock,
  setVariantStock,
  stockOf,
  variantStockOf,
} from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { products } from "../catalog/catalog.schema.ts";

// The checkout's stock statement (docs/decisions/044-the-checkout-on-the-shortest-path.md) under
// races on PostgreSQL, two API processes (two connection pools) on one database: a flash sale takes
// exactly the pieces there are, orders holding the same variants in opposite cart orders take their
// rows in one order and never deadlock, and a line added while the order is placed is either ordered
// and priced with it or left in the cart (docs/decisions/055-statements-sent-together.md).

describe.skipIf(!racesCanRun)("checkouts at the same instant", () => {
  let shop: TestApp;
  let second: TestApp;
  const shoppers: SignedInShopper[] = [];
  beforeAll(async () => {
    shop = await createTestApp();
    await seedDemoData(shop.db);
    // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
    for (let index = 0; index < 16; index += 1) shoppers.push(await signedInShopper(shop));
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(async () => {
    await second.close();
    await shop.close();
  });

  const add = async (shopper: SignedInShopper, productId: string, size: string, color: string) => {
    const added = await shop.send("POST", `/users/${shopper.id}/cart/items/${productId}`, shopper.headers, {
      size,
      color,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
  };

  /** Every shopper's cart emptied, so a round starts from nothing whatever the last one left. */
  const emptyCarts = async () => {
    for (const shopper of shoppers) await shop.send("DELETE", `/users/${shopper.id}/cart`, shopper.headers);
  };

  const unitsSold = async (slug: string) =>
    (await shop.db.select().from(products).where(eq(products.slug, slug)))[0]?.unitsSold ?? 0;

  it("a flash sale: 16 shoppers for 5 pieces, all at once, make exactly 5 orders and leave none", async () => {
    const slug = "durbar-cross-strap-sandal";
    const sandal = await productNamed(shop, slug);
    const [size, colour] = [sandal.sizes[0] ?? "", sandal.colours[0] ?? ""];
    for (let round = 0; round < 3; round += 1) {
      await emptyCarts();
      await setStock(shop, slug, 0);
      await setVariantStock(shop, slug, size, colour, shoppers.length);
      for (const shopper of shoppers) await add(shopper, sandal.id, size, colour);
      await setVariantStock(shop, slug, size, colour, 5);
      const soldBefore = await unitsSold(slug);
      const answers = await Promise.all(
        shoppers.map((shopper, index) =>
          placeOrder(index % 2 ? second : shop, shopper, { pickupAt: "pickup" }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(5);
      expect(codes.filter((code) => code === 409)).toHaveLength(shoppers.length - 5);
      expect(await variantStockOf(shop, slug, size, colour)).toBe(0);
      expect(await stockOf(shop, slug)).toBe(0);
      expect(await unitsSold(slug)).toBe(soldBefore + 5);
      await expectStockAddsUp(shop.db);
    }
  });

  it("orders of the same two variants held in opposite cart orders, many at once, never deadlock", async () => {
    const slug = "iyaloja-top-handle-bag";
    await setStock(shop, slug, 0);
    const bag = await productNamed(shop, slug);
    const [one, other] = bag.variants;
    if (!one || !other) throw new Error("the bag has one variant");
    await setVariantStock(shop, slug, one.size, one.colour, 500);
    await setVariantStock(shop, slug, other.size, other.colour, 500);
    for (let round = 0; round < 5; round += 1) {
      await emptyCarts();
      for (const [index, shopper] of shoppers.entries()) {
        const picks = index % 2 === 0 ? [one, other] : [other, one];
        for (const pick of picks) await add(shopper, bag.id, pick.size, pick.colour);
      }
      const answers = await Promise.all(
        shoppers.map((shopper, index) =>
          placeOrder(index % 2 ? second : shop, shopper, { pickupAt: "pickup" }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    }
    const rounds = 5 * shoppers.length;
    expect(await variantStockOf(shop, slug, one.size, one.colour)).toBe(500 - rounds);
    expect(await variantStockOf(shop, slug, other.size, other.colour)).toBe(500 - rounds);
    await expectStockAddsUp(shop.db);
  });

  it("a line added while the order waits for the cart's lock is ordered, and priced with the rest", async () => {
    const [sandal, bag] = [
      await productNamed(shop, "durbar-cross-strap-sandal"),
      await productNamed(shop, "iyaloja-top-handle-bag"),
    ];
    const [first, added] = [sandal.variants[0], bag.variants[0]];
    const shopper = shoppers[0];
    if (!first || !added || !shopper || !shop.database.connectAlone) throw new Error("nothing to order");
    await setVariantStock(shop, sandal.slug, first.size, first.colour, 10);
    await setVariantStock(shop, bag.slug, added.size, added.colour, 10);
    await emptyCarts();
    await add(shopper, sandal.id, first.size, first.colour);
    const addressId = (await addressOf(shop, shopper)).id;
    // Another transaction holds the cart, as a change of it from another tab would: the order reads the
    // cart, then waits for its lock; the line is added while it waits.
    const holder = await shop.database.connectAlone("cart-holder", () => undefined);
    try {
      await holder.query("begin");
      const held = await holder.query("select id from carts where user_id = $1 for update", [shopper.id]);
      // Sent now: an injected request goes out when it is first awaited.
      const placing = placeOrder(second, shopper, { pickupAt: "ship", addressId }).then((answer) => answer);
      // Asked outside the holder's transaction, which would see the activity as it first read it.
      const waiting = async () => {
        const { rows } = (await shop.db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`,
        )) as unknown as { rows: { waiting: number }[] };
        return rows[0]?.waiting;
      };
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      await holder.query(
        "insert into cart_lines (cart_id, product_id, variant_id, size, colour, quantity) values ($1, $2, $3, $4, $5, 1)",
        [held.rows[0]?.id, bag.id, added.id, added.size, added.colour],
      );
      await holder.query("commit");
      const answer = await placing;
      expect(answer.statusCode, answer.body).toBe(201);
      const placed = answer.json().data as Order;
      const kept = await shop.get(`${ordersPath(shopper)}/${placed.id}`, shopper.headers);
      // As answered and as kept, the figures are those of both lines, not of the one the cart held
      // when the order read it.
      for (const order of [placed, kept.json().data as Order]) {
        expect(order.items.map((item) => item.product.id)).toEqual([sandal.id, bag.id]);
        expect(order.subtotal).toBe(order.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
        expect(order.total).toBe(placed.total);
      }
      expect((await cartOf(shop, shopper)).items).toEqual([]);
      expect(await variantStockOf(shop, bag.slug, added.size, added.colour)).toBe(9);
    } finally {
      await holder.end();
    }
    await expectStockAddsUp(shop.db);
  });
});
