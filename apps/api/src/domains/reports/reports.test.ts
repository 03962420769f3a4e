import type { Dashboard } from "@oja/contracts/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder, placedOrder } from "../../test/orders.ts";
import { productNamed, setStock } from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// `GET reports/users/{userId}/dashboard` (docs/product.md §3 Dashboard, docs/architecture.md §2, §5 loyalty; issue 14).

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

async function dashboardOf(shopper: SignedInShopper): Promise<Dashboard> {
  const answer = await shop.send("GET", `/reports/users/${shopper.id}/dashboard`, shopper.headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const stat = (dashboard: Dashboard, name: string) =>
  dashboard.stats.find((entry) => entry.name === name)?.value;

describe("GET /reports/users/{userId}/dashboard", () => {
  it("counts a paid and an unpaid order, a wished product and the paid order's loyalty points", async () => {
    const shopper = await signedInShopper(shop);
    const paid = await paidOrder(shop, shopper, "ikoyi-penny-loafer");
    const unpaid = await placedOrder(shop, shopper, "mainland-roll-top-backpack");
    const wished = await productNamed(shop, "luxurious-voyager-bag");
    const added = await shop.send("POST", `/users/${shopper.id}/wishlist/${wished.id}`, shopper.headers);
    expect(added.statusCode).toBe(201);

    const dashboard = await dashboardOf(shopper);
    expect(dashboard.stats.map((entry) => entry.name)).toEqual([
      "Total Orders",
      "Wishlist Items",
      "Pending Orders",
      "Loyalty Points",
    ]);
    expect(stat(dashboard, "Total Orders")).toBe(2);
    expect(stat(dashboard, "Pending Orders")).toBe(1);
    expect(stat(dashboard, "Wishlist Items")).toBe(1);
    // One point per full ₦1,000 of the paid order only.
    expect(stat(dashboard, "Loyalty Points")).toBe(Math.floor(paid.total / 1000));

    expect(dashboard.recentOrders.map((order) => [order.orderNumber, order.status, order.items])).toEqual([
      [unpaid.orderNumber, "PENDING", 1],
      [paid.orderNumber, "PROCESSING", 1],
    ]);
    expect(dashboard.recentOrders[0]?.total).toBe(unpaid.total);
    expect(dashboard.wishlistItems).toEqual([
      {
        id: wished.id,
        slug: wished.slug,
        name: wished.name,
        image: wished.images[0],
        price: wished.price,
        salePrice: wished.salePrice,
        inStock: true,
      },
    ]);

    // Recommendations: in stock, none of what was bought or wished.
    const seen = [paid, unpaid].flatMap((order) => order.items.map((item) => item.product.id));
    expect(dashboard.recommendedProducts.length).toBeGreaterThan(0);
    for (const product of dashboard.recommendedProducts) {
      expect([...seen, wished.id]).not.toContain(product.id);
      expect((await productNamed(shop, product.slug)).stock).toBeGreaterThan(0);
    }
  });

  it("shows a new shopper zeros, no orders, and the best sellers in stock", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "broad-street-wholecut-oxford", 0);
    const dashboard = await dashboardOf(shopper);
    expect(dashboard.stats.map((entry) => entry.value)).toEqual([0, 0, 0, 0]);
    expect(dashboard.recentOrders).toEqual([]);
    expect(dashboard.wishlistItems).toEqual([]);
    expect(dashboard.recommendedProducts).toHaveLength(6);
    const bestSellers = (await shop.get("/products?sort=best-selling&limit=12")).json().data.data as {
      slug: string;
      stock: number;
    }[];
    const inStock = bestSellers.filter((product) => product.slug !== "broad-street-wholecut-oxford");
    expect(dashboard.recommendedProducts[0]?.slug).toBe(inStock[0]?.slug);
  });

  it("answers 403 for another shopper's dashboard and 401 without a session", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    expect((await shop.send("GET", `/reports/users/${shopper.id}/dashboard`, other.headers)).statusCode).toBe(
      403,
    );
    expect((await shop.get(`/reports/users/${shopper.id}/dashboard`)).statusCode).toBe(401);
  });
});
