import { orderStatuses } from "@oja/contracts/orders";
import type { ShopSummary } from "@oja/contracts/reports";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder, placedOrder } from "../../test/orders.ts";
import { expectStockAddsUp, productNamed, setVariantStock } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { products, productVariants } from "../catalog/catalog.schema.ts";
import { shopSummary } from "./reports.service.ts";

// The owner's summary (issue 15; docs/architecture.md §8): sales today, this week and this month (settled payments
// minus refunds), orders by status with every status named, and the sizes and colours of ACTIVE products low on stock.

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

  it("lists the sizes and colours of ACTIVE products with 5 pieces or fewer, fewest first, and leaves out the others", async () => {
    // Every size and colour well stocked, then a few run low.
    await shop.db.update(productVariants).set({ stock: 50 });
    await setVariantStock(shop, "ikoyi-penny-loafer", "42", "#9a5b2e", 3);
    await setVariantStock(shop, "ikoyi-penny-loafer", "43", "#9a5b2e", 6);
    await setVariantStock(shop, "luxurious-voyager-bag", "One Size", "#1c1a19", 0);
    await setVariantStock(shop, "marina-cap-toe-oxford", "42", undefined, 0);
    await shop.db.update(products).set({ status: "DRAFT" }).where(eq(products.slug, "marina-cap-toe-oxford"));
    const loafer = await productNamed(shop, "ikoyi-penny-loafer");
    const voyager = await productNamed(shop, "luxurious-voyager-bag");
    const { lowStock } = await summary();
    expect(lowStock).toEqual([
      {
        id: voyager.variants.find((variant) => variant.colour === "#1c1a19")?.id,
        productId: voyager.id,
        slug: voyager.slug,
        name: voyager.name,
        size: "One Size",
        colour: "#1c1a19",
        sku: "LUXURIOUS-VOYAGER-BAG-ONE-SIZE-1C1A19",
        stock: 0,
      },
      expect.objectContaining({
        productId: loafer.id,
        name: loafer.name,
        size: "42",
        colour: "#9a5b2e",
        sku: "IKOYI-PENNY-LOAFER-42-9A5B2E",
        stock: 3,
      }),
    ]);
    await expectStockAddsUp(shop.db);
  });
});
