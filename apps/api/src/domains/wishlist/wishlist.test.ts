import type { ProductDetail } from "@oja/contracts/catalog";
import type { Wishlist } from "@oja/contracts/wishlist";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { productNamed } from "../../test/products.ts";
import { newClient, type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { wishlistEntries } from "./wishlist.schema.ts";

let shop: TestApp;
let voyager: ProductDetail;
let oxford: ProductDetail;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  voyager = await productNamed(shop, "luxurious-voyager-bag");
  oxford = await productNamed(shop, "broad-street-wholecut-oxford");
});
afterAll(() => shop.close());

const unknownProductId = "00000000-0000-4000-8000-000000000000";

function send(method: InjectOptions["method"], url: string, headers: Record<string, string>) {
  return shop.call({ method, url, headers });
}

/** A product as the shop lists it: the detail without its stock and variants. */
function listed(product: ProductDetail) {
  const { stock: _stock, variants: _variants, ...rest } = product;
  return rest;
}

const wishlistPath = (shopper: SignedInShopper) => `/users/${shopper.id}/wishlist`;

async function wishlistOf(shopper: SignedInShopper): Promise<Wishlist> {
  const response = await shop.get(wishlistPath(shopper), shopper.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const keep = (shopper: SignedInShopper, productId: string) =>
  send("POST", `${wishlistPath(shopper)}/${productId}`, shopper.headers);

async function entriesInDatabase(shopper: SignedInShopper) {
  return shop.db.select().from(wishlistEntries).where(eq(wishlistEntries.userId, shopper.id));
}

describe("GET /users/{userId}/wishlist", () => {
  it("shows a new shopper an empty wishlist", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.get(wishlistPath(shopper), shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: "Your wishlist",
      data: { products: [], wishlistProductsCount: 0 },
    });
  });
});

describe("POST /users/{userId}/wishlist/{productId}", () => {
  it("keeps a product once, however often it is added, newest first, as the shop lists it", async () => {
    const shopper = await signedInShopper(shop);
    const added = await keep(shopper, voyager.id);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      status: 201,
      message: "Added to your wishlist.",
      data: { products: [listed(voyager)], wishlistProductsCount: 1 },
    });
    const again = await keep(shopper, voyager.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 200, message: "It is already on your wishlist." });
    expect(again.json().data.wishlistProductsCount).toBe(1);

    // A sold-out product may be kept for later too.
    expect((await keep(shopper, oxford.id)).statusCode).toBe(201);
    const wishlist = await wishlistOf(shopper);
    expect(wishlist.products.map((product) => product.slug)).toEqual([oxford.slug, voyager.slug]);
    expect(wishlist.wishlistProductsCount).toBe(2);
    expect(await entriesInDatabase(shopper)).toHaveLength(2);
  });

  it("keeps one entry when the same product is added many times at once", async () => {
    const shopper = await signedInShopper(shop);
    const answers = await Promise.all(Array.from({ length: 12 }, () => keep(shopper, voyager.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(11);
    expect(await entriesInDatabase(shopper)).toHaveLength(1);
  });

  it("answers 404 for a product the shop does not have and 400 for an id that is not one", async () => {
    const shopper = await signedInShopper(shop);
    const unknown = await keep(shopper, unknownProductId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that product." });
    const malformed = await keep(shopper, "luxurious-voyager-bag");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      status: 400,
      errors: ["productId: must be a product's id"],
    });
    expect(await entriesInDatabase(shopper)).toEqual([]);
  });
});

describe("DELETE /users/{userId}/wishlist/{productId} and GET …/check", () => {
  it("takes a product off and says so; the check follows", async () => {
    const shopper = await signedInShopper(shop);
    const check = async (productId: string) => {
      const response = await shop.get(`${wishlistPath(shopper)}/${productId}/check`, shopper.headers);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    await keep(shopper, voyager.id);
    expect(await check(voyager.id)).toEqual({ status: 200, message: "Wishlist check", data: { isIn: true } });
    expect((await check(oxford.id)).data).toEqual({ isIn: false });
    expect((await check(unknownProductId)).data).toEqual({ isIn: false });

    const removed = await send("DELETE", `${wishlistPath(shopper)}/${voyager.id}`, shopper.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      status: 200,
      message: "Removed from your wishlist.",
      data: { products: [], wishlistProductsCount: 0 },
    });
    expect((await check(voyager.id)).data).toEqual({ isIn: false });
    const again = await send("DELETE", `${wishlistPath(shopper)}/${voyager.id}`, shopper.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("It was not on your wishlist.");
  });
});

describe("a wishlist is its shopper's alone", () => {
  async function bolaWithVoyager() {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop, { firstName: "Bola" });
    await keep(bola, voyager.id);
    return { ada, bola };
  }

  const callsOn = (owner: SignedInShopper): [InjectOptions["method"], string][] => [
    ["GET", wishlistPath(owner)],
    ["POST", `${wishlistPath(owner)}/${oxford.id}`],
    ["DELETE", `${wishlistPath(owner)}/${voyager.id}`],
    ["GET", `${wishlistPath(owner)}/${voyager.id}/check`],
  ];

  it("answers 403 to every wishlist call naming another shopper's id, and changes nothing", async () => {
    const { ada, bola } = await bolaWithVoyager();
    const before = await wishlistOf(bola);
    for (const [method, url] of callsOn(bola)) {
      const response = await send(method, url, ada.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        message: "You can only see or change your own account.",
      });
    }
    expect(await wishlistOf(bola)).toEqual(before);
    expect(await entriesInDatabase(ada)).toEqual([]);
  });

  it("answers 401 to every wishlist call without a session", async () => {
    const { bola } = await bolaWithVoyager();
    const before = await wishlistOf(bola);
    for (const [method, url] of callsOn(bola)) {
      const response = await send(method, url, newClient());
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: "Please sign in to continue." });
    }
    expect(await wishlistOf(bola)).toEqual(before);
  });
});

describe("the wishlist as kept for its shopper (decision 047)", () => {
  it("shows the owner's new price at once, and neither it nor the shell counts a product taken out of the shop", async () => {
    const owner = await signedInOwner(shop);
    const shopper = await signedInShopper(shop);
    const belt = await productNamed(shop, "kano-braided-belt");
    for (const product of [voyager, belt]) expect((await keep(shopper, product.id)).statusCode).toBe(201);
    const shellIds = async () =>
      (await shop.get("/shell", shopper.headers))
        .json()
        .data.wishlist.products.map(({ id }: { id: string }) => id);
    expect(await shellIds()).toEqual([belt.id, voyager.id]);
    expect((await wishlistOf(shopper)).wishlistProductsCount).toBe(2);

    const admin = (await shop.get(`/admin/products/${belt.id}`, owner.headers)).json().data;
    const edit = await shop.send("PUT", `/admin/products/${belt.id}`, owner.headers, {
      ...admin,
      category: admin.category.slug,
      price: admin.price + 500,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [first] = (await wishlistOf(shopper)).products;
    expect(first?.price).toBe(admin.price + 500);

    expect((await shop.send("DELETE", `/admin/products/${belt.id}`, owner.headers)).statusCode).toBe(200);
    expect(await shellIds()).toEqual([voyager.id]);
    expect(await wishlistOf(shopper)).toMatchObject({
      wishlistProductsCount: 1,
      products: [{ id: voyager.id }],
    });
  });
});
