import type { Order } from "@oja/contracts/orders";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import { type PaystackStub, startPaystackStub, stubSecretKey } from "../../test/paystack-stub.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";
import { payments, transactions } from "./payments.schema.ts";

// The races of the money rules, each on two API processes (two connection pools) on one PostgreSQL,
// against the Paystack stub: cancel against pay, a promo code against pay, two pages of one order paid at
// once, and a refund's webhook against the reconciler. On PGlite one connection runs everything in
// turn, so nothing there could race: these run in the api-postgres project only (.ci/run). Each round
// ends with the one invariant that matters: the money the shop keeps for the order is exactly what the
// order costs (or nothing, for a cancelled one), and every e-mail went once. Without the order's row
// lock in settlement (settlement.ts), the first three fail; without the refund's conditional update and
// the payment's lock (refund-ledger.ts, refunds.service.ts), the last one does.

const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";
const rounds = 6;

describe.skipIf(!onPostgres)("money rules raced on two processes", () => {
  let stub: PaystackStub;
  let shop: TestApp;
  let second: TestApp;
  let owner: SignedInShopper;
  const shoppers: SignedInShopper[] = [];

  beforeAll(async () => {
    stub = await startPaystackStub();
    const env = { PAYSTACK_SECRET_KEY: stubSecretKey, PAYSTACK_BASE_URL: stub.baseUrl };
    shop = await createTestApp(env);
    await seedDemoData(shop.db);
    owner = await signedInShopper(shop);
    const { ensureAdmin } = await import("../accounts/accounts.service.ts");
    await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" });
    // Every shopper signs up before the second process starts: its mail sender would take their codes.
    for (let index = 0; index < rounds * 3; index += 1) shoppers.push(await signedInShopper(shop));
    second = await createTestApp(env, { database: await anotherProcess(shop.database) });
  });
  afterAll(async () => {
    await second?.close();
    await shop?.close();
    await stub?.close();
  });

  const verify = (app: TestApp, shopper: SignedInShopper, reference: string) =>
    app.get(`/payments/verify/${reference}`, shopper.headers);

  function webhook(app: TestApp, reference: string) {
    const { body, signature } = stub.webhook(reference);
    return app.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook/paystack",
      headers: { "content-type": "application/json", "x-paystack-signature": signature },
      payload: body,
    });
  }

  async function started(shopper: SignedInShopper, order: Pick<Order, "id" | "total">) {
    const answer = await initializePayment(shop, shopper, order);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.reference as string;
  }

  /** The order's row, its charges, and the kobo the shop keeps of them (taken minus refunds counted). */
  async function moneyOf(orderId: string) {
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    const charges = await shop.db.select().from(payments).where(eq(payments.orderId, orderId));
    const refunds = await shop.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.orderId, orderId),
          eq(transactions.type, "REFUND"),
          inArray(transactions.status, ["PENDING", "COMPLETED"]),
        ),
      );
    const taken = charges.reduce((sum, charge) => sum + (charge.capturedKobo ?? 0), 0);
    const returned = refunds.reduce((sum, refund) => sum - refund.amountKobo, 0);
    const mails = await shop.db.select().from(outboxEmails);
    const about = (kind: string) =>
      mails.filter((mail) => mail.kind === kind && order && mail.subject.includes(order.orderNumber)).length;
    return {
      order,
      charges,
      kept: taken - returned,
      paying: charges.filter((charge) => charge.paysOrder).length,
      receipts: about("payment-received"),
      refundMails: about("order-refund"),
    };
  }

  it("cancel against pay: the order is either paid and kept, or cancelled with the whole charge returned", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const shopper = shoppers[round] as SignedInShopper;
      const order = await placedOrder(shop, shopper, "apapa-slim-card-case");
      const reference = await started(shopper, order);
      stub.pay(reference);
      const [cancel, ...settling] = await Promise.all([
        second.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers),
        verify(shop, shopper, reference),
        webhook(second, reference),
      ]);
      expect([200, 409]).toContain(cancel.statusCode);
      expect(settling.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const money = await moneyOf(order.id);
      if (money.order?.status === "CANCELLED") {
        expect(cancel.statusCode).toBe(200);
        expect(money).toMatchObject({ kept: 0, paying: 0, receipts: 0 });
      } else {
        expect(cancel.statusCode).toBe(409);
        expect(money.order?.status).toBe("PROCESSING");
        expect(money).toMatchObject({ kept: money.order?.totalKobo, paying: 1, receipts: 1 });
      }
    }
  });

  it("a promo code against pay: the order keeps exactly its total, whichever came first", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const shopper = shoppers[rounds + round] as SignedInShopper;
      const order = await placedOrder(shop, shopper, "apapa-slim-card-case", 2);
      const reference = await started(shopper, order);
      stub.pay(reference);
      const [promo, verified] = await Promise.all([
        second.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
          code: "WELCOME10",
          orderId: order.id,
        }),
        verify(shop, shopper, reference),
      ]);
      expect([200, 409]).toContain(promo.statusCode);
      expect(verified.json().data.outcome).toBe("paid");
      const money = await moneyOf(order.id);
      expect(money.order?.status).toBe("PROCESSING");
      expect(money).toMatchObject({ kept: money.order?.totalKobo, paying: 1, receipts: 1 });
      if (promo.statusCode === 200) expect(money.order?.promoCode).toBe("WELCOME10");
      else expect(money.order?.totalKobo).toBe(Math.round(order.total * 100));
    }
  });

  it("two pages of one order paid at once: one charge pays it, the other is returned whole", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const shopper = shoppers[rounds * 2 + round] as SignedInShopper;
      const order = await placedOrder(shop, shopper, "apapa-slim-card-case", 2);
      const first = await started(shopper, order);
      const discounted: Order = (
        await shop.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
          code: "WELCOME10",
          orderId: order.id,
        })
      ).json().data;
      const next = await started(shopper, discounted);
      stub.pay(first);
      stub.pay(next);
      const answers = await Promise.all([
        verify(shop, shopper, first),
        verify(second, shopper, next),
        webhook(second, first),
        webhook(shop, next),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const money = await moneyOf(order.id);
      expect(money.order?.status).toBe("PROCESSING");
      expect(money).toMatchObject({ kept: money.order?.totalKobo, paying: 1, receipts: 1 });
    }
  });

  it("a refund's webhook against the reconciler: each refund completes once, with one e-mail", async () => {
    const paid: { order: Order; reference: string }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const shopper = shoppers[round] as SignedInShopper;
      const order = await placedOrder(shop, shopper, "apapa-slim-card-case");
      const reference = await started(shopper, order);
      stub.pay(reference);
      expect((await verify(shop, shopper, reference)).json().data.outcome).toBe("paid");
      const asked = await shop.send("POST", `/admin/orders/${order.id}/refunds`, owner.headers, {
        amount: order.total,
        reason: "Returned unworn",
      });
      expect(asked.statusCode, asked.body).toBe(200);
      paid.push({ order, reference });
    }
    const { sql } = await import("drizzle-orm");
    await shop.db
      .update(transactions)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(transactions.type, "REFUND"));
    for (const { reference } of paid) stub.settleRefunds(reference);
    await Promise.all([
      ...paid.flatMap(({ reference }) => {
        const { body, signature } = stub.refundWebhook(reference);
        return [second, shop].map((app) =>
          app.app.inject({
            method: "POST",
            url: "/api/v1/payments/webhook/paystack",
            headers: { "content-type": "application/json", "x-paystack-signature": signature },
            payload: body,
          }),
        );
      }),
      shop.paymentReconciler?.reconcile(),
      second.paymentReconciler?.reconcile(),
    ]);
    for (const { order } of paid) {
      const money = await moneyOf(order.id);
      expect(money).toMatchObject({ kept: 0, refundMails: 1 });
      expect(money.charges.map((charge) => charge.status)).toEqual(["REVERSED"]);
    }
  });
});
