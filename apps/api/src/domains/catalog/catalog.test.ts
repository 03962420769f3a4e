import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import { defaultPricingRates, type PricingRates, quote } from "@oja/contracts/pricing";
import { pageSizes } from "@oja/contracts/shop";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProducts } from "../../demo-shop/catalog-data.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { settings } from "../settings/settings.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("GET /products", () => {
  it("pages through every demo product, 30 at a time, with no repeats", async () => {
    const first = (await shop.get("/products?page=1&limit=30")).json();
    expect(first.status).toBe(200);
    expect(first.data.data).toHaveLength(pageSizes.shop);
    expect(first.data.pagination).toEqual({ page: 1, limit: 30, total: seedProducts.length, totalPages: 2 });
    const second = (await shop.get("/products?page=2&limit=30")).json();
    expect(second.data.data).toHaveLength(seedProducts.length - 30);
    const slugs = [...first.data.data, ...second.data.data].map((product: { slug: string }) => product.slug);
    expect(new Set(slugs).size).toBe(seedProducts.length);
  });

  it("shows prices in naira and the category of each product", async () => {
    const body = (await shop.get("/products?q=voyager")).json();
    const voyager = body.data.data.find(
      (product: { slug: string }) => product.slug === "luxurious-voyager-bag",
    );
    const seeded = seedProducts.find((product) => product.slug === "luxurious-voyager-bag");
    expect(voyager.price).toBe(seeded?.priceNaira);
    expect(voyager.category).toMatchObject({ name: "Bags", slug: "bags" });
    expect(voyager.images[0]).toMatch(/^\/uploads\/products\/luxurious-voyager-bag-1-1200\.webp$/);
  });

  it("filters by category and sorts by price", async () => {
    const body = (await shop.get("/products?category=sandals&sort=price-asc&limit=50")).json();
    const sandals = seedProducts.filter((product) => product.category === "Sandals");
    expect(body.data.data).toHaveLength(sandals.length);
    const prices = body.data.data.map((product: { price: number }) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("treats search text literally, so % and _ match nothing special", async () => {
    const body = (await shop.get(`/products?q=${encodeURIComponent("%_")}`)).json();
    expect(body.data.data).toEqual([]);
    expect(body.data.pagination.total).toBe(0);
  });

  it("answers nonsense paging with 400 and says which field is wrong", async () => {
    for (const query of ["page=-1", "page=1.5", "limit=0", "limit=1000", "page=abc"]) {
      const response = await shop.get(`/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.length, query).toBeGreaterThan(0);
    }
  });

  it("answers a page past the end with an empty list", async () => {
    const body = (await shop.get("/products?page=99")).json();
    expect(body.data.data).toEqual([]);
  });

  it("answers a repeated, unknown or over-long filter with 400 instead of guessing", async () => {
    const queries = [
      "page=1&page=2",
      "sort=cheapest",
      "category=Bags%20%26%20Co",
      `q=${"a".repeat(101)}`,
      "q=a&q=b",
    ];
    for (const query of queries) {
      const response = await shop.get(`/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe("Some of the details sent are not valid.");
    }
  });

  it("lists nothing for a category that does not exist", async () => {
    const body = (await shop.get("/products?category=hats")).json();
    expect(body.data.data).toEqual([]);
    expect(body.data.pagination).toEqual({ page: 1, limit: 30, total: 0, totalPages: 1 });
  });

  it("finds products by their category's name as well as their own, before those that only mention it", async () => {
    const body = (await shop.get("/products?q=%20BAGS%20&limit=50")).json();
    const bags = seedProducts.filter(
      (product) => product.category === "Bags" || /\bbags?\b/i.test(product.name),
    );
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(bags.length);
    const first = body.data.data.slice(0, bags.length).map((product: { slug: string }) => product.slug);
    expect(first.sort()).toEqual(bags.map((product) => product.slug).sort());
  });

  it("sorts newest first by default and best sellers on request", async () => {
    const newest = (await shop.get("/products?limit=100")).json().data.data;
    const byAge = [...seedProducts].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo);
    expect(newest.map((product: { slug: string }) => product.slug)).toEqual(byAge.map((p) => p.slug));

    const selling = (await shop.get("/products?sort=best-selling&limit=5")).json().data.data;
    const bySales = [...seedProducts].sort((a, b) => b.unitsSold - a.unitsSold).slice(0, 5);
    expect(selling.map((product: { slug: string }) => product.slug)).toEqual(bySales.map((p) => p.slug));

    const dearest = (await shop.get("/products?sort=price-desc&limit=100")).json().data.data;
    const prices = dearest.map((product: { price: number }) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("gives every listed product its rating summary and stock state", async () => {
    const body = (await shop.get("/products?q=voyager")).json();
    const voyager = body.data.data.find(
      (product: { slug: string }) => product.slug === "luxurious-voyager-bag",
    );
    const seeded = seedProducts.find((product) => product.slug === "luxurious-voyager-bag");
    expect(voyager.reviewCount).toBe(seeded?.reviews.length);
    expect(voyager.inStock).toBe(true);
  });
});

describe("GET /products/{slugOrId}", () => {
  it("finds a product by slug or by id, with related products from its category", async () => {
    const bySlug = (await shop.get("/products/luxurious-voyager-bag")).json();
    expect(bySlug.data.product.name).toBe("Luxurious Voyager Bag");
    expect(bySlug.data.relatedProducts.length).toBeGreaterThan(0);
    for (const related of bySlug.data.relatedProducts) {
      expect(related.category.name).toBe("Bags");
      expect(related.slug).not.toBe("luxurious-voyager-bag");
    }
    const byId = (await shop.get(`/products/${bySlug.data.product.id}`)).json();
    expect(byId.data.product.slug).toBe("luxurious-voyager-bag");
  });

  it("says how many units can still be ordered, and none of a sold-out product", async () => {
    const voyager = (await shop.get("/products/luxurious-voyager-bag")).json().data.product;
    const seeded = seedProducts.find((product) => product.slug === "luxurious-voyager-bag");
    expect(voyager).toMatchObject({ stock: seeded?.stock, inStock: true });
    const oxford = (await shop.get("/products/broad-street-wholecut-oxford")).json().data.product;
    expect(oxford).toMatchObject({ stock: 0, inStock: false });
    // Lists keep the lighter shape: stock is for the product page and the cart.
    const listed = (await shop.get("/products?q=voyager")).json().data.data[0];
    expect(listed).not.toHaveProperty("stock");
  });

  it("answers 404 for an unknown product, whether asked by slug or by id", async () => {
    for (const key of ["no-such-bag", "7d4c2c8e-0000-4000-8000-000000000000", "%E2%82%A6"]) {
      const response = await shop.get(`/products/${key}`);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: "We could not find that product." });
    }
  });

  it("answers a product key longer than any slug with the JSON 404", async () => {
    const response = await shop.get(`/products/${"a".repeat(300)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });

  it("relates at most four products", async () => {
    const bySlug = (await shop.get("/products/adire-heritage-loafer")).json();
    expect(bySlug.data.relatedProducts.length).toBeLessThanOrEqual(4);
    expect(bySlug.data.relatedProducts.length).toBeGreaterThan(0);
  });

  it("serves descriptions as sanitised HTML", async () => {
    const body = (await shop.get("/products/luxurious-voyager-bag")).json();
    expect(body.data.product.description).toMatch(/<p>/);
    expect(body.data.product.description).not.toMatch(/<script|onerror=/i);
  });
});

describe("GET /products/fetch/suggestions", () => {
  it("gives more or fewer products a list on request, and refuses nonsense", async () => {
    const body = (await shop.get("/products/fetch/suggestions?limit=5")).json();
    expect(body.data.mostLiked).toHaveLength(5);
    const likes = body.data.mostLiked.map(
      (product: { slug: string }) => seedProducts.find((seeded) => seeded.slug === product.slug)?.likes,
    );
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    for (const query of ["limit=0", "limit=13", "limit=x"]) {
      expect((await shop.get(`/products/fetch/suggestions?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("gives the home page three products in each list", async () => {
    const body = (await shop.get("/products/fetch/suggestions")).json();
    for (const list of ["recentlyAdded", "highestSelling", "mostLiked"]) {
      expect(body.data[list]).toHaveLength(3);
    }
    const newest = [...seedProducts].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)[0];
    expect(body.data.recentlyAdded[0].slug).toBe(newest?.slug);
    const bestSeller = [...seedProducts].sort((a, b) => b.unitsSold - a.unitsSold)[0];
    expect(body.data.highestSelling[0].slug).toBe(bestSeller?.slug);
  });
});

describe("GET /products/{productId}/reviews", () => {
  it("pages reviews with the average rating and the total", async () => {
    const product = (await shop.get("/products/luxurious-voyager-bag")).json().data.product;
    const seeded =
      seedProducts.find((candidate) => candidate.slug === "luxurious-voyager-bag")?.reviews ?? [];
    const body = (await shop.get(`/products/${product.id}/reviews?page=1&limit=2`)).json();
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(Math.min(2, seeded.length));
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, total: seeded.length });
    const average = seeded.reduce((sum, review) => sum + review.rating, 0) / seeded.length;
    expect(body.averageRating).toBeCloseTo(Math.round(average * 10) / 10, 5);
    expect(body.data[0].user).toEqual({
      firstName: expect.any(String),
      lastName: expect.any(String),
      avatar: null,
    });
  });

  it("pages through every review once, newest first, ten to a page by default", async () => {
    const product = (await shop.get("/products/luxurious-voyager-bag")).json().data.product;
    const first = (await shop.get(`/products/${product.id}/reviews`)).json();
    expect(first.pagination).toMatchObject({ page: 1, limit: 10, total: product.reviewCount });
    expect(product.reviewCount).toBeGreaterThan(10);
    const second = (await shop.get(`/products/${product.id}/reviews?page=2`)).json();
    const reviews = [...first.data, ...second.data];
    expect(reviews).toHaveLength(product.reviewCount);
    expect(new Set(reviews.map((review: { id: string }) => review.id)).size).toBe(product.reviewCount);
    const dates = reviews.map((review: { createdAt: string }) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.averageRating).toBe(product.averageRating);
  });

  it("answers a product without reviews with an empty list and a zero average", async () => {
    const unreviewed = seedProducts.find((candidate) => candidate.reviews.length === 0);
    const product = (await shop.get(`/products/${unreviewed?.slug}`)).json().data.product;
    const body = (await shop.get(`/products/${product.id}/reviews`)).json();
    expect(body).toMatchObject({ status: 200, data: [], averageRating: 0 });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
  });

  it("answers nonsense review paging with 400", async () => {
    const product = (await shop.get("/products/luxurious-voyager-bag")).json().data.product;
    for (const query of ["page=0", "limit=51", "limit=ten", "page=2.5"]) {
      const response = await shop.get(`/products/${product.id}/reviews?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.length, query).toBeGreaterThan(0);
    }
  });

  it("answers 404 for reviews of an unknown product", async () => {
    const response = await shop.get("/products/7d4c2c8e-0000-4000-8000-000000000000/reviews");
    expect(response.statusCode).toBe(404);
    expect((await shop.get("/products/not-a-uuid/reviews")).statusCode).toBe(404);
  });
});

describe("sale prices follow the shop's settings", () => {
  it("takes the settings' discount off every product, in lists, detail and suggestions, as the quote does", async () => {
    const salePrices = async () => {
      const list = (await shop.get("/products?q=voyager")).json().data.data;
      const detail = (await shop.get("/products/luxurious-voyager-bag")).json().data.product;
      const suggestions = (await shop.get("/products/fetch/suggestions?limit=12")).json().data;
      const everywhere = [...list, detail, ...suggestions.recentlyAdded, ...suggestions.mostLiked];
      const voyagers = everywhere.filter(
        (product: { slug: string }) => product.slug === "luxurious-voyager-bag",
      );
      return new Set(voyagers.map((product: { salePrice: number }) => product.salePrice));
    };
    const listPrice =
      seedProducts.find((product) => product.slug === "luxurious-voyager-bag")?.priceNaira ?? 0;
    const quotedSalePrice = (rates: PricingRates) => {
      const { subtotal, discount } = quote([{ unitPriceKobo: nairaToKobo(listPrice), quantity: 1 }], rates);
      return koboToNaira(subtotal - discount);
    };

    expect(await salePrices()).toEqual(new Set([quotedSalePrice(defaultPricingRates)]));
    try {
      await shop.db.update(settings).set({ discountBasisPoints: 2000 }).where(eq(settings.id, "default"));
      await shop.catalogChanged();
      const twentyOff = quotedSalePrice({ discountBasisPoints: 2000, vatBasisPoints: 750 });
      expect(twentyOff).toBe(listPrice * 0.8);
      expect(await salePrices()).toEqual(new Set([twentyOff]));
      expect((await shop.get("/settings/default")).json().data.discountPercent).toBe(20);
    } finally {
      await shop.db.update(settings).set({ discountBasisPoints: 1000 }).where(eq(settings.id, "default"));
      await shop.catalogChanged();
    }
  });
});
