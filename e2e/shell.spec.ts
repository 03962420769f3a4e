import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrationMismatches, test, watchIntlFormatters } from "./browser-checks.ts";
import { lowestContrastBehind } from "./contrast.ts";
import { live, visit } from "./shoppers.ts";

const banner = "Worldwide shipping - Free shipping within Lagos on orders above ₦300,000";

test.describe("the shop's shell", () => {
  test("shows the banner, the menus with the current page highlighted, and the footer year", async ({
    page,
  }) => {
    await page.goto("/shop");
    await expect(page.locator("header").getByText(banner)).toBeVisible();
    const footer = page.locator("footer");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Oja Leather House`);

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
  });

  test("hides the header when scrolling down past 200 px and brings it back with a card on the way up", {
    tag: "@mobile",
  }, async ({ page }) => {
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

  test("the dark header reads on the light top of payment verification, and the light one on an error page", async ({
    page,
  }) => {
    await page.goto("/payment/verification");
    await expect(page.locator("header")).toHaveClass(/text-espresso/);
    await expect(page.getByRole("heading", { level: 1, name: "Missing payment details." })).toBeVisible();
    expect(await logoContrast(page)).toBeGreaterThanOrEqual(4.5);

    // A product that is not there answers the dark 404 page, on which the header is light again.
    await page.goto("/products/no-such-bag");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page has wandered off");
    await expect(page.locator("header")).toHaveClass(/text-parchment/);
    expect(await logoContrast(page)).toBeGreaterThanOrEqual(4.5);
  });

  test("shows a progress bar while a slow page loads, and keeps the old page until then", async ({
    page,
  }) => {
    await visit(page, "/shop");
    const bar = page.getByRole("progressbar", { name: "Loading the page" });
    // The product page's data is held until the test has looked at the bar, however slow the machine.
    const held: (() => void)[] = [];
    const releaseHeld = () => {
      for (const release of held.splice(0)) release();
    };
    await page.route(/\/products\/[\w-]+\.data/, async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await page.locator("article[data-product] a").first().click();
    await expect(bar).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Shop Products" })).toBeVisible();
    // It creeps along, or stands still for a shopper who asks for less motion.
    expect(await bar.locator("div").evaluate((line) => getComputedStyle(line).animationDuration)).toBe("8s");
    releaseHeld();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(bar).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goBack();
    await page.locator("article[data-product] a").nth(1).click();
    await expect(bar).toBeVisible();
    expect(await bar.locator("div").evaluate((line) => getComputedStyle(line).animationDuration)).toBe(
      "1e-05s",
    );
    releaseHeld();
    await expect(bar).toHaveCount(0);
  });

  test("React takes the page over as the server sent it, on arrival and after a reload", async ({ page }) => {
    await visit(page, "/shop");
    await expect.poll(() => hydrationMismatches(page)).toEqual([]);
    // A reload keeps the history entry of a page reached inside the shop, with its own key.
    await page.locator("article[data-product] a").first().click();
    await expect(page).toHaveURL(/\/products\//);
    await page.reload();
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await expect.poll(() => hydrationMismatches(page)).toEqual([]);
  });

  test("a public page makes no Intl formatter while it loads and its parts come alive", async ({ page }) => {
    // A browser's first Intl formatter loads its locale data: tens of milliseconds of a phone's main
    // thread just after the page arrives (docs/decisions/067-no-intl-formatter-on-first-load.md).
    const intlMade = await watchIntlFormatters(page);
    // The policies show the day they took effect (decision 069).
    for (const path of [
      "/",
      "/shop",
      "/products/luxurious-voyager-bag",
      "/about",
      "/privacy-policy",
      "/terms-conditions",
    ]) {
      await visit(page, path);
      // Parts whose code comes after the first load: the footer, or a product page's reviews (it has no footer).
      await live(page.locator(path.startsWith("/products/") ? "#reviews h2" : "footer a").first());
      await page.waitForLoadState("networkidle");
      expect(await intlMade(), path).toEqual([]);
    }
  });

  test("pages run under their Content-Security-Policy without breaking it", async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI || "inline"}`),
      );
    });
    const response = await page.goto("/");
    // The signed-out visitor's home page is the kept copy (decision 017): its scripts are trusted by hash.
    expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // React runs: the slides turn on a click, the award film opens in its frame, another page's code
    // loads, and so does the sign-in modal's.
    const hero = page.getByRole("region", { name: "Featured collections" });
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.locator('[data-active="true"]')).toHaveAttribute("aria-label", "2 of 5");
    await page.getByRole("button", { name: "Play the award film" }).click();
    await expect(page.getByRole("dialog", { name: "The award film" }).locator("iframe")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: /^Read More/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" }).getByLabel("Email address")).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test("answers an unknown address with a real 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page has wandered off");
    await expect(page.getByRole("link", { name: "Back home" })).toBeVisible();
  });

  test(
    "opens the mobile menu drawer below 768 px and works it by keyboard",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
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
    },
  );

  test("no page scrolls sideways on a 360 px phone", { tag: "@mobile" }, async ({ page }, testInfo) => {
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

  test("the home page passes an automated accessibility check", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/");
    // Colour contrast is measured after the 0.3 s page fade-in, not halfway through it.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

/** How the header's wordmark stands out from what is behind it, once the page has faded in. */
async function logoContrast(page: Page): Promise<number> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  return lowestContrastBehind(page, page.locator("header").getByText("OJA", { exact: true }));
}
