import { cartLineFullMessage, cartLineMaxQuantity } from "@oja/contracts/cart";
import { colourName } from "@oja/contracts/colours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cartCalls, cartPath } from "../../test/carts.ts";
import { productNamed, setStock, setVariantStock } from "../../test/products.ts";
import { signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { settings } from "../settings/settings.schema.ts";

// Reading the cart and adding to it (docs/product.md §4): its lines, its one quote, and every refusal
// of what cannot be added.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const { send, addToCart, cartOf, linesInDatabase, expectedQuote } = cartCalls(() => shop);

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
    await setStock(shop, "luxurious-voyager-bag", 20);
    const voyager = await productNamed(shop, "luxurious-voyager-bag");
    const [cognac, brown] = voyager.colours;
    const inCognac = voyager.variants.find((variant) => variant.colour === cognac);
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
        variantId: inCognac?.id,
        sku: inCognac?.sku,
        // The product as its size and colour has it: the stock is that variant's.
        product: {
          id: voyager.id,
          slug: voyager.slug,
          name: voyager.name,
          price: voyager.price,
          salePrice: voyager.salePrice,
          images: voyager.images,
          stock: 5,
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
    const response = await addToCart(shopper, oxford, { size: "42", color: "#1c1a19" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      message: "Sorry, the Broad Street Wholecut Oxford in size 42, Black is sold out.",
    });
    expect(await linesInDatabase(shopper)).toEqual([]);
  });

  it("answers 409 beyond the stock of the size and colour, counting only its line, and says how many are left", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "iyaloja-top-handle-bag", 0);
    const bag = await productNamed(shop, "iyaloja-top-handle-bag");
    const [size = ""] = bag.sizes;
    const [wine = "", black = "", cream = ""] = bag.colours;
    await setVariantStock(shop, bag.slug, size, wine, 4);
    await setVariantStock(shop, bag.slug, size, black, 1);
    expect((await addToCart(shopper, bag, { color: wine, quantity: 3 })).statusCode).toBe(201);
    const over = await addToCart(shopper, bag, { color: wine, quantity: 2 });
    expect(over.statusCode).toBe(409);
    const wineText = `${/size/i.test(size) ? size : `size ${size}`}, ${colourName(wine)}`;
    expect(over.json().message).toBe(
      `Only 4 of the Iyaloja Top-Handle Bag in ${wineText} are left. You have 3 in your cart, so you can add 1 more.`,
    );
    // Another colour counts its own stock, not the wine's.
    expect((await addToCart(shopper, bag, { color: black, quantity: 1 })).statusCode).toBe(201);
    expect((await addToCart(shopper, bag, { color: black, quantity: 1 })).json().message).toMatch(
      /^Only 1 of the .* is left\. You already have 1 in your cart\.$/,
    );
    expect((await addToCart(shopper, bag, { color: wine, quantity: 1 })).statusCode).toBe(201);
    const full = await addToCart(shopper, bag, { color: wine });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/You already have 4 in your cart\.$/);
    // A colour with none left is sold out, whatever the others hold.
    const gone = await addToCart(shopper, bag, { color: cream });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/^Sorry, the Iyaloja Top-Handle Bag in .* is sold out\.$/);
    expect((await cartOf(shopper)).cartItemsCount).toBe(5);
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
