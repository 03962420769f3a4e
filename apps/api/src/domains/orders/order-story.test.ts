import { readFile } from "node:fs/promises";
import type { Order } from "@oja/contracts/orders";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { emailsTo, paidOrder, placedOrder, refundsSettled } from "../../test/orders.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { ensureAdmin } from "../accounts/accounts.service.ts";
import { orderEvents, orders } from "./orders.schema.ts";

// The order's whole story (docs/decisions/033-pickup-has-its-own-path.md): every move writes its step,
// pickup orders are made ready and collected (never shipped), the order answers its steps, payments and
// refunds, the e-mails speak each method's words, and old orders get their steps back from the migration.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInShopper(shop);
  expect(await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" })).toBe("promoted");
});
afterAll(() => shop.close());

const moved = (orderId: string, status: string, note?: string, app: TestApp = shop) =>
  app.send("POST", `/admin/orders/${orderId}/status`, owner.headers, { status, ...(note ? { note } : {}) });

async function orderSeen(shopper: SignedInShopper, orderId: string): Promise<Order> {
  return (await shop.send("GET", `/users/${shopper.id}/orders/${orderId}`, shopper.headers)).json().data;
}

async function actorsOf(orderId: string) {
  const rows = await shop.db
    .select({ status: orderEvents.status, actor: orderEvents.actor })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.at);
  return rows.map((row) => `${row.status}:${row.actor}`);
}

const lagosClock = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Lagos time\)/;

describe("a home-delivery order's story", () => {
  it("shows each step with its time and note, its payment and refund, and its total after refunds", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper, undefined, "ship");
    expect((await moved(order.id, "READY_FOR_PICKUP")).json()).toMatchObject({
      status: 409,
      message:
        "This order is delivered to the customer's address, so it cannot be moved to READY_FOR_PICKUP. Use SHIPPED, then DELIVERED.",
    });
    const shipped = await moved(order.id, "SHIPPED", "GIG Logistics tracking GIG-4471-LAG");
    expect(shipped.statusCode, shipped.body).toBe(200);
    const part = Math.round(order.total * 30) / 100;
    const refunded = await shop.send("POST", `/admin/orders/${order.id}/refunds`, owner.headers, {
      amount: part,
      reason: "One piece arrived scuffed",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await refundsSettled(shop, order.id);

    const seen = await orderSeen(shopper, order.id);
    expect(seen.timeline.map((step) => [step.status, step.note])).toEqual([
      ["PENDING", null],
      ["PROCESSING", null],
      ["SHIPPED", "GIG Logistics tracking GIG-4471-LAG"],
    ]);
    expect(seen.trackingNote).toBe("GIG Logistics tracking GIG-4471-LAG");
    for (const step of seen.timeline) expect(new Date(step.at).toISOString()).toBe(step.at);
    expect(seen.payments).toEqual([
      {
        amount: order.total,
        status: "COMPLETED",
        reference: seen.payment?.reference,
        at: expect.any(String),
      },
    ]);
    expect(seen.refunds).toEqual([
      { amount: part, status: "COMPLETED", reference: expect.any(String), at: expect.any(String) },
    ]);
    expect(seen.refunded).toBe(part);
    expect(seen.totalAfterRefunds).toBe(Math.round((order.total - part) * 100) / 100);
    // The admin area's order answers the same story.
    const admin = (await shop.send("GET", `/admin/orders/${order.id}`, owner.headers)).json().data;
    expect(admin.timeline).toEqual(seen.timeline);
    expect(admin.totalAfterRefunds).toBe(seen.totalAfterRefunds);
    expect(await actorsOf(order.id)).toEqual(["PENDING:shopper", "PROCESSING:payment", "SHIPPED:owner"]);

    const shippedMail = (await emailsTo(shop, shopper, "order-shipped"))[0];
    expect(shippedMail?.subject).toContain("is on its way");
    expect(shippedMail?.textBody).toContain("GIG Logistics tracking GIG-4471-LAG");
    expect(shippedMail?.textBody).not.toContain("showroom");
    expect(shippedMail?.textBody).toContain(`/account/orders?track=${order.id}`);
    expect(shippedMail?.htmlBody).toContain(`href="http://localhost:3000/account/orders?track=${order.id}"`);
    expect(shippedMail?.textBody).toMatch(/Phone \+234 \d{3} \d{3} \d{4}/);
  });

  it("sends a receipt in Lagos time with links to the order and its receipt, and no zero promo line", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    const [receipt] = await emailsTo(shop, shopper, "payment-received");
    expect(receipt?.textBody).toMatch(lagosClock);
    expect(receipt?.textBody).not.toContain("GMT");
    expect(receipt?.textBody).not.toContain("Promo discount");
    expect(receipt?.textBody).not.toContain("₦0.00");
    expect(receipt?.textBody).toContain(`http://localhost:3000/account/orders?track=${order.id}`);
    expect(receipt?.textBody).toContain(`http://localhost:3000/account/orders/${order.id}/receipt`);
    expect(receipt?.textBody).toContain("We will tell you when your order is ready to collect.");
    expect(receipt?.textBody).not.toContain("on its way");
    expect(receipt?.textBody).toMatch(/Phone \+234 /);
  });
});

describe("pickup's own path", () => {
  it("goes READY_FOR_PICKUP then COLLECTED, never SHIPPED, each step with its e-mail", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    const shipped = await moved(order.id, "SHIPPED", "GIG-1");
    expect(shipped.json()).toEqual({
      status: 409,
      message:
        "This order is collected at the showroom, so it cannot be moved to SHIPPED. Use READY_FOR_PICKUP, then COLLECTED.",
    });
    expect((await moved(order.id, "COLLECTED")).statusCode).toBe(409);
    const ready = await moved(order.id, "READY_FOR_PICKUP");
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.status).toBe("READY_FOR_PICKUP");
    expect((await moved(order.id, "DELIVERED")).statusCode).toBe(409);
    const collected = await moved(order.id, "COLLECTED");
    expect(collected.json().data.status).toBe("COLLECTED");

    const seen = await orderSeen(shopper, order.id);
    expect(seen.timeline.map((step) => step.status)).toEqual([
      "PENDING",
      "PROCESSING",
      "READY_FOR_PICKUP",
      "COLLECTED",
    ]);
    const showroom = order.pickup;
    const [readyMail] = await emailsTo(shop, shopper, "order-ready_for_pickup");
    expect(readyMail?.subject).toBe(`Your Oja Leather House order ${order.orderNumber} is ready to collect`);
    expect(readyMail?.textBody).toContain(`Your order is ready to collect at ${showroom?.name}`);
    expect(readyMail?.textBody).toContain(`${showroom?.address1}, ${showroom?.city}`);
    expect(readyMail?.textBody).toMatch(/Phone \+234 \d{3} \d{3} \d{4}/);
    expect(readyMail?.textBody).not.toMatch(/shipped|on its way|We will tell you when/);
    const [thanks] = await emailsTo(shop, shopper, "order-collected");
    expect(thanks?.subject).toBe(
      `Thank you for collecting your Oja Leather House order ${order.orderNumber}`,
    );
    expect(thanks?.textBody).toContain(`/account/orders?track=${order.id}`);
    expect(await emailsTo(shop, shopper, "order-shipped")).toHaveLength(0);
  });

  it.skipIf(!racesCanRun)("makes an order ready once when two moves race on two processes", async () => {
    const paid: Order[] = [];
    const shoppers: SignedInShopper[] = [];
    for (let round = 0; round < 3; round += 1) {
      const shopper = await signedInShopper(shop);
      shoppers.push(shopper);
      paid.push(await paidOrder(shop, shopper));
    }
    const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
    try {
      for (const [index, order] of paid.entries()) {
        const answers = await Promise.all([
          moved(order.id, "READY_FOR_PICKUP"),
          moved(order.id, "READY_FOR_PICKUP", undefined, second),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expect(await actorsOf(order.id)).toEqual([
          "PENDING:shopper",
          "PROCESSING:payment",
          "READY_FOR_PICKUP:owner",
        ]);
        const shopper = shoppers[index];
        if (shopper) expect(await emailsTo(shop, shopper, "order-ready_for_pickup")).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe("cancelled orders", () => {
  it("record who cancelled: the owner, or the sweeper of unpaid orders", async () => {
    const byOwner = await placedOrder(shop, await signedInShopper(shop));
    expect((await moved(byOwner.id, "CANCELLED")).statusCode).toBe(200);
    expect(await actorsOf(byOwner.id)).toEqual(["PENDING:shopper", "CANCELLED:owner"]);

    const unpaid = await placedOrder(shop, await signedInShopper(shop));
    await shop.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, unpaid.id));
    expect(await shop.unpaidOrders.sweep()).toBeGreaterThanOrEqual(1);
    expect(await actorsOf(unpaid.id)).toEqual(["PENDING:shopper", "CANCELLED:sweeper"]);
  });
});

describe("orders made before their steps were kept", () => {
  it("get them back from migration 0023: placed, paid, the owner's moves with notes, cancelled", async () => {
    const shipper = await signedInShopper(shop);
    const shippedOrder = await paidOrder(shop, shipper, undefined, "ship");
    await moved(shippedOrder.id, "SHIPPED", "DHL 123");
    await moved(shippedOrder.id, "DELIVERED");
    const ready = await paidOrder(shop, await signedInShopper(shop));
    await moved(ready.id, "READY_FOR_PICKUP");
    const cancelled = await placedOrder(shop, await signedInShopper(shop));
    await moved(cancelled.id, "CANCELLED");
    const ids = [shippedOrder.id, ready.id, cancelled.id];
    const before = await shop.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(orderEvents.at);

    // As the migration found them: no steps at all. Its write-back runs again, for every order.
    await shop.db.delete(orderEvents);
    const migration = await readFile(
      new URL("../../../drizzle/0023_order_events.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (statement.includes('INSERT INTO "order_events"')) await shop.db.execute(sql.raw(statement));
    }

    const after = await shop.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(orderEvents.at);
    // The same steps with the same notes; each at its time, but for being paid: the charge's paid_at,
    // read by the provider a moment before the settling transaction wrote its step.
    const story = (rows: typeof after, orderId: string) =>
      rows
        .filter((row) => row.orderId === orderId)
        .map((row) => ({
          status: row.status,
          note: row.note,
          at: row.status === "PROCESSING" ? "paid" : new Date(row.at).toISOString(),
          second: Math.floor(new Date(row.at).getTime() / 5000),
        }));
    for (const id of ids) {
      const [was, is] = [story(before, id), story(after, id)];
      expect(
        is.map(({ second: _, ...step }) => step),
        id,
      ).toEqual(was.map(({ second: _, ...step }) => step));
      is.forEach((step, index) => {
        expect(Math.abs(step.second - (was[index]?.second ?? 0))).toBeLessThanOrEqual(1);
      });
    }
    expect(after.find((row) => row.orderId === cancelled.id && row.status === "CANCELLED")?.actor).toBeNull();
  });
});
