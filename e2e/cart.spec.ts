import type { Cart } from "@oja/contracts/cart-api";
import { formatNaira } from "@oja/contracts/money";
import type { Wishlist } from "@oja/contracts/wishlist";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import {
  apiHeaders,
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

// The cart and the wishlist of issue 11 (docs/product.md §2 Cart viewer, Wishlist viewer, Product detail; §4
// Cart, Wishlist; §5 Add to cart), driven in the browser and checked against the API: the product
// page's Add To Cart and heart, the header's badges, both viewers, with and without JavaScript, by
// keyboard and under axe. Every test makes its own shopper, so every cart starts empty.

const voyager = {
  slug: "luxurious-voyager-bag",
  path: "/products/luxurious-voyager-bag",
  name: "Luxurious Voyager Bag",
} as const;
/** Several sizes and colours, so both must be chosen. */
const loafer = { slug: "adire-heritage-loafer", path: "/products/adire-heritage-loafer" } as const;
/** The demo product with no stock left. */
const oxford = {
  slug: "broad-street-wholecut-oxford",
  path: "/products/broad-street-wholecut-oxford",
} as const;
/** Two of the Voyager's four colours, as the catalog names them (packages/contracts/src/colours.ts). */
const cognac = { name: "Cognac", hex: "#9a5b2e" } as const;
const darkBrown = { name: "Dark Brown", hex: "#4a2c1d" } as const;

const chooseSizeAndColour = "You have select a color and a size";
const added = "Added to your cart.";

// --- The API, as the signed-in shopper of `request` (the browser's cookie jar for page.request) ---------

async function apiGetData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: apiHeaders });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).data as T;
}

const userIdOf = async (request: APIRequestContext) =>
  (await apiGetData<{ id: string }>(request, "/users/me")).id;

const productIdOf = async (request: APIRequestContext, slug: string) =>
  (await apiGetData<{ product: { id: string } }>(request, `/products/${slug}`)).product.id;

async function cartOf(request: APIRequestContext): Promise<Cart> {
  return apiGetData<Cart>(request, `/users/${await userIdOf(request)}/cart`);
}

async function wishlistOf(request: APIRequestContext): Promise<Wishlist> {
  return apiGetData<Wishlist>(request, `/users/${await userIdOf(request)}/wishlist`);
}

/** POST users/{userId}/cart/items/{productId}, answering the response for the test to judge. */
async function postToCart(
  request: APIRequestContext,
  slug: string,
  body: { quantity?: number; size: string; color: string },
) {
  const path = `/api/v1/users/${await userIdOf(request)}/cart/items/${await productIdOf(request, slug)}`;
  return request.post(path, { headers: apiHeaders, data: { quantity: 1, ...body } });
}

async function addThroughApi(
  request: APIRequestContext,
  slug: string,
  body: { quantity?: number; size: string; color: string },
) {
  const response = await postToCart(request, slug, body);
  expect(response.status(), await response.text()).toBe(201);
}

async function wishThroughApi(request: APIRequestContext, slug: string) {
  const path = `/api/v1/users/${await userIdOf(request)}/wishlist/${await productIdOf(request, slug)}`;
  const response = await request.post(path, { headers: apiHeaders });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

// --- The page -------------------------------------------------------------------------------------

const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart, \d+ items?$/ });
const wishlistButton = (page: Page) => page.getByRole("button", { name: /^Wishlist, \d+ items?$/ });
const cartViewer = (page: Page) => page.getByRole("dialog", { name: "Cart Viewer" });
const wishlistViewer = (page: Page) => page.getByRole("dialog", { name: "Wishlist" });
const addToCartButton = (page: Page) => page.getByRole("button", { name: "Add To Cart" });
const heart = (page: Page) => page.getByRole("button", { name: "Add to wishlist" });
const cartLines = (viewer: Locator) => viewer.getByRole("list", { name: "Cart lines" }).getByRole("listitem");
const wishlistEntries = (viewer: Locator) =>
  viewer.getByRole("list", { name: "Wishlist products" }).getByRole("listitem");

/** Picks a colour by its name: the swatch (a label) is what a shopper clicks, the radio is hidden. */
async function chooseColour(page: Page, name: string) {
  const colours = page.getByRole("group", { name: /^Colour/ });
  await colours.getByTitle(name, { exact: true }).click();
  await expect(colours.getByRole("radio", { name, exact: true })).toBeChecked();
}

async function chooseSize(page: Page, size: string) {
  const sizes = page.getByRole("group", { name: /^Size/ });
  await sizes.getByText(size, { exact: true }).click();
  await expect(sizes.getByRole("radio", { name: size, exact: true })).toBeChecked();
}

/** The figures of the viewer's order summary, as the one quote reads in naira. */
async function expectSummaryOf(viewer: Locator, quote: Cart["quote"]) {
  const summary = viewer.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("term")).toHaveText(["Subtotal", "Discount", "VAT", "Total"]);
  await expect(summary.getByRole("definition")).toHaveText([
    formatNaira(quote.subtotal),
    `−${formatNaira(quote.discount)}`,
    formatNaira(quote.vat),
    formatNaira(quote.total),
  ]);
}

/** Waits for the drawer's slide and the page's fade, so that axe and screenshots see them at rest. */
async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** A screenshot of the window, kept with the test's results to be looked at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Scrolls back up as a shopper would, which brings back the header that hides on the way down. */
async function scrollToTop(page: Page) {
  await page.mouse.wheel(0, -100_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(cartButton(page)).toBeInViewport();
}

/**
 * Whether the element is what the shopper sees at its centre, not something in front of it (a
 * drawer in the browser's top layer, say): Playwright's toBeVisible does not look at what covers it.
 */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

// --- Tests ----------------------------------------------------------------------------------------

test.describe("adding to the cart", () => {
  test("the Voyager twice in one colour and once in another: one drawer, two lines, 3 items, the API's quote", async ({
    page,
  }) => {
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

  test("the success toast of Add To Cart can be seen beside the cart viewer that opens with it", async ({
    page,
  }) => {
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
  test("changes a line's quantity with − and +, removes lines, and ends empty with Continue Shopping", async ({
    page,
  }) => {
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
  test("is asked to sign in by Add To Cart, the heart and the header's cart and wishlist, and comes back to the product", async ({
    page,
    request,
  }) => {
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
    await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
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

test.describe("the wishlist", () => {
  test("the heart toggles the product in and out, the badge and the viewer follow, and a reload keeps it", async ({
    page,
  }) => {
    await signedInShopper(page);
    await visit(page, voyager.path);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 0 items");

    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    await expect(wishlistButton(page)).toHaveText("1");
    expect((await wishlistOf(page.request)).products.map((product) => product.slug)).toEqual([voyager.slug]);

    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 0 items");
    expect((await wishlistOf(page.request)).products).toEqual([]);

    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    // The server keeps it: a new load of the page shows the heart pressed.
    await visit(page, voyager.path);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");

    // From another page, the viewer lists it, with its price, and a click opens it.
    await visit(page, "/shop");
    await wishlistButton(page).click();
    const viewer = wishlistViewer(page);
    await expect(viewer).toBeVisible();
    const entries = wishlistEntries(viewer);
    await expect(entries).toHaveCount(1);
    const { products } = await wishlistOf(page.request);
    const link = entries.getByRole("link", { name: new RegExp(voyager.name) });
    await expect(link).toHaveAttribute("href", voyager.path);
    await expect(link).toContainText(formatNaira(products[0]?.salePrice ?? Number.NaN));
    await link.click();
    await expect(page).toHaveURL(voyager.path);
    await expect(viewer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: voyager.name })).toBeVisible();

    // Removed from the viewer: empty, with the way back to the shop.
    await visit(page, "/shop");
    await wishlistButton(page).click();
    await viewer.getByRole("button", { name: `Remove ${voyager.name} from the wishlist` }).click();
    await expect(viewer.getByText("Your wishlist is empty")).toBeVisible();
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 0 items");
    expect((await wishlistOf(page.request)).products).toEqual([]);
    const windowShopping = viewer.getByRole("link", { name: "Continue Window Shopping" });
    await expect(windowShopping).toHaveAttribute("href", "/shop");
    await visit(page, voyager.path);
    await wishlistButton(page).click();
    await viewer.getByRole("link", { name: "Continue Window Shopping" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(viewer).toBeHidden();
  });

  test("a product removed in the viewer on its own page no longer shows the heart pressed", async ({
    page,
  }) => {
    // A removal in the viewer is a form posted on this page: the page reads the heart again.
    await signedInShopper(page);
    await visit(page, voyager.path);
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    // On a phone the header hid as the page scrolled down to the heart.
    await scrollToTop(page);
    await wishlistButton(page).click();
    const viewer = wishlistViewer(page);
    await viewer.getByRole("button", { name: `Remove ${voyager.name} from the wishlist` }).click();
    await expect(viewer.getByText("Your wishlist is empty")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    // And a click on it adds the product again rather than failing to remove it.
    await heart(page).click();
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    expect((await wishlistOf(page.request)).products.map((product) => product.slug)).toEqual([voyager.slug]);
  });
});

test.describe("Add To Cart without JavaScript", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, "the server's answer is the same at any width");
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
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    const cart = await cartOf(page.request);
    expect(cart.items.map((item) => [item.product.slug, item.size, item.color, item.quantity])).toEqual([
      [loafer.slug, "42", cognac.hex, 1],
    ]);
  });
});

test.describe("the viewers by keyboard", () => {
  for (const which of ["cart", "wishlist"] as const) {
    test(`the ${which} viewer opens from the header, keeps Tab inside, and Escape gives focus back`, async ({
      page,
    }) => {
      await signedInShopper(page);
      // Something in the viewer, so that Tab has more than its Close button to go through.
      if (which === "cart")
        await addThroughApi(page.request, voyager.slug, { size: "One Size", color: cognac.hex });
      else await wishThroughApi(page.request, voyager.slug);
      await visit(page, "/shop");

      const opener = which === "cart" ? cartButton(page) : wishlistButton(page);
      const viewer = which === "cart" ? cartViewer(page) : wishlistViewer(page);
      await expect(opener).toHaveAccessibleName(which === "cart" ? "Cart, 1 item" : "Wishlist, 1 item");
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect(viewer).toBeVisible();
      const focusInViewer = () => viewer.evaluate((dialog) => dialog.contains(document.activeElement));
      await expect.poll(focusInViewer).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

      // A full round of Tab and one of Shift+Tab stay in the viewer, at most passing by the browser's own
      // controls (which leaves the document's focus on its body), never on the page behind.
      const focusLeftThePage = () => page.evaluate(() => document.activeElement === document.body);
      const reached = new Set<string>();
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let step = 0; step < 12; step += 1) {
          await page.keyboard.press(key);
          const inViewer = await focusInViewer();
          expect(inViewer || (await focusLeftThePage()), `focus after ${key} × ${step + 1}`).toBe(true);
          if (inViewer) {
            reached.add(
              await page.evaluate(
                () =>
                  document.activeElement?.textContent?.trim() ||
                  document.activeElement?.getAttribute("aria-label") ||
                  "",
              ),
            );
          }
        }
      }
      // Tab went beyond the Close button: through the lines (or entries) too.
      expect(reached.size).toBeGreaterThan(2);

      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("visible");
    });
  }
});

test.describe("the viewers under axe, at this project's width", () => {
  test("the cart viewer with lines, and empty, passes an automated check", async ({ page }, testInfo) => {
    await signedInShopper(page);
    await addThroughApi(page.request, voyager.slug, { size: "One Size", color: cognac.hex, quantity: 2 });
    await addThroughApi(page.request, loafer.slug, { size: "42", color: cognac.hex });
    await visit(page, voyager.path);
    await cartButton(page).click();
    const viewer = cartViewer(page);
    await expect(cartLines(viewer)).toHaveCount(2);
    await expect(viewer.locator("img").first()).toHaveJSProperty("complete", true);
    await settle(page);
    // The drawer stands the full height of the window at its right (docs/product.md §2 "Other").
    const box = await viewer.boundingBox();
    const window = page.viewportSize();
    expect(box && window && { top: box.y, height: box.height, right: box.x + box.width }).toEqual({
      top: 0,
      height: window?.height,
      right: window?.width,
    });
    await keepScreenshot(page, testInfo, "cart-viewer");
    expect(await axeViolations(page)).toEqual([]);

    for (let left = 2; left > 0; left -= 1) {
      await cartLines(viewer)
        .first()
        .getByRole("button", { name: /^Remove / })
        .click();
      await expect(cartLines(viewer)).toHaveCount(left - 1);
    }
    await expect(viewer.getByText("Your cart is empty")).toBeVisible();
    await settle(page);
    await keepScreenshot(page, testInfo, "cart-viewer-empty");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the wishlist viewer with products, and empty, passes an automated check", async ({
    page,
  }, testInfo) => {
    await signedInShopper(page);
    await wishThroughApi(page.request, voyager.slug);
    await wishThroughApi(page.request, loafer.slug);
    await visit(page, voyager.path);
    await wishlistButton(page).click();
    const viewer = wishlistViewer(page);
    await expect(wishlistEntries(viewer)).toHaveCount(2);
    await expect(viewer.locator("img").first()).toHaveJSProperty("complete", true);
    await settle(page);
    await keepScreenshot(page, testInfo, "wishlist-viewer");
    expect(await axeViolations(page)).toEqual([]);

    for (let left = 2; left > 0; left -= 1) {
      await wishlistEntries(viewer)
        .first()
        .getByRole("button", { name: /^Remove .* from the wishlist$/ })
        .click();
      await expect(wishlistEntries(viewer)).toHaveCount(left - 1);
    }
    await expect(viewer.getByText("Your wishlist is empty")).toBeVisible();
    await settle(page);
    await keepScreenshot(page, testInfo, "wishlist-viewer-empty");
    expect(await axeViolations(page)).toEqual([]);
  });
});
