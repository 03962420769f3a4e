import type { AdminOrder } from "@oja/contracts/admin-orders";
import { cartLineMaxQuantity } from "@oja/contracts/cart";
import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { defaultPricingRates, orderQuote } from "@oja/contracts/pricing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, sandboxChoice } from "../../test/orders.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Money is kept in 64-bit columns (migration 0015): the dearest product the admin area accepts, in the
// largest quantity a cart line takes, is ordered, paid and reported to the kobo, far above the 32-bit
// ceiling of ₦21,474,836.47 the columns once had.

const mostExpensive = 100_000_000;

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

let products = 0;
async function productPriced(price: number, stock: number) {
  products += 1;
  const created = await shop.send("POST", "/admin/products", owner.headers, {
    name: `Agbada Trunk ${products}`,
    slug: `agbada-trunk-${products}`,
    price,
    category: "bags",
    sizes: ["One Size"],
    colours: ["#5a3a22"],
    description: "<p>Full-grain, brass-cornered.</p>",
    stock,
    status: "ACTIVE",
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().data.price).toBe(price);
  return created.json().data as { id: string; slug: string };
}

async function placed(shopper: SignedInShopper, productId: string, quantity: number): Promise<Order> {
  const added = await shop.send("POST", `/users/${shopper.id}/cart/items/${productId}`, shopper.headers, {
    size: "One Size",
    color: "#5a3a22",
    quantity,
  });
  expect(added.statusCode, added.body).toBe(201);
  const order = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, {
    pickupAt: "pickup",
  });
  expect(order.statusCode, order.body).toBe(201);
  return order.json().data;
}

/** The five figures the one quote gives, in naira, as every answer about the order must show them. */
function expectedFigures(price: number, quantity: number) {
  const figures = orderQuote([{ unitPriceKobo: nairaToKobo(price), quantity }], defaultPricingRates);
  return {
    subtotal: koboToNaira(figures.subtotal),
    discount: koboToNaira(figures.discount),
    promoDiscount: 0,
    vat: koboToNaira(figures.vat),
    total: koboToNaira(figures.total),
  };
}

describe("orders above the 32-bit ceiling", () => {
  it.each([
    [mostExpensive, cartLineMaxQuantity],
    [99_999_999.99, cartLineMaxQuantity],
  ])("₦%d × %d is ordered, paid through the sandbox and reported to the kobo", async (price, quantity) => {
    const product = await productPriced(price, quantity);
    const shopper = await signedInShopper(shop);
    const order = await placed(shopper, product.id, quantity);
    const figures = expectedFigures(price, quantity);
    expect(order).toMatchObject(figures);
    expect(order.total).toBeGreaterThan(9_000_000_000);

    const started = await initializePayment(shop, shopper, order);
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json().data as { reference: string };
    const page = await shop.app.inject({ method: "GET", url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2 }).format(order.total),
    );
    const paid = await sandboxChoice(shop, reference, "success");
    expect(paid.statusCode, paid.body).toBe(303);
    const verified = await shop.send("GET", `/payments/verify/${reference}`, shopper.headers);
    expect(verified.json().data.status, verified.body).toBe("COMPLETED");

    const mine = await shop.send("GET", `/users/${shopper.id}/orders/${order.id}`, shopper.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ ...figures, status: "PROCESSING" });
    expect(mine.json().data.items[0]).toMatchObject({ price, quantity });
    expect(mine.json().data.payment).toMatchObject({ amount: figures.total, status: "COMPLETED" });
    const history = await shop.send("GET", "/transactions/history", shopper.headers);
    expect(history.json().data.transactions[0]).toMatchObject({ amount: figures.total, status: "COMPLETED" });
    const inAdmin = await shop.send("GET", `/admin/orders/${order.id}`, owner.headers);
    expect(inAdmin.json().data as AdminOrder).toMatchObject({ paid: figures.total, refunded: 0 });
    const summary = await shop.send("GET", "/admin/reports/summary", owner.headers);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.sales.today.amount).toBeGreaterThanOrEqual(figures.total);
  });

  it("a ₦30,000,000 product is created, ordered three times and its payment initialized", async () => {
    const product = await productPriced(30_000_000, 3);
    const shopper = await signedInShopper(shop);
    const order = await placed(shopper, product.id, 3);
    expect(order).toMatchObject(expectedFigures(30_000_000, 3));
    const started = await initializePayment(shop, shopper, order);
    expect(started.statusCode, started.body).toBe(200);
    const payments = await shop.send("GET", "/payments/history", shopper.headers);
    expect(payments.json().data.payments[0]).toMatchObject({ amount: order.total, status: "PENDING" });
  });
});
