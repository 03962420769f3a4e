import type { Cart } from "@oja/contracts/cart-api";
import { formatNaira, nairaToKobo } from "@oja/contracts/money";
import { vatNotice } from "@oja/contracts/pricing";
import { lagosDeliveryNotice } from "@oja/contracts/shop";
import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import {
  added,
  addToCartButton,
  cartLines,
  cartViewer,
  chooseColour,
  cognac,
  keepScreenshot,
  oxford,
  settle,
  voyager,
} from "./cart-pages.ts";
import { addToCart, cartOf, restock, wishThroughApi } from "./shop-api.ts";
import { expect, signedInShopper, test, toast, visit } from "./shoppers.ts";

// Issue 24, prices and the shopper's side of its smaller points (docs/decisions/037-prices-told-before-checkout.md):
// the product page and the cart say VAT is added at checkout, a cart line shows the price paid per
// piece, the cart says how far it is from free delivery within Lagos, the dashboard's cards show the
// sale price and Sold out; toasts never cover the buttons at the bottom; "One more" stops at the
// variant's stock; Back after endless scroll lands on the card opened. At 1280 px (and 360 px where tagged @mobile), under axe.

const vatSentence = vatNotice(7.5);

/** Whether two boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectClearOf(shown: Locator, buttons: Locator[]) {
  const box = await shown.boundingBox();
  expect(box, "the toast's box").not.toBeNull();
  for (const button of buttons) {
    const other = await button.boundingBox();
    expect(other, "the button's box").not.toBeNull();
    if (box && other) expect(overlap(box, other), `a toast over ${await button.textContent()}`).toBe(false);
  }
}

const piecesKobo = (quote: Cart["quote"]) => nairaToKobo(quote.subtotal) - nairaToKobo(quote.discount);

test(
  "the product page and the cart tell VAT, the price per piece and free delivery; toasts leave the buttons clear",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    await restock(voyager.slug);
    await signedInShopper(page);
    await visit(page, voyager.path);
    const price = page.locator("main").getByText(vatSentence);
    await expect(price).toBeVisible();
    await keepScreenshot(page, testInfo, "product-page");

    await chooseColour(page, cognac.name);
    await addToCartButton(page).click();
    const viewer = cartViewer(page);
    await expect(viewer).toBeVisible();
    const news = toast(page, "news", added);
    await expect(news).toBeVisible();
    // The toast is read while the drawer is open, and covers neither of its buttons.
    await expectClearOf(news, [
      viewer.getByRole("link", { name: "Checkout" }),
      viewer.getByRole("link", { name: "Continue Shopping" }),
    ]);

    const cart = await cartOf(page.request);
    const item = cart.items[0];
    if (!item) throw new Error("the cart has no line");
    expect(item.product.salePrice).toBeLessThan(item.product.price);
    const line = cartLines(viewer).first();
    // The price paid for one piece, the list price struck through; never the list price alone.
    await expect(line.getByText(formatNaira(item.product.salePrice))).toBeVisible();
    await expect(line.locator("s")).toHaveText(`was ${formatNaira(item.product.price)}`);
    await expect(viewer.getByText(vatSentence)).toBeVisible();
    await expect(viewer.getByTestId("lagos-delivery")).toHaveText(
      lagosDeliveryNotice(piecesKobo(cart.quote)),
    );
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, "cart-viewer");

    // Checkout: the lines at the prices paid, the same notes; the toast of a saved address leaves Place
    // Order clear.
    await visit(page, "/checkout");
    const review = page.getByRole("list", { name: "Cart lines" });
    await expect(review.getByText(`1 × ${formatNaira(item.product.salePrice)}`)).toBeVisible();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByText(vatSentence)).toBeVisible();
    await page.getByRole("radio", { name: "Home Delivery", exact: true }).check();
    const form = page.getByRole("form", { name: "Delivery address" });
    await form.getByLabel("Full Name").fill("Ada Okafor");
    await form.getByLabel("Phone Number").fill("8031234567");
    await form.getByRole("textbox", { name: "Address", exact: true }).fill("12 Admiralty Way");
    await form.getByLabel("City").fill("Lekki");
    await form.getByRole("combobox", { name: /^State/ }).selectOption("Lagos");
    await form.getByRole("button", { name: "Save Address" }).click();
    const saved = toast(page, "news", "The address has been saved.");
    await expect(saved).toBeVisible();
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    await placeOrder.scrollIntoViewIfNeeded();
    await expectClearOf(saved, [placeOrder]);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, "checkout");
  },
);

test("One more stops at the size and colour's stock, without a refusal", async ({ page }) => {
  await restock(voyager.slug, 2);
  try {
    await signedInShopper(page);
    await addToCart(page.request, voyager.slug, { color: cognac.hex });
    await visit(page, "/");
    await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
    const line = cartLines(cartViewer(page)).first();
    const more = line.getByRole("button", { name: "One more" });
    await more.click();
    await expect(line.getByRole("status")).toHaveText("2");
    await expect(more).toBeDisabled();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  } finally {
    await restock(voyager.slug);
  }
});

test("every card shows the sale price and Sold out: the shop's and the dashboard's", async ({
  page,
}, testInfo) => {
  await signedInShopper(page);
  await wishThroughApi(page.request, oxford.slug);
  await visit(page, "/shop?q=wholecut");
  const card = page.locator(`article[data-product="${oxford.slug}"]`);
  await expect(card.getByText("Sold out")).toBeVisible();

  await visit(page, "/account");
  const wished = page.getByRole("list", { name: "Wishlist products" }).getByRole("listitem");
  await expect(wished.first().getByText("Sold out")).toBeVisible();
  const recommended = page.getByRole("list", { name: "Recommended products" }).getByRole("listitem");
  await expect(recommended.first()).toBeVisible();
  // Each recommendation has its sale price and its list price struck through.
  for (const tile of await recommended.all()) await expect(tile.locator("s")).toHaveCount(1);
  // The see-through header is judged against the page's middle by axe; dashboard.spec.ts measures it.
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
  await keepScreenshot(page, testInfo, "dashboard");
});

/** The contrast ratio (WCAG 2) of two CSS colours. */
function contrastOf(page: Page, first: string, second: string): Promise<number> {
  return page.evaluate(
    ({ a, b }) => {
      const probe = new OffscreenCanvas(1, 1).getContext("2d");
      if (!probe) throw new Error("no 2D canvas");
      const luminance = (colour: string) => {
        probe.fillStyle = colour;
        probe.fillRect(0, 0, 1, 1);
        const [red = 0, green = 0, blue = 0] = probe.getImageData(0, 0, 1, 1).data;
        const linear = (channel: number) => {
          const value = channel / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
      };
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    },
    { a: first, b: second },
  );
}

test("a card's focus ring stands out from the page (3:1 at least)", async ({ page }) => {
  await visit(page, "/shop");
  const link = page.getByRole("list", { name: "Products" }).getByRole("link").first();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  const {
    ring,
    width,
    page: background,
  } = await link.evaluate((element) => {
    const after = getComputedStyle(element, "::after");
    return {
      ring: after.outlineColor,
      width: Number.parseFloat(after.outlineWidth),
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(width).toBeGreaterThanOrEqual(2);
  expect(await contrastOf(page, ring, background)).toBeGreaterThanOrEqual(3);
});

test("Back after endless scroll lands on the card opened", { tag: "@mobile" }, async ({ page }) => {
  await visit(page, "/shop");
  const cards = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(cards).toHaveCount(30);
  await page.getByTestId("list-end").scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(40);
  const chosen = cards.nth(36).getByRole("link");
  const name = await chosen.textContent();
  await chosen.scrollIntoViewIfNeeded();
  await chosen.click();
  await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(40);
  await expect(page.getByRole("link", { name: name ?? "", exact: true })).toBeInViewport();
});
