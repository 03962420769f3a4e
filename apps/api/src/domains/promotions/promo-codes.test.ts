import type { Order } from "@oja/contracts/orders";
import { orderQuote } from "@oja/contracts/pricing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { addedToCart, initializePayment, placedOrder } from "../../test/orders.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { orders } from "../orders/orders.schema.ts";
import { promoCodes } from "./promotions.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

function apply(shopper: SignedInShopper, body: unknown, app: TestApp = shop) {
  return app.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, body);
}

async function usesOf(code: string) {
  const [row] = await shop.db
    .select({ used: promoCodes.used })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row?.used;
}

const kobo = (naira: number) => Math.round(naira * 100);

/** The order's five figures as the one quote gives them with this deduction. */
function expectedFigures(order: Order, promo: Parameters<typeof orderQuote>[2]) {
  const figures = orderQuote(
    order.items.map((item) => ({ unitPriceKobo: kobo(item.price), quantity: item.quantity })),
    { discountBasisPoints: 1000, vatBasisPoints: 750 },
    promo,
  );
  return {
    subtotal: figures.subtotal / 100,
    discount: figures.discount / 100,
    promoDiscount: figures.promoDiscount / 100,
    vat: figures.vat / 100,
    total: figures.total / 100,
  };
}

describe("POST /payments/{userId}/promo-code/apply", () => {
  it("takes WELCOME10 off before VAT and answers the order with the new five figures, any case", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "ikoyi-penny-loafer", 2);
    const answer = await apply(shopper, { code: " welcome10 ", orderId: order.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const applied: Order = answer.json().data;
    expect(applied).toMatchObject({
      promoCode: "WELCOME10",
      ...expectedFigures(order, { kind: "PERCENTAGE", basisPoints: 1000 }),
    });
    expect(applied.total).toBeLessThan(order.total);
    // The payment is for the new total.
    expect((await initializePayment(shop, shopper, order)).statusCode).toBe(409);
    expect((await initializePayment(shop, shopper, applied)).statusCode).toBe(200);
  });

  it("takes LAGOS5000's ₦5,000 off an order from ₦50,000, and refuses a smaller order", async () => {
    const shopper = await signedInShopper(shop);
    const big = await placedOrder(shop, shopper, "ikoyi-penny-loafer");
    const applied = await apply(shopper, { code: "LAGOS5000", orderId: big.id });
    expect(applied.json().data).toMatchObject(expectedFigures(big, { kind: "FIXED", amountKobo: 500_000 }));
    expect(applied.json().data.promoDiscount).toBe(5000);
    const small = await placedOrder(shop, shopper, "apapa-slim-card-case");
    const refused = await apply(shopper, { code: "LAGOS5000", orderId: small.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This promo code needs an order of at least ₦50,000.00.");
  });

  it("refuses an unknown (404), expired or second code (409), and another shopper's order (403), changing nothing", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "apapa-slim-card-case");
    const unknown = await apply(shopper, { code: "FREESTUFF", orderId: order.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This promo code does not exist.");
    const expired = await apply(shopper, { code: "EXPIRED20", orderId: order.id });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe("This promo code has expired.");
    const stranger = await signedInShopper(shop);
    expect((await apply(stranger, { code: "WELCOME10", orderId: order.id })).statusCode).toBe(403);
    expect((await apply(shopper, { code: "WELCOME10", orderId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await apply(shopper, { code: "", orderId: "nope" })).statusCode).toBe(400);
    const [unchanged] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged).toMatchObject({ promoCode: null, promoDiscountKobo: 0, totalKobo: kobo(order.total) });

    expect((await apply(shopper, { code: "WELCOME10", orderId: order.id })).statusCode).toBe(200);
    const second = await apply(shopper, { code: "LAGOS5000", orderId: order.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This order already has a promo code.");
  });

  it("refuses a paid or cancelled order", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "apapa-slim-card-case");
    await shop.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers);
    const refused = await apply(shopper, { code: "WELCOME10", orderId: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A promo code can only be applied to an unpaid pending order.");
  });
});

describe("LAUNCH1, usable once in the whole shop", () => {
  it.skipIf(!racesCanRun)(
    "is applied once when five shoppers apply it at once on two processes; a cancel gives it back",
    async () => {
      const shoppers = await Promise.all([0, 1, 2, 3, 4].map(() => signedInShopper(shop)));
      const placed: Order[] = [];
      for (const shopper of shoppers) placed.push(await placedOrder(shop, shopper, "apapa-slim-card-case"));
      const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
      try {
        const answers = await Promise.all(
          shoppers.map((shopper, index) =>
            apply(shopper, { code: "LAUNCH1", orderId: placed[index]?.id }, index % 2 ? second : shop),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409, 409, 409, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
          "This promo code has been used up.",
        );
        expect(await usesOf("LAUNCH1")).toBe(1);
        const [withCode] = await shop.db.select().from(orders).where(eq(orders.promoCode, "LAUNCH1"));
        expect(withCode).toBeDefined();

        // The shopper cancels: the code is free again, and the next shopper may use it.
        const winner = shoppers.find((shopper) => shopper.id === withCode?.userId);
        if (!winner || !withCode) throw new Error("no winner");
        await shop.send("POST", `/users/${winner.id}/orders/${withCode.id}/cancel`, winner.headers);
        expect(await usesOf("LAUNCH1")).toBe(0);
        const loser = shoppers.find((shopper) => shopper !== winner);
        const loserOrder = placed[shoppers.indexOf(loser as SignedInShopper)];
        expect(
          (await apply(loser as SignedInShopper, { code: "LAUNCH1", orderId: loserOrder?.id })).statusCode,
        ).toBe(200);
        expect(await usesOf("LAUNCH1")).toBe(1);

        // The sweeper cancelling an unpaid order gives its code back too.
        await shop.db
          .update(orders)
          .set({ createdAt: sql`now() - interval '25 hours'` })
          .where(eq(orders.promoCode, "LAUNCH1"));
        await shop.unpaidOrders.sweep();
        expect(await usesOf("LAUNCH1")).toBe(0);
      } finally {
        await second.close();
      }
    },
  );
});

describe("POST /payments/{userId}/promo-code/preview", () => {
  function preview(shopper: SignedInShopper, body: unknown) {
    return shop.send("POST", `/payments/${shopper.id}/promo-code/preview`, shopper.headers, body);
  }

  it("answers the cart's five figures with the code, counts no use, and the placed order then gets the same", async () => {
    const shopper = await signedInShopper(shop);
    await addedToCart(shop, shopper, "ikoyi-penny-loafer", 2);
    const before = await usesOf("LAGOS5000");
    const answer = await preview(shopper, { code: "lagos5000" });
    expect(answer.statusCode, answer.body).toBe(200);
    const previewed = answer.json().data;
    expect(previewed.code).toBe("LAGOS5000");
    expect(previewed.promoDiscount).toBe(5000);
    expect(await usesOf("LAGOS5000")).toBe(before);

    const placed = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, {
      pickupAt: "pickup",
    });
    const order: Order = placed.json().data;
    const applied: Order = (await apply(shopper, { code: "LAGOS5000", orderId: order.id })).json().data;
    const figures = ({ subtotal, discount, promoDiscount, vat, total }: Order | typeof previewed) => ({
      subtotal,
      discount,
      promoDiscount,
      vat,
      total,
    });
    expect(figures(applied)).toEqual(figures(previewed));
  });

  it("refuses an unknown or expired code, an empty cart and a cart below the minimum, in words", async () => {
    const shopper = await signedInShopper(shop);
    expect((await preview(shopper, { code: "WELCOME10" })).statusCode).toBe(409);
    await addedToCart(shop, shopper, "ikoyi-penny-loafer");
    const unknown = await preview(shopper, { code: "NOPE" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This promo code does not exist.");
    expect((await preview(shopper, { code: "EXPIRED20" })).json().message).toBe(
      "This promo code has expired.",
    );
    expect((await preview(shopper, { code: "" })).statusCode).toBe(400);
    const other = await signedInShopper(shop);
    expect((await preview(other, { code: "WELCOME10" })).statusCode).toBe(409);
    expect(
      (
        await shop.send("POST", `/payments/${shopper.id}/promo-code/preview`, other.headers, {
          code: "WELCOME10",
        })
      ).statusCode,
    ).toBe(403);
  });
});
