import type { AdminProduct, AdminVariant } from "@oja/contracts/admin-products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { auditEntriesOf } from "../../test/admin.ts";
import { productNamed } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The admin area's grid of a product's sizes × colours (docs/architecture.md §8): each one's stock, SKU and own
// price, written at once, logged, and followed by the shop at once.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

async function adminProduct(slug: string): Promise<AdminProduct> {
  const { id } = await productNamed(shop, slug);
  const answer = await shop.send("GET", `/admin/products/${id}`, owner.headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

const written = (variant: AdminVariant) => ({
  id: variant.id,
  sku: variant.sku,
  stock: variant.stock,
  price: variant.price,
});

function putVariants(product: AdminProduct, variants: unknown, headers = owner.headers) {
  return shop.send("PUT", `/admin/products/${product.id}/variants`, headers, { variants });
}

describe("the admin area's sizes × colours grid", () => {
  it("shows each variant with its stock, SKU and own price, and the product's stock as their sum", async () => {
    const product = await adminProduct("marina-cap-toe-oxford");
    expect(product.variants.length).toBe(product.sizes.length * product.colours.length);
    expect(product.variants.reduce((sum, variant) => sum + variant.stock, 0)).toBe(product.stock);
    expect(product.variants[0]).toMatchObject({
      size: product.sizes[0],
      colour: product.colours[0],
      price: null,
    });
    const list = (await shop.send("GET", "/admin/products?search=marina-cap-toe", owner.headers)).json().data;
    expect(list.products[0].stock).toBe(product.stock);
    expect(list.products[0].variants).toHaveLength(product.variants.length);
  });

  it("sets one variant's stock, SKU and price; the shop's product follows at once; the write is logged", async () => {
    const product = await adminProduct("marina-cap-toe-oxford");
    await productNamed(shop, "marina-cap-toe-oxford"); // kept by the catalog cache
    const [first, ...rest] = product.variants as [AdminVariant, ...AdminVariant[]];
    const answer = await putVariants(product, [
      { id: first.id, sku: " yaba-one.1 ", stock: 7, price: 99_500 },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe("The stock, SKUs and prices have been saved.");
    const after: AdminProduct = answer.json().data;
    expect(after.variants[0]).toMatchObject({ id: first.id, sku: "YABA-ONE.1", stock: 7, price: 99_500 });
    expect(after.variants.slice(1)).toEqual(rest);
    expect(after.stock).toBe(7 + rest.reduce((sum, variant) => sum + variant.stock, 0));

    const inShop = await productNamed(shop, "marina-cap-toe-oxford");
    expect(inShop.stock).toBe(after.stock);
    expect(inShop.variants.find((variant) => variant.id === first.id)).toMatchObject({
      stock: 7,
      price: 99_500,
      sku: "YABA-ONE.1",
    });

    const [entry] = await auditEntriesOf(shop, owner, product.id);
    expect(entry).toMatchObject({ action: "product.variants", subjectType: "product" });
    const [before, logged] = [entry?.before, entry?.after] as [AdminVariant[], AdminVariant[]];
    expect(before[0]).toEqual(first);
    expect(logged[0]).toMatchObject({ stock: 7, sku: "YABA-ONE.1" });
  });

  it("takes a price of null back to the product's price", async () => {
    const product = await adminProduct("marina-cap-toe-oxford");
    const first = product.variants[0] as AdminVariant;
    const answer = await putVariants(product, [{ ...written(first), price: null }]);
    expect(answer.json().data.variants[0].price).toBeNull();
    const inShop = await productNamed(shop, "marina-cap-toe-oxford");
    expect(inShop.variants.find((variant) => variant.id === first.id)?.price).toBe(inShop.price);
  });

  it("answers 400 naming each bad field, and changes nothing", async () => {
    const product = await adminProduct("marina-cap-toe-oxford");
    const [one, two] = product.variants as [AdminVariant, AdminVariant];
    const bad = await putVariants(product, [
      { ...written(one), stock: -1, sku: "no spaces" },
      { ...written(two), stock: 1_000_001, price: 12.345 },
    ]);
    expect(bad.statusCode).toBe(400);
    const errors: string[] = bad.json().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        "variants.0.stock: must not be negative",
        expect.stringMatching(/^variants\.0\.sku: must be letters and digits/),
        "variants.1.stock: must be at most 1,000,000",
        expect.stringMatching(/^variants\.1\.price: /),
      ]),
    );
    for (const [variants, error] of [
      [[], "variants: must name at least one size and colour"],
      [[written(one), written(one)], "variants: must name each size and colour once"],
      [
        [written(one), { ...written(two), sku: one.sku }],
        "variants: must give each size and colour its own SKU",
      ],
      [[{ id: one.id, sku: one.sku, stock: 2 }], "variants.0.price: must be a price in naira"],
    ] as const) {
      const refused = await putVariants(product, variants);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContain(error);
    }
    const missing = await shop.send("PUT", `/admin/products/${product.id}/variants`, owner.headers, {});
    expect(missing.statusCode).toBe(400);
    expect((await adminProduct("marina-cap-toe-oxford")).variants).toEqual(product.variants);
  });

  it("answers 409 for a SKU another variant has, naming the field, and changes nothing", async () => {
    const product = await adminProduct("marina-cap-toe-oxford");
    const other = await adminProduct("aso-oke-derby");
    const [one, two] = product.variants as [AdminVariant, AdminVariant];
    const taken = (other.variants[0] as AdminVariant).sku;
    const refused = await putVariants(product, [
      { ...written(one), stock: 40 },
      { ...written(two), sku: taken },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Another size and colour already has the SKU ${taken}. Choose another.`,
    );
    expect(refused.json().errors).toEqual([`variants.1.sku: ${refused.json().message}`]);
    expect((await adminProduct("marina-cap-toe-oxford")).variants).toEqual(product.variants);
  });

  it("answers 409 for a variant of another product, 404 for an unknown product, 401 and 403 at the door", async () => {
    const product = await adminProduct("marina-cap-toe-oxford");
    const other = await adminProduct("aso-oke-derby");
    const foreign = await putVariants(product, [written(other.variants[0] as AdminVariant)]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toMatch(/sizes or colours have changed/);
    const unknown = await shop.send(
      "PUT",
      "/admin/products/00000000-0000-4000-8000-000000000000/variants",
      owner.headers,
      { variants: [written(product.variants[0] as AdminVariant)] },
    );
    expect(unknown.statusCode).toBe(404);
    const url = `/admin/products/${product.id}/variants`;
    expect((await shop.call({ method: "PUT", url })).statusCode).toBe(401);
    const shopper = await signedInShopper(shop);
    expect((await putVariants(product, [], shopper.headers)).statusCode).toBe(403);
  });

  it("saves a product's details without its stock, which stays its variants' sum", async () => {
    const product = await adminProduct("aso-oke-derby");
    const { id, variants, stock, unitsSold, createdAt, updatedAt, images, ...details } = product;
    const saved = await shop.send("PUT", `/admin/products/${id}`, owner.headers, { ...details, images });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.stock).toBe(stock);
    const ignored = await shop.send("PUT", `/admin/products/${id}`, owner.headers, { ...details, stock: 3 });
    expect(ignored.json().data.stock).toBe(stock);
    expect(ignored.json().data.variants).toEqual(variants);
  });
});
