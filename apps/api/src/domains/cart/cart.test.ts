import { cartLineFullMessage, cartLineMaxQuantity } from "@oja/contracts/cart";
import type { Cart } from "@oja/contracts/cart-api";
import type { ProductDetail } from "@oja/contracts/catalog";
import { nairaToKobo } from "@oja/contracts/money";
import { quote, quoteInNaira } from "@oja/contracts/pricing";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { productNamed, setStock } from "../../test/products.ts";
import {
  newClient,
  otherUserAnswer,
  type SignedInShopper,
  signedInShopper,
  signInRequiredAnswer,
} from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { products } from "../catalog/catalog.schema.ts";
import { settings } from "../settings/settings.schema.ts";
import { pricingRates } from "../settings/settings.service.ts";
import { cartLines, carts } from "./cart.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const signInRequired = signInRequiredAnswer;
const otherUser = otherUserAnswer;

function send(
  method: InjectOptions["method"],
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  app: TestApp = shop,
) {
  return app.send(method, url, headers, payload);
}

const cartPath = (shopper: SignedInShopper) => `/users/${shopper.id}/cart`;

function addToCart(
  shopper: SignedInShopper,
  product: ProductDetail,
  choice: { size?: string; color?: string; quantity?: number } = {},
  app: TestApp = shop,
) {
  return send(
    "POST",
    `${cartPath(shopper)}/items/${product.id}`,
    shopper.headers,
    { size: product.sizes[0], color: product.colours[0], ...choice },
    app,
  );
}

function updateLine(shopper: SignedInShopper, lineId: string, body: unknown) {
  return send("PUT", `${cartPath(shopper)}/items/${lineId}`, shopper.headers, body);
}

async function cartOf(shopper: SignedInShopper): Promise<Cart> {
  const response = await shop.get(cartPath(shopper), shopper.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function linesInDatabase(shopper: SignedInShopper) {
  return shop.db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, shopper.id));
}

/** The one quote of contracts over a cart's lines, with the shop's rates from its settings. */
async function expectedQuote(cart: Cart) {
  const lines = cart.items.map((item) => ({
    unitPriceKobo: nairaToKobo(item.product.price),
    quantity: item.quantity,
  }));
  return quoteInNaira(quote(lines, await pricingRates(shop.db)));
}

describe("GET /users/{userId}/cart", () => {
  it("shows a new shopper an empty cart with a zero quote", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.get(cartPath(shopper), shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: "Your cart",
      data: {
        items: [],
        cartItemsCount: 0,
        cartItemsTotalAmount: 0,
        quote: { subtotal: 0, discount: 0, vat: 0, total: 0 },
      },
    });
  });
});

describe("POST /users/{userId}/cart/items/{productId}", () => {
  it("adds the Voyager twice in one colour and once in another: two lines, count 3, the one quote", async () => {
    const shopper = await signedInShopper(shop);
    const voyager = await productNamed(shop, "luxurious-voyager-bag");
    const [cognac, brown] = voyager.colours;
    const first = await addToCart(shopper, voyager, { color: cognac });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 201, message: "Added to your cart." });
    expect((await addToCart(shopper, voyager, { color: cognac })).statusCode).toBe(201);
    const last = await addToCart(shopper, voyager, { color: brown });
    expect(last.statusCode).toBe(201);

    const cart = await cartOf(shopper);
    expect(last.json().data).toEqual(cart);
    expect(cart.items).toEqual([
      {
        id: expect.any(String),
        quantity: 2,
        size: "One Size",
        color: cognac,
        product: {
          id: voyager.id,
          slug: voyager.slug,
          name: voyager.name,
          price: voyager.price,
          salePrice: voyager.salePrice,
          images: voyager.images,
          stock: voyager.stock,
        },
        available: true,
        problem: null,
      },
      expect.objectContaining({ quantity: 1, size: "One Size", color: brown, available: true }),
    ]);
    expect(cart.cartItemsCount).toBe(3);
    expect(cart.cartItemsTotalAmount).toBe(voyager.price * 3);
    expect(cart.quote).toEqual(await expectedQuote(cart));
    // The demo settings: 10% off the subtotal, then 7.5% VAT on the rest.
    expect(cart.quote).toEqual({ subtotal: 1_455_000, discount: 145_500, vat: 98_212.5, total: 1_407_712.5 });
    expect(cart.quote.subtotal).toBe(cart.cartItemsTotalAmount);
    expect(await linesInDatabase(shopper)).toHaveLength(2);
  });

  it("quotes with the shop's discount and VAT of the moment, from its settings", async () => {
    const shopper = await signedInShopper(shop);
    const belt = await productNamed(shop, "kano-braided-belt");
    await addToCart(shopper, belt, { quantity: 2 });
    await shop.db.update(settings).set({ discountBasisPoints: 2500, vatBasisPoints: 500 });
    try {
      const cart = await cartOf(shopper);
      const subtotal = belt.price * 2;
      expect(cart.quote).toEqual({
        subtotal,
        discount: subtotal * 0.25,
        vat: subtotal * 0.75 * 0.05,
        total: subtotal * 0.75 * 1.05,
      });
      expect(cart.quote).toEqual(await expectedQuote(cart));
    } finally {
      await shop.db.update(settings).set({ discountBasisPoints: 1000, vatBasisPoints: 750 });
    }
  });

  it("keeps the product's own spelling of a size and colour sent in other case", async () => {
    const shopper = await signedInShopper(shop);
    const voyager = await productNamed(shop, "luxurious-voyager-bag");
    const colour = voyager.colours[0] ?? "";
    await addToCart(shopper, voyager, { size: "ONE SIZE", color: colour.toUpperCase() });
    await addToCart(shopper, voyager, { size: "One Size", color: colour });
    const cart = await cartOf(shopper);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, size: "One Size", color: colour });
  });

  it("refuses a size or colour the product is not made in with 400, and adds nothing", async () => {
    const shopper = await signedInShopper(shop);
    const loafer = await productNamed(shop, "adire-heritage-loafer");
    const size = await addToCart(shopper, loafer, { size: "52" });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toEqual({
      status: 400,
      message:
        "The Adire Heritage Loafer is not made in size 52. Please choose one of its sizes: 40, 41, 42, 43, 44, 45.",
      errors: [expect.stringMatching(/^size: /)],
    });
    const colour = await addToCart(shopper, loafer, { color: "#2f5d9a" });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toBe(
      "The Adire Heritage Loafer is not made in Blue. Please choose one of its colours.",
    );
    expect(await linesInDatabase(shopper)).toEqual([]);
  });

  it("asks for both a size and a colour in the shop's words when one is missing or blank", async () => {
    const shopper = await signedInShopper(shop);
    const loafer = await productNamed(shop, "adire-heritage-loafer");
    for (const body of [{ color: "#9a5b2e" }, { size: "42", color: "  " }, {}]) {
      const response = await send("POST", `${cartPath(shopper)}/items/${loafer.id}`, shopper.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe("You have select a color and a size");
    }
    expect(await linesInDatabase(shopper)).toEqual([]);
  });

  it("takes only a whole quantity from 1 to the line's maximum, and adds nothing otherwise", async () => {
    const shopper = await signedInShopper(shop);
    const loafer = await productNamed(shop, "adire-heritage-loafer");
    for (const quantity of [0, -2, 1.5, "2", null, cartLineMaxQuantity + 1, 1e308]) {
      const response = await addToCart(shopper, loafer, { quantity: quantity as number });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        message: "Some of the details sent are not valid.",
        errors: expect.arrayContaining([expect.stringMatching(/^quantity: /)]),
      });
    }
    const long = await addToCart(shopper, loafer, { size: "4".repeat(5000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.stringMatching(/^size: must be at most 40 characters/)]);
    expect(await linesInDatabase(shopper)).toEqual([]);
  });

  it("answers 404 for a product the shop does not have and 400 for an id that is not one", async () => {
    const shopper = await signedInShopper(shop);
    const body = { size: "42", color: "#9a5b2e" };
    const unknown = await send(
      "POST",
      `${cartPath(shopper)}/items/00000000-0000-4000-8000-000000000000`,
      shopper.headers,
      body,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that product." });
    const malformed = await send(
      "POST",
      `${cartPath(shopper)}/items/adire-heritage-loafer`,
      shopper.headers,
      body,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(["productId: must be a product's id"]);
  });

  it("answers 409 for the sold-out Broad Street oxford, in words a shopper understands", async () => {
    const shopper = await signedInShopper(shop);
    const oxford = await productNamed(shop, "broad-street-wholecut-oxford");
    expect(oxford).toMatchObject({ stock: 0, inStock: false });
    const response = await addToCart(shopper, oxford);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      message: "Sorry, the Broad Street Wholecut Oxford is sold out.",
    });
    expect(await linesInDatabase(shopper)).toEqual([]);
  });

  it("answers 409 beyond the stock, counting every size and colour of the product, and says how many are left", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "iyaloja-top-handle-bag", 4);
    const bag = await productNamed(shop, "iyaloja-top-handle-bag");
    const [wine, black] = bag.colours;
    expect((await addToCart(shopper, bag, { color: wine, quantity: 3 })).statusCode).toBe(201);
    const over = await addToCart(shopper, bag, { color: black, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      "Only 4 of the Iyaloja Top-Handle Bag are left, in all sizes and colours together. " +
        "You have 3 in your cart, so you can add 1 more.",
    );
    expect((await addToCart(shopper, bag, { color: black, quantity: 1 })).statusCode).toBe(201);
    const full = await addToCart(shopper, bag, { color: wine });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/You already have 4 in your cart\.$/);
    expect((await cartOf(shopper)).cartItemsCount).toBe(4);
  });

  it(`answers 409 when a line would hold more than ${cartLineMaxQuantity}, however much is in stock`, async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "apapa-slim-card-case", 1000);
    const cardCase = await productNamed(shop, "apapa-slim-card-case");
    expect((await addToCart(shopper, cardCase, { quantity: cartLineMaxQuantity })).statusCode).toBe(201);
    const response = await addToCart(shopper, cardCase, { quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, message: cartLineFullMessage });
    expect((await cartOf(shopper)).items[0]?.quantity).toBe(cartLineMaxQuantity);
  });
});

describe("PUT /users/{userId}/cart/items/{itemId}", () => {
  it("sets a line's quantity; raising it beyond the stock is 409 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "eyo-envelope-clutch", 7);
    const clutch = await productNamed(shop, "eyo-envelope-clutch");
    const line = (await addToCart(shopper, clutch)).json().data.items[0];
    const raised = await updateLine(shopper, line.id, { quantity: 5, size: line.size, color: line.color });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ status: 200, message: "Your cart has been updated." });
    expect(raised.json().data.items[0].quantity).toBe(5);
    expect(raised.json().data.cartItemsCount).toBe(5);

    const over = await updateLine(shopper, line.id, { quantity: 8 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      "Only 7 of the Eyo Envelope Clutch are left, in all sizes and colours together.",
    );
    const lowered = await updateLine(shopper, line.id, { quantity: 1 });
    expect(lowered.json().data.items[0].quantity).toBe(1);
  });

  it("moves a line to another colour, joining the line already in that colour", async () => {
    const shopper = await signedInShopper(shop);
    const wallet = await productNamed(shop, "eko-bifold-wallet");
    const [tan, black] = wallet.colours;
    await addToCart(shopper, wallet, { color: tan, quantity: 2 });
    const lines = (await addToCart(shopper, wallet, { color: black, quantity: 3 })).json().data.items;
    const tanLine = lines.find((item: { color: string }) => item.color === tan);
    const blackLine = lines.find((item: { color: string }) => item.color === black);

    const moved = await updateLine(shopper, tanLine.id, { quantity: 4, color: black });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.items).toEqual([
      expect.objectContaining({ id: blackLine.id, quantity: 7, color: black }),
    ]);
    expect(await linesInDatabase(shopper)).toHaveLength(1);
  });

  it("refuses a colour the product is not made in, or a quantity out of range, with 400 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    const wallet = await productNamed(shop, "eko-bifold-wallet");
    const line = (await addToCart(shopper, wallet)).json().data.items[0];
    const before = await cartOf(shopper);
    const colour = await updateLine(shopper, line.id, { quantity: 2, color: "#b3261e" });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toBe(
      "The Eko Bifold Wallet is not made in Red. Please choose one of its colours.",
    );
    for (const body of [{ quantity: 0 }, { quantity: 2.5 }, {}, { quantity: 2, size: "" }]) {
      const response = await updateLine(shopper, line.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await cartOf(shopper)).toEqual(before);
  });
});

describe("DELETE /users/{userId}/cart/items/{itemId} and DELETE /users/{userId}/cart", () => {
  it("removes one line, then answers 404 for it", async () => {
    const shopper = await signedInShopper(shop);
    const wallet = await productNamed(shop, "voyager-passport-wallet");
    await addToCart(shopper, wallet, { color: wallet.colours[0] });
    const lines = (await addToCart(shopper, wallet, { color: wallet.colours[1] })).json().data.items;
    const removed = await send("DELETE", `${cartPath(shopper)}/items/${lines[0].id}`, shopper.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: 200, message: "Removed from your cart." });
    expect(removed.json().data.items.map((item: { id: string }) => item.id)).toEqual([lines[1].id]);
    const again = await send("DELETE", `${cartPath(shopper)}/items/${lines[0].id}`, shopper.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, message: "We could not find that item in your cart." });
  });

  it("empties the cart, also when the client sends JSON headers and no body", async () => {
    const shopper = await signedInShopper(shop);
    await addToCart(shopper, await productNamed(shop, "voyager-passport-wallet"));
    await addToCart(shopper, await productNamed(shop, "eko-bifold-wallet"));
    const response = await send("DELETE", cartPath(shopper), {
      ...shopper.headers,
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      message: "Your cart is empty.",
      data: { items: [], cartItemsCount: 0, cartItemsTotalAmount: 0 },
    });
    expect(await linesInDatabase(shopper)).toEqual([]);
  });
});

describe("lines whose product changed since they were added", () => {
  it("are flagged, not dropped, when the product shrinks in stock or sells out, and cleared when put right", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "victoria-island-briefcase", 8);
    const briefcase = await productNamed(shop, "victoria-island-briefcase");
    await addToCart(shopper, briefcase, { color: briefcase.colours[0], quantity: 2 });
    await addToCart(shopper, briefcase, { color: briefcase.colours[1], quantity: 1 });

    await setStock(shop, "victoria-island-briefcase", 2);
    const shrunk = await cartOf(shopper);
    const problem =
      "Only 2 of the Victoria Island Briefcase are left, in all sizes and colours together. " +
      "Please lower the quantity to check out.";
    expect(shrunk.items.map((item) => [item.quantity, item.available, item.problem])).toEqual([
      [2, false, problem],
      [1, false, problem],
    ]);
    expect(shrunk.items[0]?.product.stock).toBe(2);
    expect(shrunk.cartItemsCount).toBe(3);
    expect(shrunk.quote).toEqual(await expectedQuote(shrunk));

    // Lowering is always allowed, even while the line is over the stock; it clears the flags.
    const lowered = await updateLine(shopper, shrunk.items[0]?.id ?? "", { quantity: 1 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().data.items.map((item: { available: boolean }) => item.available)).toEqual([
      true,
      true,
    ]);

    await setStock(shop, "victoria-island-briefcase", 0);
    const soldOut = await cartOf(shopper);
    expect(soldOut.items).toHaveLength(2);
    expect(soldOut.items.every((item) => !item.available)).toBe(true);
    expect(soldOut.items[0]?.problem).toBe("Sold out since you added it. Please remove it to check out.");
    // Nothing more of it can be added, and the lines can still be removed.
    expect((await updateLine(shopper, soldOut.items[0]?.id ?? "", { quantity: 2 })).statusCode).toBe(409);
    const removed = await send(
      "DELETE",
      `${cartPath(shopper)}/items/${soldOut.items[0]?.id}`,
      shopper.headers,
    );
    expect(removed.statusCode).toBe(200);
  });

  it("are flagged when the product is no longer made in their colour", async () => {
    const shopper = await signedInShopper(shop);
    const belt = await productNamed(shop, "ikoyi-dress-belt");
    await addToCart(shopper, belt, { color: belt.colours[2] });
    await shop.db
      .update(products)
      .set({ colours: belt.colours.slice(0, 2) })
      .where(eq(products.id, belt.id));
    const [item] = (await cartOf(shopper)).items;
    expect(item).toMatchObject({
      available: false,
      problem: "This colour is no longer made. Please remove it and choose another.",
    });
  });
});

describe("a cart is its shopper's alone", () => {
  async function twoShoppers() {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop, { firstName: "Bola" });
    const wallet = await productNamed(shop, "eko-bifold-wallet");
    const bolaLine = (await addToCart(bola, wallet)).json().data.items[0].id as string;
    return { ada, bola, wallet, bolaLine };
  }

  it("answers 403 to every cart call naming another shopper's id, and changes nothing", async () => {
    const { ada, bola, wallet, bolaLine } = await twoShoppers();
    const before = await cartOf(bola);
    const body = { quantity: 3, size: "One Size", color: wallet.colours[0] };
    const calls: [InjectOptions["method"], string, unknown][] = [
      ["GET", cartPath(bola), undefined],
      ["POST", `${cartPath(bola)}/items/${wallet.id}`, body],
      ["PUT", `${cartPath(bola)}/items/${bolaLine}`, body],
      ["DELETE", `${cartPath(bola)}/items/${bolaLine}`, undefined],
      ["DELETE", cartPath(bola), undefined],
      // Before the body is even read: a bad body for someone else's cart is still 403.
      ["POST", `${cartPath(bola)}/items/${wallet.id}`, { quantity: "lots" }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await send(method, url, ada.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(otherUser);
    }
    expect(await cartOf(bola)).toEqual(before);
    expect(await linesInDatabase(ada)).toEqual([]);
  });

  it("never reaches another shopper's line through one's own path (404), and changes nothing", async () => {
    const { ada, bola, bolaLine } = await twoShoppers();
    const before = await cartOf(bola);
    await addToCart(ada, await productNamed(shop, "voyager-passport-wallet"));
    const put = await updateLine(ada, bolaLine, { quantity: 2 });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ status: 404, message: "We could not find that item in your cart." });
    const remove = await send("DELETE", `${cartPath(ada)}/items/${bolaLine}`, ada.headers);
    expect(remove.statusCode).toBe(404);
    expect(await cartOf(bola)).toEqual(before);
  });

  it("answers 401 to every cart call without a session", async () => {
    const { bola, wallet, bolaLine } = await twoShoppers();
    const before = await cartOf(bola);
    const calls: [InjectOptions["method"], string][] = [
      ["GET", cartPath(bola)],
      ["POST", `${cartPath(bola)}/items/${wallet.id}`],
      ["PUT", `${cartPath(bola)}/items/${bolaLine}`],
      ["DELETE", `${cartPath(bola)}/items/${bolaLine}`],
      ["DELETE", cartPath(bola)],
    ];
    for (const [method, url] of calls) {
      const response = await send(method, url, newClient(), {
        quantity: 1,
        size: "One Size",
        color: "#1c1a19",
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(signInRequired);
    }
    expect(await cartOf(bola)).toEqual(before);
  });
});

describe.skipIf(!racesCanRun)("adds at the same moment", () => {
  // Two API processes (two connection pools) on one database; on PGlite, one process twice.
  let second: TestApp;
  let shoppers: SignedInShopper[];
  beforeAll(async () => {
    // Signed up first: the second process's mail sender would otherwise deliver some of their codes.
    shoppers = [await signedInShopper(shop), await signedInShopper(shop)];
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("of one product, size and colour by one shopper end in exactly one line with the summed quantity", async () => {
    const shopper = shoppers[0] as SignedInShopper;
    await setStock(shop, "falomo-card-holder", 60);
    const holder = await productNamed(shop, "falomo-card-holder");
    const adds = 24;
    const answers = await Promise.all(
      Array.from({ length: adds }, (_, index) =>
        addToCart(shopper, holder, { quantity: 1 }, index % 2 === 0 ? shop : second),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(adds).fill(201));
    const lines = await linesInDatabase(shopper);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.line.quantity).toBe(adds);
    expect((await cartOf(shopper)).cartItemsCount).toBe(adds);
  });

  it("in several colours never put more of a product in the cart than the shop has", async () => {
    const shopper = shoppers[1] as SignedInShopper;
    await setStock(shop, "ife-bronze-bucket-bag", 5);
    const bag = await productNamed(shop, "ife-bronze-bucket-bag");
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        addToCart(
          shopper,
          bag,
          { color: bag.colours[index % bag.colours.length], quantity: 1 },
          index % 2 === 0 ? shop : second,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const lines = await linesInDatabase(shopper);
    expect(lines.reduce((sum, { line }) => sum + line.quantity, 0)).toBe(5);
  });
});
