import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { placeOrder } from "../../test/orders.ts";
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
// exactly the pieces there are, and orders holding the same variants in opposite cart orders take
// their rows in one order and never deadlock.

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
});
