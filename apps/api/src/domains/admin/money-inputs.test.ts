import type { AdminOrder } from "@oja/contracts/admin-orders";
import type { AdminProduct } from "@oja/contracts/admin-products";
import type { AdminPromoCode } from "@oja/contracts/admin-promo-codes";
import type { Settings } from "@oja/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, paidOrder, placedOrder } from "../../test/orders.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Every naira input is whole kobo at the edge (contracts/money.ts): less than a kobo, nothing where
// something must be paid, refunded or discounted, a negative, text and too much are each a 400 that
// names the field and changes nothing, before any check constraint of the database could say no.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

function asOwner(method: "GET" | "POST" | "PUT", url: string, body?: unknown) {
  return shop.send(method, url, owner.headers, body);
}

/** Amounts that are not whole kobo of at least ₦0.01 and at most the most allowed. */
const notPayable = [1e-9, 0.001, 0.005, 0, -1, "NaN", "1e-9", "12.50", null, 1e15];

function expectRefusedNaming(
  answer: { statusCode: number; body: string; json: () => { errors?: string[] } },
  field: string,
) {
  expect(answer.statusCode, answer.body).toBe(400);
  const fields = (answer.json().errors ?? []).map((error) => error.split(":")[0]);
  expect(fields, answer.body).toContain(field);
}

const satchel = {
  name: "Surulere Satchel",
  slug: "surulere-satchel",
  price: 185_000,
  category: "bags",
  sizes: ["One Size"],
  colours: ["#9a5b2e"],
  description: "<p>Vegetable-tanned.</p>",
  stock: 2,
  status: "ACTIVE",
};

describe("a product's price", () => {
  it("is refused below one kobo, at nothing, negative, as text or above ₦100,000,000, when added or changed", async () => {
    const listed = async () =>
      (await asOwner("GET", "/admin/products?limit=100")).json().data.pagination.total;
    const before = await listed();
    for (const price of [...notPayable, 100_000_000.01]) {
      expectRefusedNaming(await asOwner("POST", "/admin/products", { ...satchel, price }), "price");
    }
    expect(await listed()).toBe(before);

    const created = await asOwner("POST", "/admin/products", satchel);
    expect(created.statusCode, created.body).toBe(201);
    const product: AdminProduct = created.json().data;
    for (const price of notPayable) {
      expectRefusedNaming(
        await asOwner("PUT", `/admin/products/${product.id}`, { ...satchel, price }),
        "price",
      );
    }
    const now = (await asOwner("GET", `/admin/products/${product.id}`)).json().data as AdminProduct;
    expect(now).toEqual(product);
  });

  it("takes ₦0.01, exactly", async () => {
    const created = await asOwner("POST", "/admin/products", {
      ...satchel,
      slug: "kobo-keyring",
      price: 0.01,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.price).toBe(0.01);
  });
});

describe("a promo code's value and minimum order", () => {
  const code = {
    code: "KOBO",
    kind: "FIXED",
    value: 500,
    minimumOrder: 1000,
    usageLimit: 5,
    expiresAt: null,
  };

  it("is refused when not whole kobo from ₦0.01 (FIXED) or whole basis points of 1–100% (PERCENTAGE)", async () => {
    const before = (await asOwner("GET", "/admin/promo-codes?limit=100")).json().data.pagination.total;
    for (const value of notPayable) {
      expectRefusedNaming(await asOwner("POST", "/admin/promo-codes", { ...code, value }), "value");
    }
    for (const value of [12.345, 1e-9, 0.5, 0, 101, "NaN"]) {
      expectRefusedNaming(
        await asOwner("POST", "/admin/promo-codes", { ...code, kind: "PERCENTAGE", value }),
        "value",
      );
    }
    for (const minimumOrder of [1e-9, 0.001, -1, "NaN", 100_000_000.01]) {
      expectRefusedNaming(
        await asOwner("POST", "/admin/promo-codes", { ...code, minimumOrder }),
        "minimumOrder",
      );
    }
    expect((await asOwner("GET", "/admin/promo-codes?limit=100")).json().data.pagination.total).toBe(before);
  });

  it("is refused when a code is changed the same way, and the code stays as it was", async () => {
    const created = await asOwner("POST", "/admin/promo-codes", { ...code, code: "KOBO2" });
    expect(created.statusCode, created.body).toBe(201);
    const saved: AdminPromoCode = created.json().data;
    const body = { ...code, code: "KOBO2" };
    for (const value of notPayable) {
      expectRefusedNaming(
        await asOwner("PUT", `/admin/promo-codes/${saved.id}`, { ...body, value }),
        "value",
      );
    }
    expectRefusedNaming(
      await asOwner("PUT", `/admin/promo-codes/${saved.id}`, { ...body, kind: "PERCENTAGE", value: 12.345 }),
      "value",
    );
    expectRefusedNaming(
      await asOwner("PUT", `/admin/promo-codes/${saved.id}`, { ...body, minimumOrder: 1e-9 }),
      "minimumOrder",
    );
    const listed = (await asOwner("GET", "/admin/promo-codes?limit=100")).json().data
      .promoCodes as AdminPromoCode[];
    expect(listed.find((found) => found.id === saved.id)).toEqual(saved);
  });

  it("takes a percentage of 12.5 as 1250 basis points and ₦0.01 fixed", async () => {
    const percent = await asOwner("POST", "/admin/promo-codes", {
      ...code,
      code: "HALFTWELVE",
      kind: "PERCENTAGE",
      value: 12.5,
    });
    expect(percent.json().data.value).toBe(12.5);
    const kobo = await asOwner("POST", "/admin/promo-codes", { ...code, code: "ONEKOBO", value: 0.01 });
    expect(kobo.json().data.value).toBe(0.01);
  });
});

describe("the amount a shopper pays and the owner refunds", () => {
  it("a payment's amount that is not whole kobo of at least ₦0.01 is a 400 and starts nothing", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    for (const amount of notPayable) {
      expectRefusedNaming(await initializePayment(shop, shopper, order, { amount }), "amount");
    }
    const history = await shop.send("GET", "/payments/history", shopper.headers);
    expect(history.json().data.payments).toEqual([]);
  });

  it("a refund that is not whole kobo of at least ₦0.01 is a 400 and refunds nothing", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    for (const amount of notPayable) {
      expectRefusedNaming(
        await asOwner("POST", `/admin/orders/${order.id}/refunds`, { amount, reason: "Scuffed" }),
        "amount",
      );
    }
    const inAdmin = (await asOwner("GET", `/admin/orders/${order.id}`)).json().data as AdminOrder;
    expect(inAdmin.refunded).toBe(0);
    expect(inAdmin.transactions.filter((transaction) => transaction.type === "REFUND")).toEqual([]);
  });
});

describe("the store-wide discount and VAT", () => {
  it("are whole basis points: 12.345% is a 400 naming the field and the settings stay", async () => {
    const before = (await asOwner("GET", "/admin/settings")).json().data as Settings;
    const body = {
      ceoWelcomeMessage: before.ceoWelcomeMessage,
      about: before.about,
      officeLocations: before.officeLocations,
      discountPercent: before.discountPercent,
      vatPercent: before.vatPercent,
    };
    for (const field of ["discountPercent", "vatPercent"]) {
      for (const rate of [12.345, 1e-9, -1, "NaN", 100]) {
        expectRefusedNaming(await asOwner("PUT", "/admin/settings", { ...body, [field]: rate }), field);
      }
    }
    expect((await asOwner("GET", "/admin/settings")).json().data).toEqual(before);
  });
});
