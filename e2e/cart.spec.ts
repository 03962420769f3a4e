import { formatNaira } from "@oja/contracts/money";
import {
  added,
  addToCartButton,
  cartButton,
  cartLines,
  cartViewer,
  chooseColour,
  chooseSize,
  chooseSizeAndColour,
  cognac,
  darkBrown,
  expectSummaryOf,
  heart,
  isOnTop,
  loafer,
  oxford,
  scrollToTop,
  settle,
  voyager,
  wishlistButton,
  wishlistViewer,
} from "./cart-pages.ts";
import { addThroughApi, cartOf, postToCart, wishThroughApi } from "./shop-api.ts";
import {
  authModal,
  expect,
  signedInShopper,
  signInThroughApi,
  signInWithModal,
  test,
  toast,
  verifiedShopper,
  visit,
} from "./shoppers.ts";

// The cart of issue 11 (docs/product.md §2 Cart viewer, Product detail; §4 Cart; §5 Add to cart), driven in the
// browser and checked against the API: the product page's Add To Cart, the header's badge and the cart viewer,
// with and without JavaScript, and a visitor asked to sign in first. Every test makes its own shopper, so
// every cart starts empty. The wishlist is in wishlist.spec.ts, both viewers by keyboard and under axe in
// viewers.spec.ts.

test.describe("adding to the cart", () => {
  test("the Voyager twice in one colour and once in another: one drawer, two lines, 3 items, the API's quote", {
    tag: "@mobile",
  }, async ({ page }) => {
    await signedInShopper(page);
    await visit(page, voyager.path);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    // No badge for an empty cart.
    await expect(cartButton(page)).toHaveText("");
    const viewer = cartViewer(page);
    await expect(viewer).toHaveCount(0);

    // The Voyager comes in one size, which is taken; the colour is the shopper's.
    await expect(
      page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: "One Size" }),
    ).toBeChecked();
    await chooseColour(page, cognac.name);
    await addToCartButton(page).click();
    await expect(viewer).toBeVisible();
    await expect(toast(page, "news", added)).toBeVisible();
    await expect(cartLines(viewer)).toHaveCount(1);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    await viewer.getByRole("button", { name: "Close Cart Viewer" }).click();
    await expect(viewer).toBeHidden();
    await addToCartButton(page).click();
    await expect(viewer).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(cartLines(viewer)).toHaveCount(1);

    await viewer.getByRole("button", { name: "Close Cart Viewer" }).click();
    await expect(viewer).toBeHidden();
    await chooseColour(page, darkBrown.name);
    await addToCartButton(page).click();
    await expect(viewer).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
    await expect(cartButton(page)).toHaveText("3");

    // One drawer, whatever was added before: no second one stacked on it.
    await expect(page.getByRole("dialog")).toHaveCount(1);
    const lines = cartLines(viewer);
    await expect(lines).toHaveCount(2);
    const cognacLine = lines.filter({ hasText: `One Size, ${cognac.name}` });
    const darkBrownLine = lines.filter({ hasText: `One Size, ${darkBrown.name}` });
    await expect(cognacLine.getByRole("link", { name: voyager.name })).toHaveAttribute("href", voyager.path);
    await expect(cognacLine.locator("output")).toHaveText("2");
    await expect(darkBrownLine.locator("output")).toHaveText("1");

    // The API holds the same, and the drawer shows its quote to the kobo.
    const cart = await cartOf(page.request);
    expect(cart.cartItemsCount).toBe(3);
    expect(cart.items.map((item) => [item.color, item.quantity])).toEqual([
      [cognac.hex, 2],
      [darkBrown.hex, 1],
    ]);
    expect(cart.quote.subtotal).toBe(cart.cartItemsTotalAmount);
    await expect(cognacLine).toContainText(formatNaira(cart.items[0]?.product.price ?? Number.NaN));
    await expectSummaryOf(viewer, cart.quote);

    await expect(viewer.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    // Continue Shopping goes to /products, which leads to the shop (docs/product.md §2).
    await viewer.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(viewer).toBeHidden();
  });

  test("the success toast of Add To Cart can be seen beside the cart viewer that opens with it", {
    tag: "@mobile",
  }, async ({ page }) => {
    // A modal drawer is drawn above the page; the toasts must show in it, not under it.
    await signedInShopper(page);
    await visit(page, voyager.path);
    await chooseColour(page, cognac.name);
    await addToCartButton(page).click();
    await expect(cartViewer(page)).toBeVisible();
    const news = toast(page, "news", added);
    await expect(news).toBeVisible();
    await settle(page);
    expect(await isOnTop(news)).toBe(true);
  });

  test("without a colour, Add To Cart says to choose one and adds nothing", async ({ page }) => {
    await signedInShopper(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    // The Voyager's one size is taken, but it comes in four colours.
    await visit(page, voyager.path);
    await addToCartButton(page).click();
    const message = page.getByRole("alert").filter({ hasText: chooseSizeAndColour });
    await expect(message).toHaveText(chooseSizeAndColour);
    await expect(addToCartButton(page)).toHaveAccessibleDescription(chooseSizeAndColour);
    // Choosing a colour takes the message away.
    await chooseColour(page, cognac.name);
    await expect(message).toHaveCount(0);

    // A shoe with a size but no colour.
    await visit(page, loafer.path);
    await chooseSize(page, "42");
    await addToCartButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: chooseSizeAndColour })).toBeVisible();

    await expect(cartViewer(page)).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    expect(posts).toEqual([]);
    expect((await cartOf(page.request)).items).toEqual([]);
  });

  test("a sold-out product says so and cannot be added, on the page or through the API (409)", async ({
    page,
  }) => {
    await signedInShopper(page);
    await visit(page, oxford.path);
    await expect(page.getByText("Sold out for now")).toBeVisible();
    const button = page.getByRole("button", { name: "Sold Out" });
    await expect(button).toBeDisabled();
    await expect(addToCartButton(page)).toHaveCount(0);

    // Straight to the API, with a size and a colour the shoe is made in.
    const response = await postToCart(page.request, oxford.slug, { size: "42", color: darkBrown.hex });
    expect(response.status()).toBe(409);
    expect((await response.json()).message).toMatch(/sold out/i);
    expect((await cartOf(page.request)).items).toEqual([]);
  });
});

test.describe("the cart viewer", () => {
  test("changes a line's quantity with − and +, removes lines, and ends empty with Continue Shopping", {
    tag: "@mobile",
  }, async ({ page }) => {
    await signedInShopper(page);
    await addThroughApi(page.request, voyager.slug, { size: "One Size", color: cognac.hex });
    await addThroughApi(page.request, voyager.slug, { size: "One Size", color: darkBrown.hex });
    await visit(page, voyager.path);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await cartButton(page).click();
    const viewer = cartViewer(page);
    await expect(viewer).toBeVisible();

    const lines = cartLines(viewer);
    await expect(lines).toHaveCount(2);
    const line = lines.filter({ hasText: cognac.name });
    const quantity = line.locator("output");
    const fewer = line.getByRole("button", { name: "One fewer" });
    const more = line.getByRole("button", { name: "One more" });
    await expect(quantity).toHaveText("1");
    await expect(fewer).toBeDisabled();

    await more.click();
    await expect(quantity).toHaveText("2");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
    await expect(fewer).toBeEnabled();
    let cart = await cartOf(page.request);
    expect(cart.items.find((item) => item.color === cognac.hex)?.quantity).toBe(2);
    await expectSummaryOf(viewer, cart.quote);

    await fewer.click();
    await expect(quantity).toHaveText("1");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(fewer).toBeDisabled();
    cart = await cartOf(page.request);
    await expectSummaryOf(viewer, cart.quote);

    // Remove is its own action, named with the line it removes.
    await line.getByRole("button", { name: `Remove ${voyager.name}, One Size, ${cognac.name}` }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(darkBrown.name);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    expect((await cartOf(page.request)).items.map((item) => item.color)).toEqual([darkBrown.hex]);

    await lines.getByRole("button", { name: /^Remove / }).click();
    await expect(viewer.getByText("Your cart is empty")).toBeVisible();
    await expect(viewer.getByRole("region", { name: "Order summary" })).toHaveCount(0);
    await expect(viewer.getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    expect((await cartOf(page.request)).items).toEqual([]);

    const continueShopping = viewer.getByRole("link", { name: "Continue Shopping" });
    await expect(continueShopping).toHaveAttribute("href", "/shop");
    await continueShopping.click();
    await expect(page).toHaveURL("/shop");
    await expect(viewer).toBeHidden();
  });
});

test.describe("a visitor", () => {
  test("is asked to sign in by Add To Cart, the heart and the header's cart and wishlist, and comes back to the product", {
    tag: "@mobile",
  }, async ({ page, request }) => {
    const shopper = await verifiedShopper(request);
    await visit(page, voyager.path);
    const modal = authModal(page);
    // The header's icons first, at the top of the page; then the buttons further down, which on a
    // phone scroll the page far enough for the header to hide until the shopper scrolls back up.
    const openers = [wishlistButton(page), cartButton(page), heart(page), addToCartButton(page)];
    for (const opener of openers) {
      await opener.click();
      await expect(modal.getByLabel("Email address")).toBeFocused();
      const url = new URL(page.url());
      expect(url.pathname).toBe(voyager.path);
      expect(url.searchParams.get("signin")).toBe("1");
      expect(url.searchParams.get("redirectTo")).toBe(voyager.path);
      // Neither viewer opens for a visitor.
      await expect(cartViewer(page)).toHaveCount(0);
      await expect(wishlistViewer(page)).toHaveCount(0);
      if (opener === openers.at(-1)) break;
      await page.keyboard.press("Escape");
      await expect(modal).toHaveCount(0);
      await expect(page).toHaveURL(voyager.path);
    }
    await expect(page.getByText(chooseSizeAndColour)).toHaveCount(0);

    // Signing in from Add To Cart's request: back on the product, signed in, nothing added.
    await signInWithModal(page, shopper);
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(voyager.path);
    await expect(page.getByRole("heading", { level: 1, name: voyager.name })).toBeVisible();
    await expect(toast(page, "news", `Welcome back, ${shopper.firstName}.`)).toBeVisible();
    // Now the icons open the viewers.
    await scrollToTop(page);
    await expect(page.getByRole("button", { name: /, account menu for / })).toBeVisible();
    await cartButton(page).click();
    await expect(cartViewer(page).getByText("Your cart is empty")).toBeVisible();
  });

  test("who signs in from the heart sees the heart as their own wishlist has it", async ({
    page,
    request,
  }) => {
    // Coming back signed in, the product page reads the heart again, as the shopper's own wishlist has it.
    const shopper = await verifiedShopper(request);
    await signInThroughApi(request, shopper);
    await wishThroughApi(request, voyager.slug);

    await visit(page, voyager.path);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await heart(page).click();
    await expect(authModal(page).getByLabel("Email address")).toBeFocused();
    await signInWithModal(page, shopper);
    await expect(page).toHaveURL(voyager.path);
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("Add To Cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the chosen size and colour to the page, which adds the line and says so", async ({ page }) => {
    await signedInShopper(page);
    await page.goto(loafer.path);
    await chooseSize(page, "42");
    await chooseColour(page, cognac.name);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === loafer.path,
    );
    await addToCartButton(page).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(loafer.path);
    await expect(page.getByRole("status").filter({ hasText: added })).toHaveText(added);
    // Without JavaScript the header's cart is a link to the cart page.
    await expect(page.getByRole("link", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");

    const cart = await cartOf(page.request);
    expect(cart.items.map((item) => [item.product.slug, item.size, item.color, item.quantity])).toEqual([
      [loafer.slug, "42", cognac.hex, 1],
    ]);
  });
});
