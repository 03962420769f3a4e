import type { Cart } from "@oja/contracts/cart-api";
import { formatNaira } from "@oja/contracts/money";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./shoppers.ts";

// The cart and the wishlist as their browser tests meet them (cart.spec.ts, wishlist.spec.ts,
// viewers.spec.ts): the demo products they use, the product page's choices and buttons, the header's
// badges and the two viewers.

export const voyager = {
  slug: "luxurious-voyager-bag",
  path: "/products/luxurious-voyager-bag",
  name: "Luxurious Voyager Bag",
} as const;
/** Several sizes and colours, so both must be chosen. */
export const loafer = { slug: "adire-heritage-loafer", path: "/products/adire-heritage-loafer" } as const;
/** The demo product with no stock left. */
export const oxford = {
  slug: "broad-street-wholecut-oxford",
  path: "/products/broad-street-wholecut-oxford",
} as const;
/** Two of the Voyager's four colours, as the catalog names them (packages/contracts/src/colours.ts). */
export const cognac = { name: "Cognac", hex: "#9a5b2e" } as const;
export const darkBrown = { name: "Dark Brown", hex: "#4a2c1d" } as const;

export const chooseSizeAndColour = "You have select a color and a size";
export const added = "Added to your cart.";

export const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart, \d+ items?$/ });
export const wishlistButton = (page: Page) => page.getByRole("button", { name: /^Wishlist, \d+ items?$/ });
export const cartViewer = (page: Page) => page.getByRole("dialog", { name: "Cart Viewer" });
export const wishlistViewer = (page: Page) => page.getByRole("dialog", { name: "Wishlist" });
export const addToCartButton = (page: Page) => page.getByRole("button", { name: "Add To Cart" });
export const heart = (page: Page) => page.getByRole("button", { name: "Add to wishlist" });
export const cartLines = (viewer: Locator) =>
  viewer.getByRole("list", { name: "Cart lines" }).getByRole("listitem");
export const wishlistEntries = (viewer: Locator) =>
  viewer.getByRole("list", { name: "Wishlist products" }).getByRole("listitem");

/** Picks a colour by its name: the swatch (a label) is what a shopper clicks, the radio is hidden. */
export async function chooseColour(page: Page, name: string) {
  const colours = page.getByRole("group", { name: /^Colour/ });
  await colours.getByTitle(name, { exact: true }).click();
  await expect(colours.getByRole("radio", { name, exact: true })).toBeChecked();
}

export async function chooseSize(page: Page, size: string) {
  const sizes = page.getByRole("group", { name: /^Size/ });
  await sizes.getByText(size, { exact: true }).click();
  await expect(sizes.getByRole("radio", { name: size, exact: true })).toBeChecked();
}

/** The figures of the viewer's order summary, as the one quote reads in naira. */
export async function expectSummaryOf(viewer: Locator, quote: Cart["quote"]) {
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
export async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** A screenshot of the window, kept with the test's results to be looked at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Scrolls back up as a shopper would, which brings back the header that hides on the way down. */
export async function scrollToTop(page: Page) {
  await page.mouse.wheel(0, -100_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(cartButton(page)).toBeInViewport();
}

/**
 * Whether the element is what the shopper sees at its centre, not something in front of it (a
 * drawer in the browser's top layer, say): Playwright's toBeVisible does not look at what covers it.
 */
export function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}
