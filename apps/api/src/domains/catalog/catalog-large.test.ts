import { productSorts } from "@oja/contracts/product-sorts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { exactSearchTotalLimit, exactTotalLimit } from "./catalog.service.ts";

// A catalog larger than the views whose totals are counted exactly (catalog.service.ts): its pages,
// read ids first off the sorts' indexes, and its estimated totals must still page through every
// product once, in the order the database sorts them, as the shop's endless scroll pages.

const generated = exactTotalLimit + 4_000;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  // Every tenth a draft; many products share a price, sales and a minute, so the id decides ties.
  await shop.db.execute(sql`
    insert into products (slug, name, price_kobo, category_id, description_html, vendor_id, status, units_sold, created_at, search_words)
    select 'large-' || g,
      case when g % 7 = 0 then 'Harbour Tote ' when g % 50 = 1 then 'Indigo Slipper ' else 'Eko Loafer ' end || g,
      100000 * (1 + g % 50), (select id from categories order by position limit 1), '<p>Leather.</p>', 'oja',
      (case when g % 10 = 0 then 'DRAFT' else 'ACTIVE' end)::product_status, g % 40,
      now() - make_interval(mins => g / 3), 'Shoes'
    from generate_series(1, ${generated}) as g`);
  await shop.db.execute(sql`analyze products`);
}, 60_000);
afterAll(() => shop.close());

/** The slugs of every product in the shop in a sort's order, as the database sorts them. */
async function slugsSorted(sort: (typeof productSorts)[number], where = sql`true`): Promise<string[]> {
  const orders = {
    newest: sql`created_at desc, id`,
    "price-asc": sql`price_kobo, id`,
    "price-desc": sql`price_kobo desc, id`,
    "best-selling": sql`units_sold desc, id`,
  };
  const result = (await shop.db.execute(
    sql`select slug from products where status = 'ACTIVE' and ${where} order by ${orders[sort]}`,
  )) as unknown as { rows: { slug: string }[] };
  return result.rows.map((row) => row.slug);
}

interface Listing {
  data: { slug: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

async function listing(path: string): Promise<Listing> {
  const response = await shop.get(path);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("a catalog larger than the exactly counted views", () => {
  it("pages through every product once, in order, as far as the endless scroll goes", async () => {
    const expected = await slugsSorted("newest");
    expect(expected.length).toBeGreaterThan(exactTotalLimit);
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const { data, pagination } = await listing(`/products?page=${page}&limit=100`);
      seen.push(...data.map((product) => product.slug));
      // The shop asks for the next page while page < totalPages: it must exist exactly then.
      if (pagination.page >= pagination.totalPages) {
        expect(pagination.total).toBe(expected.length);
        break;
      }
      page += 1;
    }
    expect(seen).toEqual(expected);
  }, 120_000);

  it("gives each sort's deep pages the products the database puts there", async () => {
    for (const sort of productSorts) {
      const expected = await slugsSorted(sort);
      for (const page of [1, 200, 333]) {
        const { data } = await listing(`/products?page=${page}&limit=30&sort=${sort}`);
        expect(data.map((product) => product.slug)).toEqual(expected.slice((page - 1) * 30, page * 30));
      }
    }
  });

  it("estimates a large view's total near the real count, and answers a page past the end with nothing", async () => {
    const real = (await slugsSorted("newest")).length;
    const { pagination } = await listing("/products?page=1&limit=30");
    expect(Math.abs(pagination.total - real)).toBeLessThan(real * 0.1);
    const beyond = await listing(`/products?page=${Math.ceil(real / 30) + 5}&limit=30`);
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBeLessThanOrEqual(real + 30);
  });

  it("searches names through their words' index, a few matches counted exactly", async () => {
    const few = await slugsSorted("newest", sql`name ilike '%slipper%'`);
    expect(few.length).toBeGreaterThan(60);
    expect(few.length).toBeLessThan(exactSearchTotalLimit);
    const found = await listing("/products?q=SLIPPERS&limit=30&page=2");
    expect(found.pagination.total).toBe(few.length);
    expect(found.data.map((product) => product.slug)).toEqual(few.slice(30, 60));
  });

  it("estimates a search with many matches near their count, and pages through all of them", async () => {
    const totes = await slugsSorted("newest", sql`name ilike '%harbour tote%'`);
    expect(totes.length).toBeGreaterThan(exactSearchTotalLimit);
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const { data, pagination } = await listing(`/products?q=harbour%20TOTE&limit=100&page=${page}`);
      if (page === 1) expect(Math.abs(pagination.total - totes.length)).toBeLessThan(totes.length * 0.1);
      seen.push(...data.map((product) => product.slug));
      if (pagination.page >= pagination.totalPages) {
        expect(pagination.total).toBe(totes.length);
        break;
      }
    }
    expect(seen).toEqual(totes);
    // Every generated product is in the first category (Shoes): its name finds them all.
    const shoes = await listing("/products?q=shoes&limit=30");
    expect(shoes.pagination.total).toBeGreaterThan(exactTotalLimit / 2);
  });
});
