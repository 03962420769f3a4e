import { colourWords } from "@oja/contracts/colours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProducts } from "../../demo-shop/catalog-data.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { signedInOwner } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// docs/product.md §2 (Shop, Header and menus): the shop's search forgives typos, reads colour, material
// and category words, and ranks by relevance before the chosen sort.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

interface Listed {
  slug: string;
  name: string;
  colours: string[];
  price: number;
  description: string;
  category: { slug: string };
}

async function search(query: string) {
  const response = await shop.get(`/products?${query}`);
  expect(response.statusCode, query).toBe(200);
  const { data, pagination } = response.json().data as {
    data: Listed[];
    pagination: { total: number; totalPages: number };
  };
  return { products: data, slugs: data.map((product) => product.slug), pagination };
}

const hasColourWord = (product: { colours: readonly string[] }, word: string) =>
  product.colours.some((colour) => colourWords(colour).some((name) => name.toLowerCase() === word));

describe("GET /products?q=", () => {
  it("forgives a typo: voyger finds the Luxurious Voyager Bag", async () => {
    const { slugs } = await search("q=voyger");
    expect(slugs).toContain("luxurious-voyager-bag");
    expect(slugs).toContain("voyager-passport-wallet");
  });

  it("reads the start of a word as the word", async () => {
    expect((await search("q=voya")).slugs).toContain("luxurious-voyager-bag");
  });

  it("finds colours by their name and their family word", async () => {
    for (const word of ["brown", "cognac", "tan", "black", "oxblood", "red", "navy", "blue"]) {
      const { products, pagination } = await search(`q=${word}&limit=100`);
      const expected = seedProducts.filter((product) => hasColourWord(product, word));
      expect(expected.length, word).toBeGreaterThan(0);
      expect(pagination.total, word).toBeGreaterThanOrEqual(expected.length);
      expect(
        products.map((product) => product.slug),
        word,
      ).toEqual(expect.arrayContaining(expected.map((product) => product.slug)));
    }
  });

  it("finds a material named in the name or the description", async () => {
    const { products } = await search("q=suede&limit=100");
    const expected = seedProducts.filter((product) =>
      /\bsuede\b/i.test(`${product.name} ${product.descriptionHtml}`),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(products.map((product) => product.slug).sort()).toEqual(
      expected.map((product) => product.slug).sort(),
    );
  });

  it("finds a category by its name, plural or not", async () => {
    const bags = seedProducts.filter((product) => product.category === "Bags").map((product) => product.slug);
    for (const word of ["bags", "bag", "BAGS"]) {
      const { slugs } = await search(`q=${word}&limit=100`);
      expect(slugs, word).toEqual(expect.arrayContaining(bags));
    }
  });

  it("needs every word: olive voyger finds what is both", async () => {
    const { products, slugs } = await search("q=olive%20voyger&limit=100");
    expect(slugs).toContain("luxurious-voyager-bag");
    expect(slugs).not.toContain("voyager-passport-wallet");
    for (const product of products) {
      expect(hasColourWord(product, "olive"), product.slug).toBe(true);
      expect(`${product.name} ${product.description}`, product.slug).toMatch(/voyager/i);
    }
    const brown = (await search("q=brown%20voyger&limit=100")).slugs;
    expect(brown).toEqual(expect.arrayContaining(["luxurious-voyager-bag", "voyager-passport-wallet"]));
  });

  it("ranks a word in the name before the same word in the colours, before the description", async () => {
    const { products } = await search("q=suede&limit=100");
    const inName = products.map((product) => product.name.toLowerCase().includes("suede"));
    // Every product named for suede comes before every product whose description alone says it.
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);

    const tan = (await search("q=tan&limit=100")).products;
    const colourRank = tan.map((product) => hasColourWord(product, "tan"));
    expect(colourRank.slice(colourRank.indexOf(false))).not.toContain(true);
  });

  it("keeps relevance first under an explicit sort, then that sort within a rank", async () => {
    const { products } = await search("q=suede&sort=price-asc&limit=100");
    const named = products.filter((product) => product.name.toLowerCase().includes("suede"));
    const rest = products.slice(named.length);
    expect(products.slice(0, named.length)).toEqual(named);
    for (const group of [named, rest]) {
      const prices = group.map((product) => product.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it("pages a search in a stable order, no product twice, none left out", async () => {
    const whole = await search("q=brown&limit=100");
    expect(whole.products.length).toBeGreaterThan(6);
    const paged: string[] = [];
    for (let page = 1; page <= whole.products.length; page += 1) {
      const { slugs, pagination } = await search(`q=brown&limit=5&page=${page}&sort=best-selling`);
      paged.push(...slugs);
      if (page >= pagination.totalPages) break;
    }
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.sort()).toEqual([...whole.slugs].sort());
  });

  it("keeps a category and a search together", async () => {
    const { products } = await search("q=brown&category=bags&limit=100");
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.category.slug === "bags")).toBe(true);
  });

  it("treats signs as text: nothing found, never an error", async () => {
    for (const text of ["%_\\'&|!:*()", "'", "!!", "a & b", "voyager:*", "(", "<->", "the", "   "]) {
      const { pagination } = await search(`q=${encodeURIComponent(text)}`);
      expect(pagination.total, text).toBeGreaterThanOrEqual(0);
    }
    expect((await search(`q=${encodeURIComponent("%_\\'&|!:*()")}`)).products).toEqual([]);
    expect((await search(`q=${encodeURIComponent("voyager:*")}`)).slugs).toContain("luxurious-voyager-bag");
  });

  it("answers a search that is too long with 400 and a message", async () => {
    const response = await shop.get(`/products?q=${"a".repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.join(" ")).toMatch(/q must be at most 100 characters/);
  });

  it("finds a product the owner writes, by its colour family, at once", async () => {
    const owner = await signedInOwner(shop);
    const body = {
      slug: "ikorodu-mustard-clog",
      name: "Ikorodu Clog",
      price: 30000,
      category: "shoes",
      sizes: ["42"],
      colours: ["#c9a227"],
      description: "<p>Waxed <strong>nubuck</strong>, cork footbed.</p>",
      stock: 3,
      status: "ACTIVE",
    };
    const created = await shop.send("POST", "/admin/products", owner.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await search("q=yellow")).slugs).toEqual(["ikorodu-mustard-clog"]);
    expect((await search("q=nubuk%20clog")).slugs).toEqual(["ikorodu-mustard-clog"]);
  });

  it("searches a word with digits as it is written: a model code is no typo", async () => {
    const owner = await signedInOwner(shop);
    const body = {
      slug: "lekki-weekender-tote-cda913",
      name: "Lekki Weekender Tote cda913",
      price: 95000,
      category: "bags",
      sizes: ["One Size"],
      colours: ["#7a4a2a"],
      description: "<p>Hand-stitched in Lekki.</p>",
      stock: 2,
      status: "ACTIVE",
    };
    const created = await shop.send("POST", "/admin/products", owner.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await search("q=Lekki%20Weekender%20Tote%20cda913")).slugs).toEqual([
      "lekki-weekender-tote-cda913",
    ]);
    expect((await search("q=cda913")).slugs).toEqual(["lekki-weekender-tote-cda913"]);
  });
});

describe("GET /products/search-suggestions", () => {
  it("suggests products with their sale price and photo, and the categories named", async () => {
    const response = await shop.get("/products/search-suggestions?q=voyger");
    expect(response.statusCode).toBe(200);
    const { products, categories } = response.json().data;
    expect(products[0]).toMatchObject({
      slug: expect.stringMatching(/voyager/),
      salePrice: expect.any(Number),
    });
    expect(products.map((product: { name: string }) => product.name)).toContain("Luxurious Voyager Bag");
    expect(products[0].image).toMatch(/^\/uploads\/products\//);
    expect(categories).toEqual([]);
    const bags = (await shop.get("/products/search-suggestions?q=brown%20bags")).json().data;
    expect(bags.categories.map((category: { slug: string }) => category.slug)).toEqual(["bags"]);
    expect(bags.products.length).toBeGreaterThan(0);
  });

  it("answers empty, short, long or missing text with 400 and a message, and signs with nothing", async () => {
    for (const [query, message] of [
      ["", /q is required/],
      ["q=", /at least 2 characters/],
      ["q=%20a%20", /at least 2 characters/],
      [`q=${"b".repeat(101)}`, /at most 100 characters/],
    ] as const) {
      const response = await shop.get(`/products/search-suggestions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.join(" "), query).toMatch(message);
    }
    const signs = await shop.get(`/products/search-suggestions?q=${encodeURIComponent("%_\\'&|!:*()")}`);
    expect(signs.statusCode).toBe(200);
    expect(signs.json().data).toEqual({ products: [], categories: [] });
  });
});
