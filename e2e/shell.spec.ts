import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const banner = "Worldwide shipping - Free shipping within Lagos on orders above ₦300,000";

test.describe("the shop's shell", () => {
  test("shows the banner, the menus with the current page highlighted, and the footer year", async ({
    page,
  }, testInfo) => {
    await page.goto("/shop");
    await expect(page.locator("header").getByText(banner)).toBeVisible();
    const footer = page.locator("footer");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Oja Leather House`);

    if (testInfo.project.name === "desktop") {
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const item of ["Home", "Shop", "About", "Contact", "Account"]) {
        await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole("link", { name: "Shop", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
        "aria-current",
        "page",
      );
      await nav.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  });

  test("hides the header when scrolling down past 200 px and brings it back with a card on the way up", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header).toHaveAttribute("data-state", "top");
    await expect(header).toHaveClass(/bg-transparent/);

    await page.mouse.wheel(0, 150);
    await expect(header).toHaveAttribute("data-state", "shown");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-state", "hidden");
    await expect(header).not.toBeInViewport();

    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-state", "shown");
    await expect(header).toBeInViewport();
    await expect(header).not.toHaveClass(/bg-transparent/);
  });

  test("uses the dark header and no footer on product pages", async ({ page }) => {
    await page.goto("/products/luxurious-voyager-bag");
    await expect(page.locator("header")).toHaveClass(/text-espresso/);
    await expect(page.locator("footer")).toHaveCount(0);
    await page.goto("/about");
    await expect(page.locator("header")).toHaveClass(/text-parchment/);
    await expect(page.locator("footer")).toHaveCount(1);
  });

  test("answers an unknown address with a real 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page has wandered off");
    await expect(page.getByRole("link", { name: "Back home" })).toBeVisible();
  });

  test("opens the mobile menu drawer below 768 px and works it by keyboard", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the drawer is the phone menu");
    await page.goto("/");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }),
    ).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shop Products" })).toBeVisible();
  });

  test("no page scrolls sideways on a 360 px phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the narrow screen is the risk");
    for (const path of [
      "/",
      "/shop",
      "/about",
      "/contact",
      "/products/luxurious-voyager-bag",
      "/no-such-page",
    ]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  test("the home page passes an automated accessibility check", async ({ page }) => {
    await page.goto("/");
    // Colour contrast is measured after the 0.3 s page fade-in, not halfway through it.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
