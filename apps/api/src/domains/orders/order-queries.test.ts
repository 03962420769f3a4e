import type { Order } from "@oja/contracts/orders";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { addedToCart, ordersInDatabase, ordersPath, placeOrder } from "../../test/orders.ts";
import { setFirstVariantStock, stockOf } from "../../test/products.ts";
import {
  newClient,
  otherUserAnswer,
  type SignedInShopper,
  signedInShopper,
  signInRequiredAnswer,
} from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Reading orders (order-queries.ts): the shopper's list, by page, status and search, one order, and
// nothing of anyone else's.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("GET /users/{userId}/orders and one order", () => {
  let shopper: SignedInShopper;
  let placed: Order[];
  beforeAll(async () => {
    shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "lekki-slide", 50);
    placed = [];
    for (let index = 0; index < 12; index += 1) {
      await addedToCart(shop, shopper, "lekki-slide");
      placed.push((await placeOrder(shop, shopper, { pickupAt: "pickup" })).json().data);
    }
    await shop.send("POST", `${ordersPath(shopper)}/${placed[0]?.id}/cancel`, shopper.headers);
  });

  it("lists the shopper's orders newest first, 10 a page", async () => {
    const response = await shop.get(ordersPath(shopper), shopper.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Your orders");
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(body.data.map((order: Order) => order.id)).toEqual(
      [...placed]
        .reverse()
        .slice(0, 10)
        .map((order) => order.id),
    );
    const second = await shop.get(`${ordersPath(shopper)}?page=2&limit=10`, shopper.headers);
    expect(second.json().data.map((order: Order) => order.id)).toEqual([placed[1]?.id, placed[0]?.id]);
  });

  it("filters by status and searches by order number or id", async () => {
    const cancelled = await shop.get(`${ordersPath(shopper)}?status=CANCELLED`, shopper.headers);
    expect(cancelled.json().data).toEqual([
      expect.objectContaining({ id: placed[0]?.id, status: "CANCELLED" }),
    ]);
    const target = placed[5] as Order;
    const byNumber = await shop.get(
      `${ordersPath(shopper)}?search=${target.orderNumber.toLowerCase()}`,
      shopper.headers,
    );
    expect(byNumber.json().data.map((order: Order) => order.id)).toEqual([target.id]);
    const byId = await shop.get(`${ordersPath(shopper)}?search=${target.id.slice(0, 13)}`, shopper.headers);
    expect(byId.json().data.map((order: Order) => order.id)).toEqual([target.id]);
    const none = await shop.get(`${ordersPath(shopper)}?search=OJ-0`, shopper.headers);
    expect(none.json()).toMatchObject({ data: [], pagination: { total: 0, totalPages: 1 } });
  });

  it("refuses a bad query with 400", async () => {
    for (const query of ["status=LOST", "page=0", "limit=500", `search=${"x".repeat(61)}`]) {
      const response = await shop.get(`${ordersPath(shopper)}?${query}`, shopper.headers);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("shows one order, 404 for an unknown one", async () => {
    const target = placed[3] as Order;
    const response = await shop.get(`${ordersPath(shopper)}/${target.id}`, shopper.headers);
    expect(response.json()).toEqual({ status: 200, message: "Your order", data: target });
    const unknown = await shop.get(
      `${ordersPath(shopper)}/00000000-0000-4000-8000-000000000000`,
      shopper.headers,
    );
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that order." });
  });

  it("never shows another shopper's orders", async () => {
    const other = await signedInShopper(shop);
    expect((await shop.get(ordersPath(other), other.headers)).json().data).toEqual([]);
  });
});

describe("Someone else's orders", () => {
  it("answer 403 to every call and change nothing, and 401 without a session", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    await setFirstVariantStock(shop, "ibeju-toe-post-sandal", 5);
    await addedToCart(shop, bola, "ibeju-toe-post-sandal");
    const order: Order = (await placeOrder(shop, bola, { pickupAt: "pickup" })).json().data;
    await addedToCart(shop, bola, "ibeju-toe-post-sandal");
    const otherOrder = { status: 403, message: "You can only see or change your own orders." };
    const calls: [InjectOptions["method"], string, unknown][] = [
      ["POST", ordersPath(bola), otherUserAnswer],
      ["GET", ordersPath(bola), otherUserAnswer],
      ["GET", `${ordersPath(bola)}/${order.id}`, otherUserAnswer],
      ["POST", `${ordersPath(bola)}/${order.id}/cancel`, otherUserAnswer],
      ["GET", `${ordersPath(ada)}/${order.id}`, otherOrder],
      ["POST", `${ordersPath(ada)}/${order.id}/cancel`, otherOrder],
    ];
    for (const [method, url, answer] of calls) {
      const response = await shop.send(method, url, ada.headers, { pickupAt: "pickup" });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(answer);
      const anonymous = await shop.send(method, url, newClient(), { pickupAt: "pickup" });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual(signInRequiredAnswer);
    }
    expect((await shop.get(`${ordersPath(bola)}/${order.id}`, bola.headers)).json().data.status).toBe(
      "PENDING",
    );
    expect(await ordersInDatabase(shop, bola)).toHaveLength(1);
    expect(await stockOf(shop, "ibeju-toe-post-sandal")).toBe(4);
  });
});
