import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder } from "../../test/orders.ts";
import { productNamed } from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { products, reviews } from "../catalog/catalog.schema.ts";
import { orders } from "../orders/orders.schema.ts";

// Reviews written at once, from two API processes (docs/decisions/035-reviews-by-buyers.md): one review
// per shopper and product however many posts race (the unique index), and a rating summary that
// counts every review and every edit (relative updates in the write's transaction).

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

/**
 * Runs `race` with a second API process on the same database, opened once the shoppers are signed in
 * (its mail sender would otherwise deliver some of their sign-in codes).
 */
async function withSecondProcess(race: (second: TestApp) => Promise<void>) {
  const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  try {
    await race(second);
  } finally {
    await second.close();
  }
}

const slug = "ikoyi-penny-loafer";

async function deliveredBuyer() {
  const shopper = await signedInShopper(shop);
  const order = await paidOrder(shop, shopper, slug);
  await shop.db.update(orders).set({ status: "DELIVERED" }).where(eq(orders.id, order.id));
  return shopper;
}

/** The product's summary as stored, and as its shown reviews add up. */
async function summaries(productId: string) {
  const [stored] = await shop.db
    .select({ count: products.reviewCount, sum: products.ratingSum })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await shop.db.select().from(reviews).where(eq(reviews.productId, productId));
  const shown = rows.filter((row) => !row.hidden);
  return { stored, counted: { count: shown.length, sum: shown.reduce((sum, row) => sum + row.rating, 0) } };
}

describe.skipIf(!racesCanRun)("reviews written at once", () => {
  it("keeps one review of a shopper who posts twice at once", async () => {
    const product = await productNamed(shop, slug);
    const shoppers = [await deliveredBuyer(), await deliveredBuyer(), await deliveredBuyer()];
    const path = `/products/${product.id}/reviews`;
    await withSecondProcess(async (second) => {
      for (const shopper of shoppers) {
        const answers = await Promise.all([
          shop.send("POST", path, shopper.headers, { rating: 5, comment: "First tab." }),
          second.send("POST", path, shopper.headers, { rating: 4, comment: "Second tab." }),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      }
    });
    const { stored, counted } = await summaries(product.id);
    expect(stored).toEqual(counted);
  });

  it("counts every review and every edit of many shoppers writing at once", async () => {
    const product = await productNamed(shop, slug);
    const shoppers: SignedInShopper[] = [];
    for (let count = 0; count < 8; count += 1) shoppers.push(await deliveredBuyer());
    const path = `/products/${product.id}/reviews`;
    await withSecondProcess(async (second) => {
      const written = await Promise.all(
        shoppers.map((shopper, index) =>
          (index % 2 ? second : shop).send("POST", path, shopper.headers, {
            rating: (index % 5) + 1,
            comment: `Shopper ${index}.`,
          }),
        ),
      );
      expect(written.map((answer) => answer.statusCode)).toEqual(shoppers.map(() => 201));
      expect((await summaries(product.id)).stored).toEqual((await summaries(product.id)).counted);

      const edited = await Promise.all(
        shoppers.map((shopper, index) =>
          (index % 2 ? shop : second).send("PUT", `${path}/mine`, shopper.headers, {
            rating: 5 - (index % 5),
            comment: `Shopper ${index}, again.`,
          }),
        ),
      );
      expect(edited.map((answer) => answer.statusCode)).toEqual(shoppers.map(() => 200));
    });
    const { stored, counted } = await summaries(product.id);
    expect(stored).toEqual(counted);
  });
});
