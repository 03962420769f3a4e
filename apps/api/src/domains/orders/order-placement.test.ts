import { colourName } from "@oja/contracts/colours";
import type { Order } from "@oja/contracts/orders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { addedToCart, addressOf, cartOf, emailsTo, ordersInDatabase, placeOrder } from "../../test/orders.ts";
import { setFirstVariantStock, stockOf } from "../../test/products.ts";
import { lagosAddress, type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { offices } from "../settings/settings.schema.ts";

// Placing an order (order-placement.ts): the cart turned into a PENDING order in one transaction, its
// refusals, the Idempotency-Key, and shoppers placing orders at the same moment.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const lagos = lagosAddress;

const naira = (amount: number) =>
  new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
  }).format(amount);

describe("POST /users/{userId}/orders", () => {
  it("turns the cart into a PENDING order for home delivery: lines, the cart's five figures, stock, e-mail", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "adire-heritage-loafer", 10);
    await setFirstVariantStock(shop, "kano-braided-belt", 10);
    const loafer = await addedToCart(shop, shopper, "adire-heritage-loafer", 2);
    const belt = await addedToCart(shop, shopper, "kano-braided-belt", 1);
    const address = await addressOf(shop, shopper);
    const cart = await cartOf(shop, shopper);

    const response = await placeOrder(shop, shopper, { addressId: address.id, pickupAt: "ship" });
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json().data;
    expect(response.json()).toMatchObject({ status: 201, message: "Order placed. Next is to make payment" });
    expect(order).toEqual({
      id: expect.any(String),
      orderNumber: expect.stringMatching(/^OJ-\d+$/),
      createdAt: expect.any(String),
      status: "PENDING",
      deliveryMethod: "ship",
      items: [
        {
          product: {
            id: loafer.id,
            slug: loafer.slug,
            name: loafer.name,
            images: loafer.images,
            vendorId: loafer.vendorId,
          },
          price: loafer.price,
          quantity: 2,
          size: loafer.sizes[0],
          color: loafer.colours[0],
          sku: loafer.variants[0]?.sku,
        },
        expect.objectContaining({
          price: belt.price,
          quantity: 1,
          size: belt.sizes[0],
          color: belt.colours[0],
        }),
      ],
      ...cart.quote,
      promoDiscount: 0,
      promoCode: null,
      address: {
        id: address.id,
        fullName: lagos.fullName,
        phone: lagos.phone,
        address1: lagos.address1,
        city: lagos.city,
        state: lagos.state,
        country: lagos.country,
        zipCode: lagos.zipCode,
      },
      pickup: null,
      payment: null,
      // The order's story begins: placed now, nothing paid or refunded yet.
      timeline: [{ status: "PENDING", at: order.createdAt, note: null }],
      trackingNote: null,
      payments: [],
      refunds: [],
      refunded: 0,
      totalAfterRefunds: order.total,
    });
    expect(await stockOf(shop, "adire-heritage-loafer")).toBe(8);
    expect(await stockOf(shop, "kano-braided-belt")).toBe(9);
    expect((await cartOf(shop, shopper)).items).toEqual([]);

    const [email] = await emailsTo(shop, shopper, "order-placed");
    expect(email?.subject).toBe(`Your Oja Leather House order ${order.orderNumber} is placed`);
    for (const body of [email?.textBody ?? "", email?.htmlBody ?? ""]) {
      expect(body).toContain(
        `${loafer.name}: size ${loafer.sizes[0]}, colour ${colourName(loafer.colours[0] ?? "")}, quantity 2 × ${naira(loafer.price)}`,
      );
      expect(body).toContain(`${belt.name}: size ${belt.sizes[0]}`);
      for (const figure of [
        `Subtotal: ${naira(order.subtotal)}`,
        `Discount: −${naira(order.discount)}`,
        `VAT: ${naira(order.vat)}`,
        `Total: ${naira(order.total)}`,
      ]) {
        expect(body).toContain(figure);
      }
      // A figure the order does not have is not shown as ₦0.00.
      expect(body).not.toContain("Promo discount");
      expect(body).toContain("Home delivery to Adaeze Okafor, 14 Admiralty Way, Lekki Phase 1, Lekki, Lagos");
    }
    const sent = (await shop.deliveredEmails()).filter((mail) => mail.to === shopper.email);
    expect(sent.map((mail) => mail.subject)).toContain(email?.subject);
  });

  it("records the showroom for pickup and needs no address", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "eko-bifold-wallet", 5);
    await addedToCart(shop, shopper, "eko-bifold-wallet");
    const response = await placeOrder(shop, shopper, { pickupAt: "pickup", addressId: "" });
    expect(response.statusCode, response.body).toBe(201);
    const [office] = await shop.db.select().from(offices).orderBy(offices.position).limit(1);
    const order: Order = response.json().data;
    expect(order).toMatchObject({ deliveryMethod: "pickup", address: null });
    expect(order.pickup).toEqual({
      name: office?.name,
      address1: office?.address1,
      city: office?.city,
      state: office?.state,
      country: office?.country,
      phoneNumber: office?.phoneNumber,
      email: office?.email,
    });
    const [email] = await emailsTo(shop, shopper, "order-placed");
    expect(email?.textBody).toContain(`Pickup at our showroom: ${office?.name}, ${office?.address1}`);
    expect(await stockOf(shop, "eko-bifold-wallet")).toBe(4);
    // The row as kept: no address is SQL's NULL, not JSON's null, and the showroom is the order's own copy.
    const kept = await shop.db.execute(sql`select address is null as "noAddress",
      jsonb_typeof(pickup) as pickup, promo_code is null as "noCode", (total_kobo / 100.0)::float8 as total
      from orders where id = ${order.id}`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([
      { noAddress: true, pickup: "object", noCode: true, total: order.total },
    ]);
  });

  it("numbers orders OJ- and digits, each its own", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "apapa-slim-card-case", 50);
    const numbers = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      await addedToCart(shop, shopper, "apapa-slim-card-case");
      const response = await placeOrder(shop, shopper, { pickupAt: "pickup" });
      numbers.add(response.json().data.orderNumber);
    }
    expect(numbers.size).toBe(3);
  });

  it("refuses a bad body with 400 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "ikoyi-dress-belt", 5);
    await addedToCart(shop, shopper, "ikoyi-dress-belt");
    const cases: [unknown, string[]][] = [
      [{}, ['pickupAt: must be "ship" or "pickup"']],
      [{ pickupAt: "drone" }, ['pickupAt: must be "ship" or "pickup"']],
      [{ pickupAt: "ship" }, ["addressId: Please choose a delivery address, or pick up at the showroom."]],
      [{ pickupAt: "ship", addressId: "home" }, ["addressId: must be an address's id"]],
    ];
    for (const [body, errors] of cases) {
      const response = await placeOrder(shop, shopper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await ordersInDatabase(shop, shopper)).toEqual([]);
    expect((await cartOf(shop, shopper)).cartItemsCount).toBe(1);
    expect(await stockOf(shop, "ikoyi-dress-belt")).toBe(5);
  });

  it("refuses an empty cart with 409", async () => {
    const shopper = await signedInShopper(shop);
    const response = await placeOrder(shop, shopper, { pickupAt: "pickup" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      message: "Your cart is empty. Add something to it before placing an order.",
    });
    expect(await ordersInDatabase(shop, shopper)).toEqual([]);
  });

  it("refuses a cart with a sold-out line with 409 naming it, and takes nothing of the other lines", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "eko-weekender", 5);
    await setFirstVariantStock(shop, "olumo-crossbody-satchel", 5);
    await addedToCart(shop, shopper, "eko-weekender");
    const satchel = await addedToCart(shop, shopper, "olumo-crossbody-satchel", 2);
    await setFirstVariantStock(shop, "olumo-crossbody-satchel", 1);
    const response = await placeOrder(shop, shopper, { pickupAt: "pickup" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      new RegExp(`^${satchel.name}: Only 1 of the ${satchel.name} in size ${satchel.sizes[0]}, .* is left`),
    );
    await setFirstVariantStock(shop, "olumo-crossbody-satchel", 0);
    const soldOut = await placeOrder(shop, shopper, { pickupAt: "pickup" });
    expect(soldOut.json().message).toBe(
      `${satchel.name}: Sold out since you added it. Please remove it to check out.`,
    );
    expect(await ordersInDatabase(shop, shopper)).toEqual([]);
    expect(await stockOf(shop, "eko-weekender")).toBe(5);
    expect((await cartOf(shop, shopper)).cartItemsCount).toBe(3);
    expect(await emailsTo(shop, shopper, "order-placed")).toEqual([]);
  });

  it("refuses another shopper's address with 403 and an unknown one with 404, changing nothing", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    const bolas = await addressOf(shop, bola);
    await setFirstVariantStock(shop, "adire-reversible-belt", 5);
    await addedToCart(shop, ada, "adire-reversible-belt");
    const theirs = await placeOrder(shop, ada, { pickupAt: "ship", addressId: bolas.id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ status: 403, message: "You can only see or change your own addresses." });
    const unknown = await placeOrder(shop, ada, {
      pickupAt: "ship",
      addressId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that address." });
    expect(await ordersInDatabase(shop, ada)).toEqual([]);
    expect(await stockOf(shop, "adire-reversible-belt")).toBe(5);
    expect((await cartOf(shop, ada)).cartItemsCount).toBe(1);
  });

  it("refuses pickup with 409 when the shop has no showroom", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "voyager-passport-wallet", 5);
    await addedToCart(shop, shopper, "voyager-passport-wallet");
    const saved = await shop.db.select().from(offices);
    await shop.db.delete(offices);
    try {
      const response = await placeOrder(shop, shopper, { pickupAt: "pickup" });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        "Pickup at the showroom is not available at the moment. Please choose home delivery.",
      );
    } finally {
      await shop.db.insert(offices).values(saved);
    }
    expect(await stockOf(shop, "voyager-passport-wallet")).toBe(5);
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeated request with the first order, and places one", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "mainland-roll-top-backpack", 5);
    await addedToCart(shop, shopper, "mainland-roll-top-backpack");
    const key = { "idempotency-key": "checkout-7f3a" };
    const first = await placeOrder(shop, shopper, { pickupAt: "pickup" }, key);
    expect(first.statusCode).toBe(201);
    await addedToCart(shop, shopper, "mainland-roll-top-backpack");
    const again = await placeOrder(shop, shopper, { pickupAt: "pickup" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual({
      status: 200,
      message: "This order was already placed.",
      data: first.json().data,
    });
    expect(await ordersInDatabase(shop, shopper)).toHaveLength(1);
    expect(await stockOf(shop, "mainland-roll-top-backpack")).toBe(4);
    // The second add stays in the cart: the repeated request placed nothing.
    expect((await cartOf(shop, shopper)).cartItemsCount).toBe(1);
    expect(await emailsTo(shop, shopper, "order-placed")).toHaveLength(1);
  });

  it("refuses the same key with another body with 422, and lets another shopper use the key", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    await setFirstVariantStock(shop, "ikoyi-structured-tote", 5);
    await addedToCart(shop, ada, "ikoyi-structured-tote");
    const key = { "idempotency-key": "same-key-for-both" };
    expect((await placeOrder(shop, ada, { pickupAt: "pickup" }, key)).statusCode).toBe(201);
    const address = await addressOf(shop, ada);
    const other = await placeOrder(shop, ada, { pickupAt: "ship", addressId: address.id }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      status: 422,
      message:
        "This Idempotency-Key was already used for a different order request. Send a new key for a new order.",
    });
    await addedToCart(shop, bola, "ikoyi-structured-tote");
    expect((await placeOrder(shop, bola, { pickupAt: "pickup" }, key)).statusCode).toBe(201);
  });

  it("refuses a key that cannot be one with 400", async () => {
    const shopper = await signedInShopper(shop);
    const response = await placeOrder(
      shop,
      shopper,
      { pickupAt: "pickup" },
      { "idempotency-key": "x".repeat(256) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      "Idempotency-Key: Idempotency-Key must be at most 255 characters",
    ]);
  });
});

describe.skipIf(!racesCanRun)("orders at the same moment", () => {
  // Two API processes (two connection pools) on one database; on PGlite, one process twice.
  let second: TestApp;
  const shoppers: SignedInShopper[] = [];
  beforeAll(async () => {
    // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
    for (let index = 0; index < 13; index += 1) shoppers.push(await signedInShopper(shop));
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("twelve shoppers racing for the last four pieces end with four orders and stock exactly zero", async () => {
    const racers = shoppers.slice(0, 12);
    await setFirstVariantStock(shop, "iyaloja-top-handle-bag", 12);
    for (const shopper of racers) await addedToCart(shop, shopper, "iyaloja-top-handle-bag");
    await setFirstVariantStock(shop, "iyaloja-top-handle-bag", 4);

    const answers = await Promise.all(
      racers.map((shopper, index) => placeOrder(index % 2 ? second : shop, shopper, { pickupAt: "pickup" })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect(await stockOf(shop, "iyaloja-top-handle-bag")).toBe(0);
    const [placed] = await shop.db
      .select({ units: sql<number>`coalesce(sum(order_lines.quantity), 0)`.mapWith(Number) })
      .from(sql`order_lines`)
      .where(sql`order_lines.product_id = (select id from products where slug = 'iyaloja-top-handle-bag')`);
    expect(placed?.units).toBe(4);
    // The refused shoppers keep their carts.
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode === 409) {
        expect((await cartOf(shop, racers[index] as SignedInShopper)).cartItemsCount).toBe(1);
      }
    }
  });

  it("the same Idempotency-Key sent five times at once places one order", async () => {
    const shopper = shoppers[12] as SignedInShopper;
    await setFirstVariantStock(shop, "durbar-cross-strap-sandal", 10);
    await addedToCart(shop, shopper, "durbar-cross-strap-sandal", 2);
    const key = { "idempotency-key": "double-click-1" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        placeOrder(index % 2 ? second : shop, shopper, { pickupAt: "pickup" }, key),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await ordersInDatabase(shop, shopper)).toHaveLength(1);
    expect(await stockOf(shop, "durbar-cross-strap-sandal")).toBe(8);
    expect(await emailsTo(shop, shopper, "order-placed")).toHaveLength(1);
  });
});
