import type { Order } from "@oja/contracts/orders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { addedToCart, emailsTo, ordersInDatabase, ordersPath, placeOrder } from "../../test/orders.ts";
import { setFirstVariantStock, stockOf } from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { orders } from "./orders.schema.ts";

// Cancelling orders (order-cancellation.ts): by the shopper, by the sweeper of unpaid orders, and both
// at the same moment; the stock comes back once.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("POST /users/{userId}/orders/{orderId}/cancel", () => {
  it("cancels an unpaid PENDING order once: stock returns, the e-mail goes", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "tarkwa-bay-slide", 6);
    await addedToCart(shop, shopper, "tarkwa-bay-slide", 2);
    const order: Order = (await placeOrder(shop, shopper, { pickupAt: "pickup" })).json().data;
    expect(await stockOf(shop, "tarkwa-bay-slide")).toBe(4);
    const response = await shop.send("POST", `${ordersPath(shopper)}/${order.id}/cancel`, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: "Your order has been cancelled.",
      data: {
        ...order,
        status: "CANCELLED",
        timeline: [...order.timeline, { status: "CANCELLED", at: expect.any(String), note: null }],
      },
    });
    expect(await stockOf(shop, "tarkwa-bay-slide")).toBe(6);
    const [email] = await emailsTo(shop, shopper, "order-cancelled");
    expect(email?.subject).toBe(`Your Oja Leather House order ${order.orderNumber} is cancelled`);
    expect(email?.textBody).toContain("As you asked, we have cancelled your order.");

    const again = await shop.send("POST", `${ordersPath(shopper)}/${order.id}/cancel`, shopper.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only an unpaid order that is still pending can be cancelled.");
    expect(await stockOf(shop, "tarkwa-bay-slide")).toBe(6);
  });

  it("refuses an order that is no longer PENDING with 409, and an unknown one with 404", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "epe-double-buckle-slide", 3);
    await addedToCart(shop, shopper, "epe-double-buckle-slide");
    const order: Order = (await placeOrder(shop, shopper, { pickupAt: "pickup" })).json().data;
    await shop.db.update(orders).set({ status: "PROCESSING" }).where(eq(orders.id, order.id));
    const paid = await shop.send("POST", `${ordersPath(shopper)}/${order.id}/cancel`, shopper.headers);
    expect(paid.statusCode).toBe(409);
    expect(await stockOf(shop, "epe-double-buckle-slide")).toBe(2);
    const unknown = await shop.send(
      "POST",
      `${ordersPath(shopper)}/00000000-0000-4000-8000-000000000000/cancel`,
      shopper.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("unpaid orders", () => {
  it.skipIf(!racesCanRun)(
    "are cancelled after the setting's hours, stock returned and e-mailed once, by two sweepers at once",
    async () => {
      // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
      const shopper = await signedInShopper(shop);
      const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
      try {
        await setFirstVariantStock(shop, "eko-fisherman-sandal", 10);
        await addedToCart(shop, shopper, "eko-fisherman-sandal", 3);
        const old: Order = (await placeOrder(shop, shopper, { pickupAt: "pickup" })).json().data;
        await addedToCart(shop, shopper, "eko-fisherman-sandal", 2);
        const recent: Order = (await placeOrder(shop, shopper, { pickupAt: "pickup" })).json().data;
        expect(await stockOf(shop, "eko-fisherman-sandal")).toBe(5);
        await shop.db
          .update(orders)
          .set({ createdAt: sql`now() - interval '25 hours'` })
          .where(eq(orders.id, old.id));

        const swept = await Promise.all([
          shop.unpaidOrders.sweep(),
          second.unpaidOrders.sweep(),
          shop.unpaidOrders.sweep(),
        ]);
        expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
        const statuses = await ordersInDatabase(shop, shopper);
        expect(statuses.find((row) => row.id === old.id)?.status).toBe("CANCELLED");
        expect(statuses.find((row) => row.id === recent.id)?.status).toBe("PENDING");
        expect(await stockOf(shop, "eko-fisherman-sandal")).toBe(8);
        const emails = await emailsTo(shop, shopper, "order-cancelled");
        expect(emails).toHaveLength(1);
        expect(emails[0]?.textBody).toContain("Your order was not paid in time");
        expect(await shop.unpaidOrders.sweep()).toBe(0);
      } finally {
        await second.close();
      }
    },
  );
});

describe.skipIf(!racesCanRun)("cancelling at the same moment", () => {
  // Two API processes (two connection pools) on one database; on PGlite, one process twice.
  let second: TestApp;
  let shopper: SignedInShopper;
  beforeAll(async () => {
    // Signed up first: the second process's mail sender would otherwise deliver the shopper's code.
    shopper = await signedInShopper(shop);
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("a shopper's cancel and the sweeper at once return the stock once", async () => {
    await setFirstVariantStock(shop, "osogbo-woven-sandal", 5);
    await addedToCart(shop, shopper, "osogbo-woven-sandal", 2);
    const order: Order = (await placeOrder(shop, shopper, { pickupAt: "pickup" })).json().data;
    await shop.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, order.id));
    const [cancel] = await Promise.all([
      second.send("POST", `${ordersPath(shopper)}/${order.id}/cancel`, shopper.headers),
      shop.unpaidOrders.sweep(),
    ]);
    expect([200, 409]).toContain(cancel?.statusCode);
    expect(await stockOf(shop, "osogbo-woven-sandal")).toBe(5);
    expect(await emailsTo(shop, shopper, "order-cancelled")).toHaveLength(1);
  });
});
