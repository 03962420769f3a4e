import type { AdminOrder } from "@oja/contracts/admin-orders";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { attemptCancelledForOrder, attemptCancelledForTotal } from "@oja/contracts/payments";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder, refundsSettled, sandboxChoice } from "../../test/orders.ts";
import { productNamed, setFirstVariantStock } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { payments } from "./payments.schema.ts";

// One rule for a charge that is not wanted, through the sandbox as on a fresh `npm start`: an order is
// paid by exactly one charge, and every other successful charge, or the part of one above what the
// order now costs, is returned by the shop itself and shows as such to the shopper and the owner.
// Cancelling an order or changing its total cancels its open payment pages.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp({ PUBLIC_URL: "http://shop.test" });
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

async function started(shopper: SignedInShopper, order: Pick<Order, "id" | "total">) {
  const answer = await initializePayment(shop, shopper, order);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.reference as string;
}

const verify = (shopper: SignedInShopper, reference: string) =>
  shop.get(`/payments/verify/${reference}`, shopper.headers);

async function adminOrder(orderId: string): Promise<AdminOrder> {
  return (await shop.get(`/admin/orders/${orderId}`, owner.headers)).json().data;
}

async function emailsAbout(orderNumber: string, kind: string) {
  const rows = await shop.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kind));
  return rows.filter((row) => row.subject.includes(orderNumber));
}

describe("an order cancelled while its payment page is open", () => {
  it("paid before the shop heard of the cancel: ends CANCELLED, the charge returned, money kept 0", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const reference = await started(shopper, order);
    // The tester pays in the window still open; the shop has not verified it yet when the shopper cancels.
    expect((await sandboxChoice(shop, reference, "success")).statusCode).toBe(303);
    const cancelled = await shop.send(
      "POST",
      `/users/${shopper.id}/orders/${order.id}/cancel`,
      shopper.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const verified = (await verify(shopper, reference)).json().data;
    expect(verified).toMatchObject({
      status: "COMPLETED",
      outcome: "returned",
      orderStatus: "CANCELLED",
      returned: order.total,
      note: `This order was cancelled before your payment arrived; we are returning ${formatNaira(order.total)} to your card.`,
    });
    const pending = await adminOrder(order.id);
    expect(pending).toMatchObject({ status: "CANCELLED", paid: order.total, refunded: order.total });
    expect(pending.transactions.find((row) => row.type === "REFUND")).toMatchObject({
      amount: -order.total,
      status: "PENDING",
    });

    // The sandbox confirms its refunds a second later, as Paystack's webhook would.
    await refundsSettled(shop, order.id);
    const settled = await adminOrder(order.id);
    expect(settled).toMatchObject({
      status: "CANCELLED",
      paid: order.total,
      refunded: order.total,
      needsRefund: false,
    });
    expect(settled.charges).toEqual([
      expect.objectContaining({
        status: "REVERSED",
        captured: order.total,
        refunded: order.total,
        paysOrder: false,
      }),
    ]);
    const refundMail = await emailsAbout(order.orderNumber, "order-refund");
    expect(refundMail).toHaveLength(1);
    expect(refundMail[0]?.subject).toContain("A refund");
    expect(refundMail[0]?.textBody).toContain(`we have returned ${formatNaira(order.total)}`);
    expect(refundMail[0]?.textBody).toContain("Your payment arrived after the order was cancelled.");
    expect(await emailsAbout(order.orderNumber, "payment-received")).toHaveLength(0);
    // Verifying again changes nothing.
    expect((await verify(shopper, reference)).json().data.outcome).toBe("returned");
    expect(await emailsAbout(order.orderNumber, "order-refund")).toHaveLength(1);
  });

  it("paid after the cancel: the sandbox page says so and takes nothing", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const reference = await started(shopper, order);
    await shop.send("POST", `/users/${shopper.id}/orders/${order.id}/cancel`, shopper.headers);
    const page = await shop.app.inject({ method: "GET", url: `/sandbox/checkout/${reference}` });
    expect(page.body).toContain("This payment was cancelled");
    expect(page.body).toContain(attemptCancelledForOrder.replace("'", "&#39;"));
    expect(page.body).not.toContain('value="success"');
    const paid = await sandboxChoice(shop, reference, "success");
    expect(paid.statusCode).toBe(409);
    const verified = (await verify(shopper, reference)).json().data;
    expect(verified).toMatchObject({ status: "CANCELLED", outcome: "failed", returned: 0 });
    expect((await adminOrder(order.id)).paid).toBe(0);
  });
});

describe("a promo code applied after the payment page opened", () => {
  async function withPromoAfterPage() {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "ikoyi-penny-loafer", 2);
    const reference = await started(shopper, order);
    return { shopper, order, reference };
  }
  const applyWelcome = (shopper: SignedInShopper, orderId: string) =>
    shop.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
      code: "WELCOME10",
      orderId,
    });

  it("the old page refuses; the order is paid at its new total, and e-mailed its new figures", async () => {
    const { shopper, order, reference } = await withPromoAfterPage();
    const applied = await applyWelcome(shopper, order.id);
    expect(applied.statusCode, applied.body).toBe(200);
    const discounted: Order = applied.json().data;
    expect(discounted.total).toBeLessThan(order.total);
    expect((await sandboxChoice(shop, reference, "success")).statusCode).toBe(409);
    expect((await verify(shopper, reference)).json().data).toMatchObject({
      outcome: "failed",
      note: attemptCancelledForTotal,
    });
    const updated = await emailsAbout(order.orderNumber, "order-updated");
    expect(updated).toHaveLength(1);
    expect(updated[0]?.textBody).toContain(`Total: ${formatNaira(discounted.total)}`);
    expect(updated[0]?.textBody).toContain("Promo discount (WELCOME10)");

    const again = await started(shopper, discounted);
    expect(again).not.toBe(reference);
    await sandboxChoice(shop, again, "success");
    expect((await verify(shopper, again)).json().data).toMatchObject({ outcome: "paid", returned: 0 });
    const seen = await adminOrder(order.id);
    expect(seen).toMatchObject({ status: "PROCESSING", paid: discounted.total, refunded: 0 });
  });

  it("paid at the old amount before the shop heard: the order keeps exactly its new total", async () => {
    const { shopper, order, reference } = await withPromoAfterPage();
    await sandboxChoice(shop, reference, "success");
    const discounted: Order = (await applyWelcome(shopper, order.id)).json().data;
    const excess = Math.round((order.total - discounted.total) * 100) / 100;
    const verified = (await verify(shopper, reference)).json().data;
    expect(verified).toMatchObject({ outcome: "paid", orderStatus: "PROCESSING", returned: excess });
    expect(verified.note).toBe(
      `Your order is paid. Its total had changed to ${formatNaira(discounted.total)}, so we are returning the extra ${formatNaira(excess)} to your card.`,
    );
    await refundsSettled(shop, order.id);
    const seen = await adminOrder(order.id);
    expect(Math.round((seen.paid - seen.refunded) * 100) / 100).toBe(discounted.total);
    expect(seen.charges).toEqual([
      expect.objectContaining({
        status: "COMPLETED",
        captured: order.total,
        refunded: excess,
        paysOrder: true,
      }),
    ]);
  });
});

describe("an order paid on two pages", () => {
  it("keeps exactly its total: the second charge is returned whole", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "ikoyi-penny-loafer", 2);
    const first = await started(shopper, order);
    // The first page is paid; then a promo code opens a second page for the new total, which is paid too.
    await sandboxChoice(shop, first, "success");
    const discounted: Order = (
      await shop.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
        code: "WELCOME10",
        orderId: order.id,
      })
    ).json().data;
    const second = await started(shopper, discounted);
    await sandboxChoice(shop, second, "success");
    expect((await verify(shopper, second)).json().data).toMatchObject({ outcome: "paid", returned: 0 });
    expect((await verify(shopper, first)).json().data).toMatchObject({
      outcome: "returned",
      returned: order.total,
      note: `This order had already been paid; we are returning ${formatNaira(order.total)} to your card.`,
    });
    await refundsSettled(shop, order.id);
    const seen = await adminOrder(order.id);
    expect(Math.round((seen.paid - seen.refunded) * 100) / 100).toBe(discounted.total);
    expect(await emailsAbout(order.orderNumber, "payment-received")).toHaveLength(1);
    const [paying] = await shop.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.paysOrder, true)));
    expect(paying?.reference).toBe(second);
  });
});

describe("a promo code chosen at checkout", () => {
  // The loafer's first size and colour, which these orders take, well stocked.
  beforeEach(() => setFirstVariantStock(shop, "ikoyi-penny-loafer", 20));

  it("is part of placing the order: the order and its e-mail carry the same five figures", async () => {
    const shopper = await signedInShopper(shop);
    const withoutCode = await placedOrder(shop, shopper);
    const withCode = await (async () => {
      const product = await productNamed(shop, "ikoyi-penny-loafer");
      await shop.send("POST", `/users/${shopper.id}/cart/items/${product.id}`, shopper.headers, {
        size: product.sizes[0],
        color: product.colours[0],
        quantity: 1,
      });
      const placed = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, {
        pickupAt: "pickup",
        promoCode: "welcome10",
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json().data as Order;
    })();
    expect(withCode).toMatchObject({ promoCode: "WELCOME10", subtotal: withoutCode.subtotal });
    expect(withCode.promoDiscount).toBeGreaterThan(0);
    expect(withCode.total).toBeLessThan(withoutCode.total);
    const [placedMail] = await emailsAbout(withCode.orderNumber, "order-placed");
    expect(placedMail?.textBody).toContain(
      `Promo discount (WELCOME10): −${formatNaira(withCode.promoDiscount)}`,
    );
    expect(placedMail?.textBody).toContain(`Total: ${formatNaira(withCode.total)}`);
    const [plainMail] = await emailsAbout(withoutCode.orderNumber, "order-placed");
    expect(plainMail?.textBody).not.toContain("Promo discount");
  });

  it("refuses the order when the code can no longer be used, and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    const product = await productNamed(shop, "ikoyi-penny-loafer");
    await shop.send("POST", `/users/${shopper.id}/cart/items/${product.id}`, shopper.headers, {
      size: product.sizes[0],
      color: product.colours[0],
      quantity: 1,
    });
    const refused = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, {
      pickupAt: "pickup",
      promoCode: "EXPIRED20",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The promo code EXPIRED20 could not be applied: This promo code has expired. Remove it to place your order at its full price.",
    );
    const cart = (await shop.get(`/users/${shopper.id}/cart`, shopper.headers)).json().data;
    expect(cart.items).toHaveLength(1);
    const orders = (await shop.get(`/users/${shopper.id}/orders`, shopper.headers)).json().data;
    expect(orders.data ?? orders).toHaveLength(0);
  });
});
