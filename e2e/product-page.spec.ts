import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./browser-checks.ts";
import { open, voyager } from "./catalog-pages.ts";
import { holdBackCode } from "./shoppers.ts";

// A product page as a shopper meets it: the name and price, the carousel by timer and by swipe, the
// choices, the reviews, and a signed-out shopper sent to sign in.

/** Drags horizontally across an element: a finger on touch screens, the mouse elsewhere. */
async function swipe(page: Page, selector: string, distance: number, touch: boolean) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 + (distance < 0 ? 60 : -60);
  const steps = [0.25, 0.5, 0.75, 1].map((share) => startX + distance * share);
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: startX, y }] });
    for (const x of steps) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(startX, y);
    await page.mouse.down();
    for (const x of steps) await page.mouse.move(x, y);
    await page.mouse.up();
  }
}

test.describe("a product page", () => {
  test("shows the name, category, price with the display discount and the description", async ({ page }) => {
    await open(page, voyager);
    await expect(page.getByRole("heading", { level: 1, name: "Luxurious Voyager Bag" })).toBeVisible();
    const details = page.locator("h1").locator("..");
    await expect(details.getByText("Bags", { exact: true })).toBeVisible();
    await expect(details.getByText("₦436,500.00")).toBeVisible();
    await expect(details.locator("s")).toContainText("₦485,000.00");
    await expect(details.getByText(/full-grain cowhide/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Related Products" }).locator("article")).not.toHaveCount(
      0,
    );
  });

  test("a tap on the photo before the gallery's code has come opens it once the code is in", async ({
    page,
  }) => {
    // The gallery's code comes just after the first load; on a slow phone, seconds after. Here it comes
    // once the photo has been tapped.
    const tapped = await holdBackCode(page, "product-gallery");
    await page.goto(voyager);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.getByRole("button", { name: "Open picture 1 of 2 full screen" }).click();
    tapped();
    const viewer = page.getByRole("dialog", { name: "Luxurious Voyager Bag" });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText("1 of 2")).toBeVisible();
  });

  test("moves its pictures on every 5 seconds and wraps around", async ({ page }) => {
    await page.clock.install();
    await open(page, voyager);
    const active = page.getByTestId("product-gallery").locator('[data-active="true"]');
    await expect(active).toHaveAttribute("aria-label", "1 of 2");
    await page.clock.runFor(4_000);
    await expect(active).toHaveAttribute("aria-label", "1 of 2");
    await page.clock.runFor(1_100);
    await expect(active).toHaveAttribute("aria-label", "2 of 2");
    await page.clock.runFor(5_000);
    await expect(active).toHaveAttribute("aria-label", "1 of 2");
  });

  test(
    "changes picture on a swipe longer than 50 px and not on a shorter one",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      await open(page, voyager);
      const touch = testInfo.project.name === "mobile";
      const active = page.getByTestId("product-gallery").locator('[data-active="true"]');
      await expect(active).toHaveAttribute("aria-label", "1 of 2");
      await swipe(page, '[data-testid="product-gallery"]', -40, touch);
      await expect(active).toHaveAttribute("aria-label", "1 of 2");
      await swipe(page, '[data-testid="product-gallery"]', -80, touch);
      await expect(active).toHaveAttribute("aria-label", "2 of 2");
      await swipe(page, '[data-testid="product-gallery"]', -80, touch);
      await expect(active).toHaveAttribute("aria-label", "1 of 2");
      await swipe(page, '[data-testid="product-gallery"]', 80, touch);
      await expect(active).toHaveAttribute("aria-label", "2 of 2");
    },
  );

  test("sends a signed-out shopper to sign in from Add To Cart and the heart, remembering the page", async ({
    page,
  }) => {
    await open(page, "/products/adire-heritage-loafer?reviews=1");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page).toHaveURL(/signin=1/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/products/adire-heritage-loafer");
    expect(url.searchParams.get("redirectTo")).toBe("/products/adire-heritage-loafer?reviews=1");

    await open(page, "/products/adire-heritage-loafer");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page).toHaveURL(/signin=1&redirectTo=%2Fproducts%2Fadire-heritage-loafer$/);
    await expect(page.getByText("You have select a color and a size")).toHaveCount(0);
  });

  test("lets a shopper choose a size and a colour, and takes the only size there is", async ({ page }) => {
    await open(page, "/products/adire-heritage-loafer");
    const sizes = page.getByRole("group", { name: /Size/ });
    await expect(sizes.getByRole("radio")).toHaveCount(6);
    await expect(sizes.getByRole("radio", { checked: true })).toHaveCount(0);
    await sizes.getByText("42", { exact: true }).click();
    await expect(sizes.getByRole("radio", { name: "42" })).toBeChecked();
    const colours = page.getByRole("group", { name: /Colour/ });
    await colours.getByTitle("Cognac").click();
    await expect(colours.getByRole("radio", { name: "Cognac" })).toBeChecked();
    await expect(colours).toContainText("Cognac");

    await open(page, voyager);
    await expect(
      page.getByRole("group", { name: /Size/ }).getByRole("radio", { name: "One Size" }),
    ).toBeChecked();
  });

  test("pages through its reviews with the average rating in half stars", async ({ page }) => {
    await open(page, voyager);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByTestId("average-rating")).toContainText("4.5");
    await expect(
      reviews.getByTestId("average-rating").getByRole("img", { name: "Rated 4.5 out of 5" }),
    ).toBeVisible();
    await expect(reviews.getByTestId("average-rating").locator('[data-fill~="half"]')).toHaveCount(1);
    await expect(reviews.getByRole("listitem")).toHaveCount(10);
    await expect(reviews.getByRole("listitem").first()).toContainText("Adaeze O.");

    const pages = reviews.getByRole("navigation", { name: "Review pages" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?reviews=2$/);
    await expect(reviews.getByRole("listitem")).toHaveCount(3);
    await expect(pages.getByRole("link", { name: "Reviews page 2" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(reviews.getByRole("listitem")).toHaveCount(10);
    await expect(page).toHaveURL(new RegExp(`${voyager}$`));
  });

  test("invites the first review when there is none", async ({ page }) => {
    await open(page, "/products/epe-double-buckle-slide");
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByText("No reviews yet. Be the first to review!")).toBeVisible();
    await expect(reviews.getByRole("navigation")).toHaveCount(0);
  });

  test("passes an automated accessibility check", { tag: "@mobile" }, async ({ page }) => {
    await open(page, voyager);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
