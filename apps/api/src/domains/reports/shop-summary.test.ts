import { orderStatuses } from "@oja/contracts/orders";
import type { ShopSummary } from "@oja/contracts/reports";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder, placedOrder } from "../../test/orders.ts";
import { setStock } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { products } from "../catalog/catalog.schema.ts";
import { shopSummary } from "./reports.service.ts";

// The owner's summary (issue 15; docs/architecture.md §8): sales today, this week and this month (settled payments
// minus refunds), orders by status with every status named, and the ACTIVE products low on stock.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

async function summary(): Promise<ShopSummary> {
  const answer = await shop.send("GET", "/admin/reports/summary", owner.headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const countOf = (figures: ShopSummary, status: string) =>
  figures.ordersByStatus.find((entry) => entry.status === status)?.count ?? 0;

describe("the shop's summary", () => {
  it("counts paid orders and their money less refunds, today, this week and this month", async () => {
    const before = await summary();
    const shopper = await signedInShopper(shop);
    const kept = await paidOrder(shop, shopper);
    const partlyRefunded = await paidOrder(shop, shopper, "luxurious-voyager-bag");
    await placedOrder(shop, shopper);
    const refund = Math.round(partlyRefunded.total * 25) / 100;
    const refunded = await shop.send("POST", `/admin/orders/${partlyRefunded.id}/refunds`, owner.headers, {
      amount: refund,
      reason: "A scuffed strap",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const after = await summary();
    const expected = Math.round((kept.total + partlyRefunded.total - refund) * 100) / 100;
    for (const period of ["today", "week", "month"] as const) {
      const grown = Math.round((after.sales[period].amount - before.sales[period].amount) * 100) / 100;
      expect(grown, period).toBe(expected);
      expect(after.sales[period].paidOrders - before.sales[period].paidOrders, period).toBe(2);
    }
    expect(after.ordersByStatus.map((entry) => entry.status)).toEqual([...orderStatuses]);
    expect(countOf(after, "PROCESSING") - countOf(before, "PROCESSING")).toBe(2);
    expect(countOf(after, "PENDING") - countOf(before, "PENDING")).toBe(1);
    expect(countOf(after, "DELIVERED")).toBe(countOf(before, "DELIVERED"));

    // Seen from 40 days on, nothing was sold in that day, week or month.
    const later = await shopSummary(shop.db, new Date(Date.now() + 40 * 24 * 60 * 60 * 1000));
    expect(later.sales.month).toEqual({ amount: 0, paidOrders: 0 });
    expect(later.sales.today).toEqual({ amount: 0, paidOrders: 0 });
  });

  it("lists ACTIVE products with 5 pieces or fewer, fewest first, and leaves out the others", async () => {
    await setStock(shop, "ikoyi-penny-loafer", 3);
    await setStock(shop, "luxurious-voyager-bag", 6);
    await setStock(shop, "marina-cap-toe-oxford", 0);
    await shop.db.update(products).set({ status: "DRAFT" }).where(eq(products.slug, "marina-cap-toe-oxford"));
    const { lowStock } = await summary();
    expect(lowStock.find((product) => product.slug === "ikoyi-penny-loafer")).toMatchObject({ stock: 3 });
    expect(lowStock.map((product) => product.slug)).not.toContain("luxurious-voyager-bag");
    expect(lowStock.map((product) => product.slug)).not.toContain("marina-cap-toe-oxford");
    expect(lowStock.every((product) => product.stock <= 5)).toBe(true);
    const stocks = lowStock.map((product) => product.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });
});
