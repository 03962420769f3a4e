import type { ProductDetail } from "@oja/contracts/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { placedOrder } from "../../test/orders.ts";
import { setFirstVariantStock } from "../../test/products.ts";
import { signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureAdmin } from "../accounts/accounts.service.ts";
import { settings } from "../settings/settings.schema.ts";
import { addReviews } from "./reviews.service.ts";

// The catalog's answers are cached (catalog-cache.ts); these prove that no write is ever hidden by
// the cache, and that a repeated read is answered from it, byte for byte.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const productPath = (slug: string) => `/products/${slug}`;

async function productAt(app: TestApp, slug: string): Promise<ProductDetail> {
  const answer = await app.get(productPath(slug));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.product;
}

/** The product as each cached call shows it: the list (by a search), its page and the suggestions. */
async function everywhere(app: TestApp, slug: string) {
  const list = (await app.get(`/products?q=${slug.split("-")[1]}`)).json().data.data;
  const suggestions = (await app.get("/products/fetch/suggestions?limit=12")).json().data;
  return [
    ...list,
    await productAt(app, slug),
    ...suggestions.recentlyAdded,
    ...suggestions.highestSelling,
    ...suggestions.mostLiked,
  ].filter((product: { slug: string }) => product.slug === slug);
}

describe("a repeated catalog read", () => {
  it("is answered with the same bytes and headers, an ETag and no-cache", async () => {
    const path = "/products?page=1&limit=30&sort=price-asc";
    const first = await shop.get(path);
    const second = await shop.get(path);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const { "x-request-id": _first, date: _firstDate, ...firstHeaders } = first.headers;
    const { "x-request-id": _second, date: _secondDate, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
  });

  it("answers 304 with no body to If-None-Match of the current ETag, stored or not", async () => {
    const path = "/products/fetch/suggestions?limit=6";
    const first = await shop.get(path);
    const etag = String(first.headers.etag);
    const again = await shop.get(path, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await shop.get(path, { "if-none-match": `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await shop.get(path, { "if-none-match": '"other"' })).statusCode).toBe(200);

    await shop.catalogChanged();
    const fresh = await shop.get(path, { "if-none-match": etag });
    expect(fresh.statusCode).toBe(304);
  });

  it("still needs the app key, even when the answer is cached", async () => {
    await shop.get("/products?page=1&limit=30");
    const withoutKey = await shop.app.inject({ method: "GET", url: "/api/v1/products?page=1&limit=30" });
    expect(withoutKey.statusCode).toBe(401);
  });

  it("still refuses a bad query, which is never cached", async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await shop.get("/products?page=0")).statusCode).toBe(400);
    }
  });
});

describe("the catalog after a write", () => {
  it("shows the owner's product edit at once, everywhere", async () => {
    const owner = await signedInShopper(shop);
    expect(await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" })).toBe("promoted");
    const before = await productAt(shop, "luxurious-voyager-bag");
    await everywhere(shop, "luxurious-voyager-bag");
    const edit = await shop.send("PUT", `/admin/products/${before.id}`, owner.headers, {
      name: "Luxurious Voyager Bag II",
      slug: before.slug,
      price: before.price + 1000,
      category: before.category.slug,
      sizes: before.sizes,
      colours: before.colours,
      description: before.description,
      stock: before.stock,
      status: "ACTIVE",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const shown = await everywhere(shop, "luxurious-voyager-bag");
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const product of shown) {
      expect(product).toMatchObject({ name: "Luxurious Voyager Bag II", price: before.price + 1000 });
    }
  });

  it("shows the stock an order took, and the stock its cancelling gave back", async () => {
    const slug = "ikoyi-penny-loafer";
    // All its stock in the one size and colour the order takes.
    await setFirstVariantStock(shop, slug, 3);
    const before = await productAt(shop, slug);
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, slug, before.stock);
    expect(await productAt(shop, slug)).toMatchObject({ stock: 0, inStock: false });
    const listed = (await shop.get("/products?q=penny")).json().data.data;
    expect(listed.find((product: { slug: string }) => product.slug === slug).inStock).toBe(false);

    const cancelled = await shop.send(
      "POST",
      `/users/${shopper.id}/orders/${order.id}/cancel`,
      shopper.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await productAt(shop, slug)).toMatchObject({ stock: before.stock, inStock: true });
  });

  it("shows the sale prices of a new discount once the settings say the catalog changed", async () => {
    const slug = "kano-braided-belt";
    const [before] = await everywhere(shop, slug);
    try {
      await shop.db.update(settings).set({ discountBasisPoints: 5000 }).where(eq(settings.id, "default"));
      await shop.catalogChanged();
      for (const product of await everywhere(shop, slug)) expect(product.salePrice).toBe(before.price / 2);
    } finally {
      await shop.db.update(settings).set({ discountBasisPoints: 1000 }).where(eq(settings.id, "default"));
      await shop.catalogChanged();
    }
  });

  it("counts a new review in the product's rating and its reviews at once", async () => {
    const product = await productAt(shop, "adire-market-tote");
    const reviewsPath = `/products/${product.id}/reviews`;
    const before = (await shop.get(reviewsPath)).json();
    await shop.db.transaction((tx) =>
      addReviews(tx, [
        {
          productId: product.id,
          authorFirstName: "Ada",
          authorLastName: "Obi",
          rating: 1,
          comment: "Too small.",
        },
      ]),
    );
    await shop.catalogChanged();

    const after = await productAt(shop, product.slug);
    expect(after.reviewCount).toBe(product.reviewCount + 1);
    const expected = (product.averageRating * product.reviewCount + 1) / (product.reviewCount + 1);
    expect(after.averageRating).toBeCloseTo(expected, 0);
    const reviews = (await shop.get(reviewsPath)).json();
    expect(reviews.pagination.total).toBe(before.pagination.total + 1);
    expect(reviews.averageRating).toBe(after.averageRating);
    expect(reviews.data[0].comment).toBe("Too small.");
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("two API processes sharing Redis", () => {
  it("each sees the other's writes at once", async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? "" };
    const first = await createTestApp(redis);
    await seedDemoData(first.db);
    // Signed up before the second process starts, whose outbox would take the e-mailed code.
    const shopper = await signedInShopper(first);
    const second = await createTestApp(redis, { database: await anotherProcess(first.database) });
    try {
      const slug = "marina-cap-toe-oxford";
      const before = await productAt(first, slug);
      expect(await productAt(second, slug)).toEqual(before);
      // A write through the second process's call (an order) is seen by the first at once.
      await placedOrder(second, shopper, slug, 1);
      expect((await productAt(first, slug)).stock).toBe(before.stock - 1);
      expect((await productAt(second, slug)).stock).toBe(before.stock - 1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
