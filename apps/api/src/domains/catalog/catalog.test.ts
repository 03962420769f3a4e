import { pageSizes } from "@oja/contracts/shop";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProducts } from "../../db/seed/catalog-data.ts";
import { seedDemoData } from "../../db/seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

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

  it("answers 404 for an unknown product", async () => {
    const response = await shop.get("/products/no-such-bag");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: "We could not find that product." });
  });

  it("serves descriptions as sanitised HTML", async () => {
    const body = (await shop.get("/products/luxurious-voyager-bag")).json();
    expect(body.data.product.description).toMatch(/<p>/);
    expect(body.data.product.description).not.toMatch(/<script|onerror=/i);
  });
});

describe("GET /products/fetch/suggestions", () => {
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

  it("answers 404 for reviews of an unknown product", async () => {
    const response = await shop.get("/products/7d4c2c8e-0000-4000-8000-000000000000/reviews");
    expect(response.statusCode).toBe(404);
    expect((await shop.get("/products/not-a-uuid/reviews")).statusCode).toBe(404);
  });
});
