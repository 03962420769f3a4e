import { colourName } from "@oja/contracts/colours";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { cartCalls, cartPath } from "../../test/carts.ts";
import { expectStockAddsUp, productNamed, setStock, setVariantStock } from "../../test/products.ts";
import { signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { products, productVariants } from "../catalog/catalog.schema.ts";

// Changing and removing a cart's lines, and lines whose product changed after they were added.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

const { send, addToCart, updateLine, cartOf, linesInDatabase, expectedQuote } = cartCalls(() => shop);

describe("PUT /users/{userId}/cart/items/{itemId}", () => {
  it("sets a line's quantity; raising it beyond the stock is 409 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "eyo-envelope-clutch", 0);
    const clutch = await productNamed(shop, "eyo-envelope-clutch");
    const colour = clutch.colours[0] ?? "";
    await setVariantStock(shop, clutch.slug, "One Size", colour, 7);
    const line = (await addToCart(shopper, clutch)).json().data.items[0];
    const raised = await updateLine(shopper, line.id, { quantity: 5, size: line.size, color: line.color });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ status: 200, message: "Your cart has been updated." });
    expect(raised.json().data.items[0].quantity).toBe(5);
    expect(raised.json().data.cartItemsCount).toBe(5);

    const over = await updateLine(shopper, line.id, { quantity: 8 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `Only 7 of the Eyo Envelope Clutch in One Size, ${colourName(colour)} are left. ` +
        "You have 5 in your cart, so you can add 2 more.",
    );
    const lowered = await updateLine(shopper, line.id, { quantity: 1 });
    expect(lowered.json().data.items[0].quantity).toBe(1);
  });

  it("moves a line to another colour, joining the line already in that colour", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "eko-bifold-wallet", 30);
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
    // The joined line holds at most what its colour has: 10 of each.
    const over = await updateLine(shopper, blackLine.id, { quantity: 11 });
    expect(over.statusCode).toBe(409);
  });

  it("moves a line to another size and colour's variant: its id, SKU, price and stock, within that stock", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "ikoyi-dress-belt", 0);
    const belt = await productNamed(shop, "ikoyi-dress-belt");
    const [small = "", large = ""] = belt.sizes;
    const [black = "", brown = ""] = belt.colours;
    await setVariantStock(shop, belt.slug, small, black, 5);
    await setVariantStock(shop, belt.slug, large, brown, 2);
    const target = belt.variants.find((variant) => variant.size === large && variant.colour === brown);
    const line = (await addToCart(shopper, belt, { size: small, color: black, quantity: 3 })).json().data
      .items[0];
    const over = await updateLine(shopper, line.id, { quantity: 3, size: large, color: brown });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^Only 2 of the Ikoyi Dress Belt in size 90 cm, .* are left\.$/);
    const moved = await updateLine(shopper, line.id, { quantity: 2, size: large, color: brown });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.items).toEqual([
      expect.objectContaining({
        id: line.id,
        quantity: 2,
        size: large,
        color: brown,
        variantId: target?.id,
        sku: target?.sku,
        product: expect.objectContaining({ stock: 2, price: target?.price }),
        available: true,
      }),
    ]);
    await expectStockAddsUp(shop.db);
  });

  it("refuses a colour the product is not made in, or a quantity out of range, with 400 and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "eko-bifold-wallet", 30);
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
    await setStock(shop, "voyager-passport-wallet", 30);
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
    await setStock(shop, "voyager-passport-wallet", 30);
    await setStock(shop, "eko-bifold-wallet", 30);
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
  it("are flagged, not dropped, when their size and colour shrinks in stock or sells out, and cleared when put right", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "victoria-island-briefcase", 9);
    const briefcase = await productNamed(shop, "victoria-island-briefcase");
    const [first = "", second = ""] = briefcase.colours;
    await addToCart(shopper, briefcase, { color: first, quantity: 2 });
    await addToCart(shopper, briefcase, { color: second, quantity: 1 });

    // The first colour shrinks to one piece; the second, with its three, is not affected.
    await setVariantStock(shop, briefcase.slug, "One Size", first, 1);
    const shrunk = await cartOf(shopper);
    expect(shrunk.items.map((item) => [item.quantity, item.available, item.problem])).toEqual([
      [
        2,
        false,
        `Only 1 of the Victoria Island Briefcase in One Size, ${colourName(first)} is left. ` +
          "Please lower the quantity to check out.",
      ],
      [1, true, null],
    ]);
    expect(shrunk.items.map((item) => item.product.stock)).toEqual([1, 3]);
    expect(shrunk.cartItemsCount).toBe(3);
    expect(shrunk.quote).toEqual(await expectedQuote(shrunk));

    // Lowering is always allowed, even while the line is over the stock; it clears the flag.
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

  it("are flagged when the product no longer has their variant, and cannot be ordered", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "ikoyi-dress-belt", 100);
    const belt = await productNamed(shop, "ikoyi-dress-belt");
    const line = (await addToCart(shopper, belt, { quantity: 2 })).json().data.items[0];
    await shop.db.delete(productVariants).where(eq(productVariants.id, line.variantId));
    const [item] = (await cartOf(shopper)).items;
    expect(item).toMatchObject({
      id: line.id,
      sku: null,
      available: false,
      problem: "This size and colour are no longer made. Please remove it and choose another.",
      product: expect.objectContaining({ stock: 0 }),
    });
    expect((await updateLine(shopper, line.id, { quantity: 3 })).statusCode).toBe(409);
    const order = await send("POST", `/users/${shopper.id}/orders`, shopper.headers, { pickupAt: "pickup" });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toMatch(/^Ikoyi Dress Belt: This size and colour are no longer made/);
    await expectStockAddsUp(shop.db);
  });

  it("are flagged when the product is no longer made in their colour", async () => {
    const shopper = await signedInShopper(shop);
    await setStock(shop, "ikoyi-dress-belt", 100);
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
