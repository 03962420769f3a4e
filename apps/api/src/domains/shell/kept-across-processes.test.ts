import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { addedToCart, paidOrder, placedOrder } from "../../test/orders.ts";
import { productNamed } from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { ensureAdmin } from "../accounts/accounts.service.ts";
import { cartLines } from "../cart/cart.schema.ts";

// Two API processes on one PostgreSQL and one Redis (decision 047): each keeps the carts, wishlists and
// reviews it has read, and a change made through the other (a line added, a price, an order placed, a
// product kept for later, an order collected, a review written) shows at B's very next read.

describe.skipIf(!racesCanRun)("a shopper's answer kept by one process and changed through another", () => {
  let a: TestApp;
  let b: TestApp;
  let owner: SignedInShopper;
  const shoppers: SignedInShopper[] = [];
  beforeAll(async () => {
    a = await createTestApp();
    await seedDemoData(a.db);
    owner = await signedInShopper(a);
    await ensureAdmin(a.db, { email: owner.email, password: "unused-here" });
    // Made before B starts: B's mail sender would otherwise deliver some of their codes.
    for (let count = 0; count < 6; count += 1) shoppers.push(await signedInShopper(a));
    b = await createTestApp({}, { database: await anotherProcess(a.database) });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** The shopper's cart as B answers it. */
  async function cartOnB(shopper: SignedInShopper) {
    const response = await b.get(`/users/${shopper.id}/cart`, shopper.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it("is answered again by B while nothing says it changed: a line removed behind the API's back still shows", async () => {
    const shopper = shoppers[0] as SignedInShopper;
    await addedToCart(a, shopper, "luxurious-voyager-bag");
    expect((await cartOnB(shopper)).cartItemsCount).toBe(1);
    await a.db
      .delete(cartLines)
      .where(eq(cartLines.productId, (await productNamed(a, "luxurious-voyager-bag")).id));
    expect((await cartOnB(shopper)).cartItemsCount).toBe(1);
  });

  it("shows on B the line added on A, then the line removed on A", async () => {
    const shopper = shoppers[1] as SignedInShopper;
    await addedToCart(a, shopper, "ikoyi-penny-loafer");
    expect((await cartOnB(shopper)).cartItemsCount).toBe(1);
    await addedToCart(a, shopper, "luxurious-voyager-bag");
    const both = await cartOnB(shopper);
    expect(both.cartItemsCount).toBe(2);
    const removed = await a.send(
      "DELETE",
      `/users/${shopper.id}/cart/items/${both.items[0].id}`,
      shopper.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await cartOnB(shopper)).cartItemsCount).toBe(1);
    expect((await b.get("/shell", shopper.headers)).json().data.cart.cartItemsCount).toBe(1);
  });

  it("shows on B the price the owner changed on A", async () => {
    const shopper = shoppers[2] as SignedInShopper;
    await addedToCart(a, shopper, "ikoyi-penny-loafer");
    const before = await cartOnB(shopper);
    const product = (await a.get(`/admin/products/${before.items[0].product.id}`, owner.headers)).json().data;
    const edit = await a.send("PUT", `/admin/products/${product.id}`, owner.headers, {
      ...product,
      category: product.category.slug,
      price: product.price + 1000,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await cartOnB(shopper);
    expect(after.items[0].product.price).toBe(before.items[0].product.price + 1000);
  });

  it("shows on B the cart an order placed on A emptied", async () => {
    const shopper = shoppers[3] as SignedInShopper;
    await addedToCart(a, shopper, "luxurious-voyager-bag");
    expect((await cartOnB(shopper)).cartItemsCount).toBe(1);
    // placedOrder adds its own line first, then orders the whole cart.
    await placedOrder(a, shopper, "luxurious-voyager-bag");
    expect((await cartOnB(shopper)).items).toEqual([]);
  });

  it("shows in B's page shell the product kept on the wishlist on A, then taken off", async () => {
    const shopper = shoppers[4] as SignedInShopper;
    const product = await productNamed(a, "ikoyi-penny-loafer");
    const shellOnB = async () =>
      (await b.get("/shell", shopper.headers))
        .json()
        .data.wishlist.products.map(({ id }: { id: string }) => id);
    expect(await shellOnB()).toEqual([]);
    const wishlistPath = `/users/${shopper.id}/wishlist/${product.id}`;
    expect((await a.send("POST", wishlistPath, shopper.headers)).statusCode).toBe(201);
    expect(await shellOnB()).toEqual([product.id]);
    expect((await a.send("DELETE", wishlistPath, shopper.headers)).statusCode).toBe(200);
    expect(await shellOnB()).toEqual([]);
  });

  it("shows on B the review the shopper may write once the owner on A marks the order collected, then writes", async () => {
    const shopper = shoppers[5] as SignedInShopper;
    const order = await paidOrder(a, shopper, "ikoyi-penny-loafer");
    const product = await productNamed(a, "ikoyi-penny-loafer");
    const mineOnB = async () =>
      (await b.get(`/products/${product.id}/reviews/mine`, shopper.headers)).json().data;
    expect(await mineOnB()).toEqual({ review: null, canReview: false });
    for (const status of ["READY_FOR_PICKUP", "COLLECTED"]) {
      const moved = await a.send("POST", `/admin/orders/${order.id}/status`, owner.headers, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(await mineOnB()).toEqual({ review: null, canReview: true });
    const review = { rating: 4, comment: "Kept its shape." };
    const written = await a.send("POST", `/products/${product.id}/reviews`, shopper.headers, review);
    expect(written.statusCode, written.body).toBe(201);
    expect(await mineOnB()).toMatchObject({ canReview: false, review });
  });
});
