import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cartCalls } from "../../test/carts.ts";
import { productNamed, setFirstVariantStock, setStock, setVariantStock } from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";

// Adds at the same moment from two API processes (decision 008: every rule on stock is raced).

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const { addToCart, cartOf, linesInDatabase } = cartCalls(() => shop);

describe.skipIf(!racesCanRun)("adds at the same moment", () => {
  // Two API processes (two connection pools) on one database; on PGlite, one process twice.
  let second: TestApp;
  let shoppers: SignedInShopper[];
  beforeAll(async () => {
    // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
    shoppers = [await signedInShopper(shop), await signedInShopper(shop)];
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("of one product, size and colour by one shopper end in exactly one line with the summed quantity", async () => {
    const shopper = shoppers[0] as SignedInShopper;
    await setFirstVariantStock(shop, "falomo-card-holder", 60);
    const holder = await productNamed(shop, "falomo-card-holder");
    const adds = 24;
    const answers = await Promise.all(
      Array.from({ length: adds }, (_, index) =>
        addToCart(shopper, holder, { quantity: 1 }, index % 2 === 0 ? shop : second),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(adds).fill(201));
    const lines = await linesInDatabase(shopper);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.line.quantity).toBe(adds);
    expect((await cartOf(shopper)).cartItemsCount).toBe(adds);
  });

  it("in several colours never put more of a colour in the cart than the shop has of it", async () => {
    const shopper = shoppers[1] as SignedInShopper;
    await setStock(shop, "ife-bronze-bucket-bag", 0);
    const bag = await productNamed(shop, "ife-bronze-bucket-bag");
    const [size = ""] = bag.sizes;
    const stocks = [3, 2, 0];
    for (const [index, stock] of stocks.entries()) {
      await setVariantStock(shop, bag.slug, size, bag.colours[index], stock);
    }
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        addToCart(
          shopper,
          bag,
          { color: bag.colours[index % bag.colours.length], quantity: 1 },
          index % 2 === 0 ? shop : second,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const lines = await linesInDatabase(shopper);
    expect(lines.reduce((sum, { line }) => sum + line.quantity, 0)).toBe(5);
    for (const { line } of lines) {
      expect(line.quantity).toBe(stocks[bag.colours.indexOf(line.colour)]);
    }
  });
});
