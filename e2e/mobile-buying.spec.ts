import type { Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { cartLines, cartViewer, chooseColour, chooseSize, cognac, loafer } from "./cart-pages.ts";
import { expect, isPhone, signedInShopper, test, visit } from "./shoppers.ts";

// Buying on a phone (docs/product.md §2 "Mobile buying"): two product cards a row at 360 px, an Add To
// Cart bar once the page scrolls past the purchase, and the product's photos full screen.

const quickBar = (page: Page) => page.getByRole("region", { name: "Quick purchase" });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

test("the shop and the home page's lists show two cards a row on a phone, readable, without sideways scroll", {
  tag: "@mobile",
}, async ({ page }) => {
  test.skip(!isPhone(page), "two a row is the phone's grid; wide screens show three");
  for (const path of ["/shop", "/shop?category=bags", "/"]) {
    await visit(page, path);
    const cards = page.locator("article[data-product]");
    await expect(cards.nth(2)).toBeAttached();
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    );
    expect(first?.y, path).toBe(second?.y);
    expect(third?.y ?? 0, path).toBeGreaterThan(first?.y ?? 0);
    expect(first?.width ?? 0, path).toBeGreaterThan(140);
    // The price stays in view in the card, under a name that wraps.
    await expect(cards.first().getByText(/₦/).first()).toBeVisible();
    await noSidewaysScroll(page);
  }
  await visit(page, "/shop");
  expect(await axeViolations(page)).toEqual([]);
});

test("the Add To Cart bar appears once the purchase scrolls away, asks for a size first, then adds to the cart", {
  tag: "@mobile",
}, async ({ page }) => {
  await signedInShopper(page);
  await visit(page, loafer.path);
  await expect(quickBar(page)).toBeHidden();
  await page.getByRole("heading", { name: "Related Products" }).scrollIntoViewIfNeeded();
  if (!isPhone(page)) {
    // Wide screens keep the purchase beside the photos: no bar.
    await expect(quickBar(page)).toBeHidden();
    return;
  }
  const bar = quickBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByText("Adire Heritage Loafer")).toBeVisible();
  // The page ends above the bar, so it never hides the last of the page.
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("80px");
  expect(await axeViolations(page)).toEqual([]);

  await bar.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("radio", { name: "40", exact: true })).toBeFocused();
  await expect(page.getByText("You have select a color and a size")).toBeVisible();
  await expect(bar).toBeHidden();

  await chooseSize(page, "42");
  await chooseColour(page, cognac.name);
  await page.getByRole("heading", { name: "Related Products" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Add To Cart" }).click();
  const viewer = cartViewer(page);
  await expect(viewer).toBeVisible();
  await expect(cartLines(viewer)).toHaveCount(1);
  await expect(cartLines(viewer).first()).toContainText("Adire Heritage Loafer");
});

test("the photos open full screen: next by key and button, zoom by button and click, Escape gives focus back", {
  tag: "@mobile",
}, async ({ page }) => {
  await visit(page, loafer.path);
  const opener = page.getByRole("button", { name: "Open picture 1 of 2 full screen" });
  await opener.click();
  const viewer = page.getByRole("dialog", { name: "Adire Heritage Loafer" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("1 of 2")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 of 2")).toBeVisible();
  await viewer.getByRole("button", { name: "Next picture" }).click();
  await expect(viewer.getByText("1 of 2")).toBeVisible();

  const stage = viewer.locator("[data-zoomed]");
  const zoom = viewer.getByRole("button", { name: "Zoom" });
  await zoom.click();
  await expect(zoom).toHaveAttribute("aria-pressed", "true");
  await expect(stage).toHaveAttribute("data-zoomed", "true");
  await expect(stage.locator("img")).toHaveCSS("transform", /matrix\(2, 0, 0, 2,/);
  await zoom.click();
  await expect(stage).toHaveAttribute("data-zoomed", "false");
  if (isPhone(page)) {
    // A finger zooms on a double tap.
    await stage.tap();
    await expect(stage).toHaveAttribute("data-zoomed", "false");
    await stage.tap();
  } else {
    await stage.click({ position: { x: 100, y: 100 } });
  }
  await expect(stage).toHaveAttribute("data-zoomed", "true");

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});
