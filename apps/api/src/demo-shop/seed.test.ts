import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { seedIfEmpty } from "./seed.ts";

// A shop going live (DEMO_PRODUCTS=off) opens with its categories, size guides, settings and showroom,
// and none of the demo's products, reviews or promo codes; the demo comes whole otherwise.

describe("the first start's seed", () => {
  let live: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    [live, demo] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all([live.close(), demo.close()]));

  it("without the demo products: the shop's settings, showroom and size guides, no product", async () => {
    expect(await seedIfEmpty(live, { products: false })).toBe(0);
    const settings = (await live.get("/settings/default")).json().data;
    expect(settings.shopName).toBe("Oja Leather House");
    expect(settings.officeLocations).toHaveLength(1);
    const productsShown = async () => (await live.get("/products")).json().data.data;
    expect(await productsShown()).toHaveLength(0);
    expect((await live.get("/size-guides/shoes")).statusCode).toBe(200);
    // The database is no longer empty: a later start seeds nothing, demo products included.
    expect(await seedIfEmpty(live)).toBe(0);
    expect(await productsShown()).toHaveLength(0);
  });

  it("with them: 40 products on an empty database, once", async () => {
    expect(await seedIfEmpty(demo)).toBe(40);
    expect(await seedIfEmpty(demo)).toBe(0);
  });
});
