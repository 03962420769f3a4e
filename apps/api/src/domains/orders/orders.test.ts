import type { Address } from "@oja/contracts/addresses";
import type { Cart } from "@oja/contracts/cart-api";
import { colourName } from "@oja/contracts/colours";
import type { Order } from "@oja/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { productNamed, setStock, stockOf } from "../../test/products.ts";
import {
  lagosAddress,
  newClient,
  otherUserAnswer,
  type SignedInShopper,
  signedInShopper,
  signInRequiredAnswer,
} from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { outboxEmails } from "../mail/mail.schema.ts";
import { offices } from "../settings/settings.schema.ts";
import { orders } from "./orders.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const lagos = lagosAddress;

async function addToCart(
  shopper: SignedInShopper,
  slug: string,
  quantity = 1,
  choice: { color?: string } = {},
) {
  const product = await productNamed(shop, slug);
  const response = await shop.send("POST", `/users/${shopper.id}/cart/items/${product.id}`, shopper.headers, {
    size: product.sizes[0],
    color: choice.color ?? product.colours[0],
    quantity,
  });
  expect(response.statusCode, response.body).toBe(201);
  return product;
}

async function cartOf(shopper: SignedInShopper): Promise<Cart> {
  return (await shop.get(`/users/${shopper.id}/cart`, shopper.headers)).json().data;
}

async function addressOf(shopper: SignedInShopper, body: unknown = lagos): Promise<Address> {
  const response = await shop.send("POST", `/users/${shopper.id}/addresses`, shopper.headers, body);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const ordersPath = (shopper: SignedInShopper) => `/users/${shopper.id}/orders`;

function placeOrder(
  shopper: SignedInShopper,
  body: unknown,
  headers: Record<string, string> = {},
  app: TestApp = shop,
) {
  return app.send("POST", ordersPath(shopper), { ...shopper.headers, ...headers }, body);
}

async function ordersInDatabase(shopper: SignedInShopper) {
  return shop.db.select().from(orders).where(eq(orders.userId, shopper.id));
}

async function emailsTo(shopper: SignedInShopper, kind: string) {
  return shop.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, shopper.email), eq(outboxEmails.kind, kind)));
}

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
    await setStock(shop, "adire-heritage-loafer", 10);
    await setStock(shop, "kano-braided-belt", 10);
    const loafer = await addToCart(shopper, "adire-heritage-loafer", 2);
    const belt = await addToCart(shopper, "kano-braided-belt", 1);
    const address = await addressOf(shopper);
    const cart = await cartOf(shopper);

    const response = await placeOrder(shopper, { addressId: address.id, pickupAt: "ship" });
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
    });
    expect(await stockOf(shop, "adire-heritage-loafer")).toBe(8);
    expect(await stockOf(shop, "kano-braided-belt")).toBe(9);
    expect((await cartOf(shopper)).items).toEqual([]);

    const [email] = await emailsTo(shopper, "order-placed");
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
    await setStock(shop, "eko-bifold-wallet", 5);
    await addToCart(shopper, "eko-bifold-wallet");
    const response = await placeOrder(shopper, { pickupAt: "pickup", addressId: "" });
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
    const [email] = await emailsTo(shopper, "order-placed");
    expect(email?.textBody).toContain(`Pickup at our showroom, ${office?.name}: ${office?.address1}`);
    expect(await stockOf(shop, "eko-bifold-wallet")).toBe(4);
  });

  it("numbers orders OJ- and digits, each its own", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "apapa-slim-card-case", 50);
    const numbers = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      await addToCart(shopper, "apapa-slim-card-case");
      const response = await placeOrder(shopper, { pickupAt: "pickup" });
      numbers.add(response.json().data.orderNumber);
    }
    expect(numbers.size).toBe(3);
  });

  it("refuses a bad body with 400 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "ikoyi-dress-belt", 5);
    await addToCart(shopper, "ikoyi-dress-belt");
    const cases: [unknown, string[]][] = [
      [{}, ['pickupAt: must be "ship" or "pickup"']],
      [{ pickupAt: "drone" }, ['pickupAt: must be "ship" or "pickup"']],
      [{ pickupAt: "ship" }, ["addressId: Please choose a delivery address, or pick up at the showroom."]],
      [{ pickupAt: "ship", addressId: "home" }, ["addressId: must be an address's id"]],
    ];
    for (const [body, errors] of cases) {
      const response = await placeOrder(shopper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await ordersInDatabase(shopper)).toEqual([]);
    expect((await cartOf(shopper)).cartItemsCount).toBe(1);
    expect(await stockOf(shop, "ikoyi-dress-belt")).toBe(5);
  });

  it("refuses an empty cart with 409", async () => {
    const shopper = await signedInShopper(shop);
    const response = await placeOrder(shopper, { pickupAt: "pickup" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      message: "Your cart is empty. Add something to it before placing an order.",
    });
    expect(await ordersInDatabase(shopper)).toEqual([]);
  });

  it("refuses a cart with a sold-out line with 409 naming it, and takes nothing of the other lines", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "eko-weekender", 5);
    await setStock(shop, "olumo-crossbody-satchel", 5);
    await addToCart(shopper, "eko-weekender");
    const satchel = await addToCart(shopper, "olumo-crossbody-satchel", 2);
    await setStock(shop, "olumo-crossbody-satchel", 1);
    const response = await placeOrder(shopper, { pickupAt: "pickup" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      new RegExp(`^${satchel.name}: Only 1 of the ${satchel.name} is left`),
    );
    await setStock(shop, "olumo-crossbody-satchel", 0);
    const soldOut = await placeOrder(shopper, { pickupAt: "pickup" });
    expect(soldOut.json().message).toBe(
      `${satchel.name}: Sold out since you added it. Please remove it to check out.`,
    );
    expect(await ordersInDatabase(shopper)).toEqual([]);
    expect(await stockOf(shop, "eko-weekender")).toBe(5);
    expect((await cartOf(shopper)).cartItemsCount).toBe(3);
    expect(await emailsTo(shopper, "order-placed")).toEqual([]);
  });

  it("refuses another shopper's address with 403 and an unknown one with 404, changing nothing", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    const bolas = await addressOf(bola);
    await setStock(shop, "adire-reversible-belt", 5);
    await addToCart(ada, "adire-reversible-belt");
    const theirs = await placeOrder(ada, { pickupAt: "ship", addressId: bolas.id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ status: 403, message: "You can only see or change your own addresses." });
    const unknown = await placeOrder(ada, {
      pickupAt: "ship",
      addressId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that address." });
    expect(await ordersInDatabase(ada)).toEqual([]);
    expect(await stockOf(shop, "adire-reversible-belt")).toBe(5);
    expect((await cartOf(ada)).cartItemsCount).toBe(1);
  });

  it("refuses pickup with 409 when the shop has no showroom", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "voyager-passport-wallet", 5);
    await addToCart(shopper, "voyager-passport-wallet");
    const saved = await shop.db.select().from(offices);
    await shop.db.delete(offices);
    try {
      const response = await placeOrder(shopper, { pickupAt: "pickup" });
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
    await setStock(shop, "mainland-roll-top-backpack", 5);
    await addToCart(shopper, "mainland-roll-top-backpack");
    const key = { "idempotency-key": "checkout-7f3a" };
    const first = await placeOrder(shopper, { pickupAt: "pickup" }, key);
    expect(first.statusCode).toBe(201);
    await addToCart(shopper, "mainland-roll-top-backpack");
    const again = await placeOrder(shopper, { pickupAt: "pickup" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual({
      status: 200,
      message: "This order was already placed.",
      data: first.json().data,
    });
    expect(await ordersInDatabase(shopper)).toHaveLength(1);
    expect(await stockOf(shop, "mainland-roll-top-backpack")).toBe(4);
    // The second add stays in the cart: the repeated request placed nothing.
    expect((await cartOf(shopper)).cartItemsCount).toBe(1);
    expect(await emailsTo(shopper, "order-placed")).toHaveLength(1);
  });

  it("refuses the same key with another body with 422, and lets another shopper use the key", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    await setStock(shop, "ikoyi-structured-tote", 5);
    await addToCart(ada, "ikoyi-structured-tote");
    const key = { "idempotency-key": "same-key-for-both" };
    expect((await placeOrder(ada, { pickupAt: "pickup" }, key)).statusCode).toBe(201);
    const address = await addressOf(ada);
    const other = await placeOrder(ada, { pickupAt: "ship", addressId: address.id }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      status: 422,
      message:
        "This Idempotency-Key was already used for a different order request. Send a new key for a new order.",
    });
    await addToCart(bola, "ikoyi-structured-tote");
    expect((await placeOrder(bola, { pickupAt: "pickup" }, key)).statusCode).toBe(201);
  });

  it("refuses a key that cannot be one with 400", async () => {
    const shopper = await signedInShopper(shop);
    const response = await placeOrder(
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

describe("GET /users/{userId}/orders and one order", () => {
  let shopper: SignedInShopper;
  let placed: Order[];
  beforeAll(async () => {
    shopper = await signedInShopper(shop);
    await setStock(shop, "lekki-slide", 50);
    placed = [];
    for (let index = 0; index < 12; index += 1) {
      await addToCart(shopper, "lekki-slide");
      placed.push((await placeOrder(shopper, { pickupAt: "pickup" })).json().data);
    }
    await shop.send("POST", `${ordersPath(shopper)}/${placed[0]?.id}/cancel`, shopper.headers);
  });

  it("lists the shopper's orders newest first, 10 a page", async () => {
    const response = await shop.get(ordersPath(shopper), shopper.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Your orders");
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(body.data.map((order: Order) => order.id)).toEqual(
      [...placed]
        .reverse()
        .slice(0, 10)
        .map((order) => order.id),
    );
    const second = await shop.get(`${ordersPath(shopper)}?page=2&limit=10`, shopper.headers);
    expect(second.json().data.map((order: Order) => order.id)).toEqual([placed[1]?.id, placed[0]?.id]);
  });

  it("filters by status and searches by order number or id", async () => {
    const cancelled = await shop.get(`${ordersPath(shopper)}?status=CANCELLED`, shopper.headers);
    expect(cancelled.json().data).toEqual([
      expect.objectContaining({ id: placed[0]?.id, status: "CANCELLED" }),
    ]);
    const target = placed[5] as Order;
    const byNumber = await shop.get(
      `${ordersPath(shopper)}?search=${target.orderNumber.toLowerCase()}`,
      shopper.headers,
    );
    expect(byNumber.json().data.map((order: Order) => order.id)).toEqual([target.id]);
    const byId = await shop.get(`${ordersPath(shopper)}?search=${target.id.slice(0, 13)}`, shopper.headers);
    expect(byId.json().data.map((order: Order) => order.id)).toEqual([target.id]);
    const none = await shop.get(`${ordersPath(shopper)}?search=OJ-0`, shopper.headers);
    expect(none.json()).toMatchObject({ data: [], pagination: { total: 0, totalPages: 1 } });
  });

  it("refuses a bad query with 400", async () => {
    for (const query of ["status=LOST", "page=0", "limit=500", `search=${"x".repeat(61)}`]) {
      const response = await shop.get(`${ordersPath(shopper)}?${query}`, shopper.headers);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("shows one order, 404 for an unknown one", async () => {
    const target = placed[3] as Order;
    const response = await shop.get(`${ordersPath(shopper)}/${target.id}`, shopper.headers);
    expect(response.json()).toEqual({ status: 200, message: "Your order", data: target });
    const unknown = await shop.get(
      `${ordersPath(shopper)}/00000000-0000-4000-8000-000000000000`,
      shopper.headers,
    );
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that order." });
  });

  it("never shows another shopper's orders", async () => {
    const other = await signedInShopper(shop);
    expect((await shop.get(ordersPath(other), other.headers)).json().data).toEqual([]);
  });
});

describe("POST /users/{userId}/orders/{orderId}/cancel", () => {
  it("cancels an unpaid PENDING order once: stock returns, the e-mail goes", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "tarkwa-bay-slide", 6);
    await addToCart(shopper, "tarkwa-bay-slide", 2);
    const order: Order = (await placeOrder(shopper, { pickupAt: "pickup" })).json().data;
    expect(await stockOf(shop, "tarkwa-bay-slide")).toBe(4);
    const response = await shop.send("POST", `${ordersPath(shopper)}/${order.id}/cancel`, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: "Your order has been cancelled.",
      data: { ...order, status: "CANCELLED" },
    });
    expect(await stockOf(shop, "tarkwa-bay-slide")).toBe(6);
    const [email] = await emailsTo(shopper, "order-cancelled");
    expect(email?.subject).toBe(`Your Oja Leather House order ${order.orderNumber} is cancelled`);
    expect(email?.textBody).toContain("As you asked, we have cancelled your order.");

    const again = await shop.send("POST", `${ordersPath(shopper)}/${order.id}/cancel`, shopper.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only an unpaid order that is still pending can be cancelled.");
    expect(await stockOf(shop, "tarkwa-bay-slide")).toBe(6);
  });

  it("refuses an order that is no longer PENDING with 409, and an unknown one with 404", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "epe-double-buckle-slide", 3);
    await addToCart(shopper, "epe-double-buckle-slide");
    const order: Order = (await placeOrder(shopper, { pickupAt: "pickup" })).json().data;
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
        await setStock(shop, "eko-fisherman-sandal", 10);
        await addToCart(shopper, "eko-fisherman-sandal", 3);
        const old: Order = (await placeOrder(shopper, { pickupAt: "pickup" })).json().data;
        await addToCart(shopper, "eko-fisherman-sandal", 2);
        const recent: Order = (await placeOrder(shopper, { pickupAt: "pickup" })).json().data;
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
        const statuses = await ordersInDatabase(shopper);
        expect(statuses.find((row) => row.id === old.id)?.status).toBe("CANCELLED");
        expect(statuses.find((row) => row.id === recent.id)?.status).toBe("PENDING");
        expect(await stockOf(shop, "eko-fisherman-sandal")).toBe(8);
        const emails = await emailsTo(shopper, "order-cancelled");
        expect(emails).toHaveLength(1);
        expect(emails[0]?.textBody).toContain("Your order was not paid in time");
        expect(await shop.unpaidOrders.sweep()).toBe(0);
      } finally {
        await second.close();
      }
    },
  );
});

describe("Someone else's orders", () => {
  it("answer 403 to every call and change nothing, and 401 without a session", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    await setStock(shop, "ibeju-toe-post-sandal", 5);
    await addToCart(bola, "ibeju-toe-post-sandal");
    const order: Order = (await placeOrder(bola, { pickupAt: "pickup" })).json().data;
    await addToCart(bola, "ibeju-toe-post-sandal");
    const otherOrder = { status: 403, message: "You can only see or change your own orders." };
    const calls: [InjectOptions["method"], string, unknown][] = [
      ["POST", ordersPath(bola), otherUserAnswer],
      ["GET", ordersPath(bola), otherUserAnswer],
      ["GET", `${ordersPath(bola)}/${order.id}`, otherUserAnswer],
      ["POST", `${ordersPath(bola)}/${order.id}/cancel`, otherUserAnswer],
      ["GET", `${ordersPath(ada)}/${order.id}`, otherOrder],
      ["POST", `${ordersPath(ada)}/${order.id}/cancel`, otherOrder],
    ];
    for (const [method, url, answer] of calls) {
      const response = await shop.send(method, url, ada.headers, { pickupAt: "pickup" });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(answer);
      const anonymous = await shop.send(method, url, newClient(), { pickupAt: "pickup" });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual(signInRequiredAnswer);
    }
    expect((await shop.get(`${ordersPath(bola)}/${order.id}`, bola.headers)).json().data.status).toBe(
      "PENDING",
    );
    expect(await ordersInDatabase(bola)).toHaveLength(1);
    expect(await stockOf(shop, "ibeju-toe-post-sandal")).toBe(4);
  });
});

describe.skipIf(!racesCanRun)("orders at the same moment", () => {
  // Two API processes (two connection pools) on one database; on PGlite, one process twice.
  let second: TestApp;
  const shoppers: SignedInShopper[] = [];
  beforeAll(async () => {
    // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
    for (let index = 0; index < 14; index += 1) shoppers.push(await signedInShopper(shop));
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("twelve shoppers racing for the last four pieces end with four orders and stock exactly zero", async () => {
    const racers = shoppers.slice(0, 12);
    await setStock(shop, "iyaloja-top-handle-bag", 12);
    for (const shopper of racers) await addToCart(shopper, "iyaloja-top-handle-bag");
    await setStock(shop, "iyaloja-top-handle-bag", 4);

    const answers = await Promise.all(
      racers.map((shopper, index) =>
        placeOrder(shopper, { pickupAt: "pickup" }, {}, index % 2 ? second : shop),
      ),
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
        expect((await cartOf(racers[index] as SignedInShopper)).cartItemsCount).toBe(1);
      }
    }
  });

  it("the same Idempotency-Key sent five times at once places one order", async () => {
    const shopper = shoppers[12] as SignedInShopper;
    await setStock(shop, "durbar-cross-strap-sandal", 10);
    await addToCart(shopper, "durbar-cross-strap-sandal", 2);
    const key = { "idempotency-key": "double-click-1" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        placeOrder(shopper, { pickupAt: "pickup" }, key, index % 2 ? second : shop),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await ordersInDatabase(shopper)).toHaveLength(1);
    expect(await stockOf(shop, "durbar-cross-strap-sandal")).toBe(8);
    expect(await emailsTo(shopper, "order-placed")).toHaveLength(1);
  });

  it("a shopper's cancel and the sweeper at once return the stock once", async () => {
    const shopper = shoppers[13] as SignedInShopper;
    await setStock(shop, "osogbo-woven-sandal", 5);
    await addToCart(shopper, "osogbo-woven-sandal", 2);
    const order: Order = (await placeOrder(shopper, { pickupAt: "pickup" })).json().data;
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
    expect(await emailsTo(shopper, "order-cancelled")).toHaveLength(1);
  });
});
