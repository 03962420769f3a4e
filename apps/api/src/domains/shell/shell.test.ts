import type { ProductDetail } from "@oja/contracts/catalog";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cartCalls } from "../../test/carts.ts";
import { paidOrder } from "../../test/orders.ts";
import { productNamed } from "../../test/products.ts";
import { newClient, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { inProcessApi } from "../../web-host.ts";
import { pageMemoHeader } from "../accounts/page-memos.ts";
import { orders } from "../orders/orders.schema.ts";

// The page shell's one call (decision 043), and the memo that lets one page request's in-process calls
// read the shopper once.

let shop: TestApp;
let voyager: ProductDetail;
let oxford: ProductDetail;
const { addToCart, cartOf } = cartCalls(() => shop);
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  voyager = await productNamed(shop, "luxurious-voyager-bag");
  oxford = await productNamed(shop, "broad-street-wholecut-oxford");
});
afterAll(() => shop.close());

describe("GET /shell", () => {
  it("answers a visitor, a bad token and an ended session with nulls, never 401", async () => {
    const visitor = await shop.get("/shell", newClient());
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual({ user: null, cart: null, wishlist: null });
    const garbage = await shop.get("/shell", { authorization: "Bearer not.a.token" });
    expect(garbage.json().data.user).toBeNull();
    const shopper = await signedInShopper(shop);
    await shop.post("/users/signout", undefined, shopper.headers);
    expect((await shop.get("/shell", shopper.headers)).json().data).toEqual({
      user: null,
      cart: null,
      wishlist: null,
    });
  });

  it("answers the shopper, and their cart and wishlist as the cart and wishlist calls do", async () => {
    const shopper = await signedInShopper(shop);
    expect((await addToCart(shopper, voyager)).statusCode).toBe(201);
    for (const product of [voyager, oxford]) {
      expect(
        (await shop.post(`/users/${shopper.id}/wishlist/${product.id}`, undefined, shopper.headers))
          .statusCode,
      ).toBe(201);
    }
    const shell = await shop.get("/shell", shopper.headers);
    expect(shell.statusCode).toBe(200);
    const { data } = shell.json();
    expect(data.user).toMatchObject({ id: shopper.id, email: shopper.email });
    expect(data.user.passwordHash).toBeUndefined();
    expect(data.cart).toEqual(await cartOf(shopper));
    expect(data.cart.cartItemsCount).toBe(1);
    expect(data.wishlist).toEqual(
      (await shop.get(`/users/${shopper.id}/wishlist`, shopper.headers)).json().data,
    );
    expect(data.wishlist.products.map(({ id }: { id: string }) => id)).toEqual([oxford.id, voyager.id]);
  });
});

describe("GET /shell?reviewOf: a product page's own review (decision 073)", () => {
  const shellOf = async (productId: string, headers: Record<string, string>) => {
    const answer = await shop.get(`/shell?reviewOf=${encodeURIComponent(productId)}`, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const mineOf = async (productId: string, headers: Record<string, string>) =>
    (await shop.get(`/products/${productId}/reviews/mine`, headers)).json().data;

  it("carries what the review call answers, before and after the review is written, and nothing unasked", async () => {
    const stranger = await signedInShopper(shop);
    expect((await shellOf(voyager.id, stranger.headers)).ownReview).toEqual({
      productId: voyager.id,
      review: null,
      canReview: false,
    });
    const buyer = await signedInShopper(shop);
    const order = await paidOrder(shop, buyer, voyager.slug);
    await shop.db.update(orders).set({ status: "DELIVERED" }).where(eq(orders.id, order.id));
    const before = await shellOf(voyager.id, buyer.headers);
    expect(before.ownReview).toEqual({ productId: voyager.id, review: null, canReview: true });
    expect(before.ownReview).toEqual({
      productId: voyager.id,
      ...(await mineOf(voyager.id, buyer.headers)),
    });

    const review = { rating: 4, comment: "Roomy and well stitched." };
    const written = await shop.send("POST", `/products/${voyager.id}/reviews`, buyer.headers, review);
    expect(written.statusCode, written.body).toBe(201);
    const after = await shellOf(voyager.id, buyer.headers);
    expect(after.ownReview).toMatchObject({ productId: voyager.id, canReview: false, review });
    expect(after.ownReview).toEqual({
      productId: voyager.id,
      ...(await mineOf(voyager.id, buyer.headers)),
    });
    expect(after.user.id).toBe(buyer.id);
    expect((await shop.get("/shell", buyer.headers)).json().data).not.toHaveProperty("ownReview");
  });

  it("is null for a visitor and for a product the shop does not show, and the rest of the shell stands", async () => {
    expect((await shellOf(voyager.id, newClient())).ownReview).toBeNull();
    const shopper = await signedInShopper(shop);
    for (const unknown of ["9b2f5a56-0000-4000-8000-000000000000", "not-a-product", voyager.slug]) {
      const shell = await shellOf(unknown, shopper.headers);
      expect(shell.ownReview).toBeNull();
      expect(shell.user.id).toBe(shopper.id);
      expect(shell.cart).not.toBeNull();
    }
    const tooLong = await shop.get(`/shell?reviewOf=${"x".repeat(121)}`, shopper.headers);
    expect(tooLong.statusCode).toBe(400);
  });
});

function apiRequest(path: string, headers: Record<string, string>) {
  return new Request(`http://127.0.0.1${apiBasePath}${path}`, {
    headers: { [appKeyHeader]: developmentAppKey, ...headers },
  });
}

describe("a page request's memo", () => {
  it("answers each token for itself, and forgets what it holds when a session ends", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop, { firstName: "Bola" });
    const memo = shop.openPageMemo();
    const api = inProcessApi(shop.app, memo.headers);
    const userOf = async (headers: Record<string, string>) => {
      const answer = (await (await api(apiRequest("/shell", headers))).json()) as {
        data: { user: { id: string } | null };
      };
      return answer.data.user;
    };
    expect((await userOf(ada.headers))?.id).toBe(ada.id);
    expect((await userOf(bola.headers))?.id).toBe(bola.id);
    expect((await userOf(ada.headers))?.id).toBe(ada.id);
    expect(
      (await api(new Request(apiRequest("/users/signout", ada.headers), { method: "POST" }))).status,
    ).toBe(200);
    expect(await userOf(ada.headers)).toBeNull();
    expect((await userOf(bola.headers))?.id).toBe(bola.id);
    memo.close();
  });

  it("is named by a header no caller from outside can guess: an unknown name is no memo", async () => {
    const ada = await signedInShopper(shop);
    const unknown = await shop.get("/users/me", { ...ada.headers, [pageMemoHeader]: "guessed" });
    expect(unknown.statusCode).toBe(200);
    const memo = shop.openPageMemo();
    expect(memo.headers[pageMemoHeader]).toMatch(/^[\w-]{43}$/);
    memo.close();
    await shop.post("/users/signout", undefined, ada.headers);
    const closed = await shop.get("/users/me", { ...ada.headers, ...memo.headers });
    expect(closed.statusCode).toBe(401);
  });
});
