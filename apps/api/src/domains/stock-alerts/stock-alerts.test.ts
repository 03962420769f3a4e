import { randomInt } from "node:crypto";
import type { AdminProduct } from "@oja/contracts/admin-products";
import type { ProductDetail, Variant } from "@oja/contracts/catalog";
import { colourName } from "@oja/contracts/colours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { productNamed } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { tellWaitingShoppers } from "./stock-alerts.service.ts";

// Back in stock (docs/decisions/032-back-in-stock.md): a shopper or a visitor asks to be told when a
// sold-out size and colour returns; the owner's restock e-mails each of them exactly once.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

/** A caller of its own, so the route's rate limit counts each test's asks apart. */
const caller = () => ({ "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });

function askFor(product: ProductDetail, variant: Variant, body: unknown, headers = caller(), on = shop) {
  return on.post(`/products/${product.id}/variants/${variant.id}/stock-alerts`, body, headers);
}

/** Sets one variant's stock through the admin grid, as the owner would. */
function restock(product: ProductDetail, variant: Variant, stock: number, on = shop) {
  return on.send("PUT", `/admin/products/${product.id}/variants`, owner.headers, {
    variants: [{ id: variant.id, sku: variant.sku, stock, price: null }],
  });
}

/** A product of the demo shop with its first variant sold out. */
async function soldOutVariant(slug: string) {
  const product = await productNamed(shop, slug);
  const variant = product.variants[0] as Variant;
  expect((await restock(product, variant, 0)).statusCode).toBe(200);
  return { product, variant };
}

async function backInStockEmails() {
  return (await shop.deliveredEmails()).filter((email) => email.subject.startsWith("Back in stock:"));
}

describe("asking to be told when a size and colour is back", () => {
  it("takes a visitor's address once, however often asked, and a restock e-mails it once", async () => {
    const { product, variant } = await soldOutVariant("aso-oke-derby");
    const email = `visitor-${randomInt(1e9)}@example.com`;
    for (const given of [email, email.toUpperCase()]) {
      const answer = await askFor(product, variant, { email: given });
      expect(answer.statusCode).toBe(201);
      expect(answer.json().message).toBe("We will e-mail you once when it is back in stock.");
    }
    expect((await restock(product, variant, 4)).statusCode).toBe(200);
    const sent = (await backInStockEmails()).filter((sentEmail) => sentEmail.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(
      `Back in stock: ${product.name} in size ${variant.size}, ${colourName(variant.colour)}`,
    );
    expect(sent[0]?.text).toContain(`${shop.config.PUBLIC_URL}/products/${product.slug}`);

    // Another restock tells nobody again; once told, the shopper may ask again for the next time.
    expect((await restock(product, variant, 9)).statusCode).toBe(200);
    expect((await restock(product, variant, 0)).statusCode).toBe(200);
    expect((await askFor(product, variant, { email })).statusCode).toBe(201);
    expect((await restock(product, variant, 1)).statusCode).toBe(200);
    expect((await backInStockEmails()).filter((sentEmail) => sentEmail.to === email)).toHaveLength(2);
  });

  it("uses a signed-in shopper's own address when none is given", async () => {
    const { product, variant } = await soldOutVariant("ebute-driving-moccasin");
    const shopper = await signedInShopper(shop);
    const answer = await askFor(product, variant, {}, { ...shopper.headers, ...caller() });
    expect(answer.statusCode).toBe(201);
    expect((await restock(product, variant, 2)).statusCode).toBe(200);
    expect((await backInStockEmails()).filter((email) => email.to === shopper.email)).toHaveLength(1);
  });

  it("answers 400 to a visitor who gives no address, 409 for a variant in stock, 404 for one not sold", async () => {
    const { product, variant } = await soldOutVariant("plateau-chelsea-boot");
    const visitor = await askFor(product, variant, {});
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toBe("Enter your e-mail address so we can tell you when it is back.");
    expect((await askFor(product, variant, { email: "not-an-address" })).statusCode).toBe(400);

    const inStock = product.variants.find((other) => other.id !== variant.id && other.stock > 0) as Variant;
    const refused = await askFor(product, inStock, { email: "someone@example.com" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This size and colour is in stock: you can add it to your cart now.");

    const other = await productNamed(shop, "lekki-slide");
    for (const [onProduct, ofVariant] of [
      [product, other.variants[0] as Variant],
      [other, variant],
    ] as const) {
      const unknown = await askFor(onProduct, ofVariant, { email: "someone@example.com" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("This product is not sold in that size and colour.");
    }
    const notUuid = await shop.post(`/products/${product.id}/variants/42/stock-alerts`, { email: "a@b.co" });
    expect(notUuid.statusCode).toBe(400);
  });

  it("answers 404 for a product taken out of the shop", async () => {
    // A product no other test here asks about: it is archived for good.
    const { product, variant } = await soldOutVariant("onikan-backless-mule");
    const admin: AdminProduct = (
      await shop.send("GET", `/admin/products/${product.id}`, owner.headers)
    ).json().data;
    expect((await shop.send("DELETE", `/admin/products/${admin.id}`, owner.headers)).statusCode).toBe(200);
    expect((await askFor(product, variant, { email: "someone@example.com" })).statusCode).toBe(404);
  });

  it("is rate-limited like the shop's other public writes", async () => {
    const { product, variant } = await soldOutVariant("tarkwa-bay-slide");
    const headers = caller();
    const statuses: number[] = [];
    for (let ask = 0; ask < 11; ask += 1) {
      statuses.push(
        (await askFor(product, variant, { email: `ask-${ask}@example.com` }, headers)).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe.skipIf(!racesCanRun)("two restocks at the same moment", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("from two API processes e-mail each waiting shopper exactly once", async () => {
    const { product, variant } = await soldOutVariant("epe-double-buckle-slide");
    const waiting = Array.from({ length: 8 }, (_, index) => `racer-${index}-${randomInt(1e9)}@example.com`);
    for (const email of waiting) expect((await askFor(product, variant, { email })).statusCode).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([restock(product, variant, 5), restock(product, variant, 6, second)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    await second.deliveredEmails();
    const sent = [...(await backInStockEmails()), ...(await second.deliveredEmails())].filter((email) =>
      waiting.includes(email.to),
    );
    expect(sent.map((email) => email.to).sort()).toEqual([...waiting].sort());
  });

  it("claim each waiting alert once even when nothing else holds them apart", async () => {
    // Any restock path (the grid, an order's stock coming back) claims in its own transaction; here
    // the two claims race on two connections with no stock write before them to queue one behind the other.
    const { product, variant } = await soldOutVariant("eko-fisherman-sandal");
    for (let round = 0; round < 5; round += 1) {
      const waiting = Array.from(
        { length: 6 },
        (_, index) => `claim-${round}-${index}-${randomInt(1e9)}@example.com`,
      );
      for (const email of waiting) expect((await askFor(product, variant, { email })).statusCode).toBe(201);
      const restocked = {
        productName: product.name,
        slug: product.slug,
        variants: [{ ...variant, stock: 3 }],
      };
      const told = await Promise.all(
        [shop, second].map((process) =>
          process.db.transaction((tx) => tellWaitingShoppers(tx, restocked, shop.config.PUBLIC_URL)),
        ),
      );
      expect(told.reduce((sum, count) => sum + count, 0)).toBe(waiting.length);
    }
  });
});
