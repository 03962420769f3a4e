import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./browser-checks.ts";
import { demoProductCount, open } from "./catalog-pages.ts";
import { lowestContrastBehind } from "./contrast.ts";

// The catalog as a shopper meets it: the home slider and lists, and the shop's endless scroll, columns and
// filters. The product page is in product-page.spec.ts, what a crawler or a phone without JavaScript
// receives in crawlers.spec.ts.

test.describe("the home page", () => {
  test("turns the hero slides every 5 seconds with a 1 second fade", async ({ page }) => {
    // Time stands still until the test moves it: on a busy machine, real seconds spent loading the
    // page would otherwise count towards the first turn.
    await page.clock.install({ time: new Date("2026-11-23T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-23T09:00:01Z"));
    await open(page, "/");
    const hero = page.getByRole("region", { name: "Featured collections" });
    const slide = (n: number) => hero.getByRole("group", { name: `${n} of 5`, includeHidden: true });
    // The counter turns with the slides, but silently: a screen reader is not interrupted every 5 s.
    const counter = hero.getByText(/^\d\d \/ 05$/);
    await expect(counter).toHaveAttribute("aria-live", "off");
    await expect(slide(1)).toHaveAttribute("data-active", "true");
    await expect(slide(1).getByRole("heading", { name: "Elegance in Every Stitch" })).toBeVisible();
    expect(await slide(1).evaluate((node) => getComputedStyle(node).transitionDuration)).toBe("1s");
    // The later slides' pictures arrive once the page runs: from then on the slides turn.
    await expect(slide(2).locator("img")).toHaveCount(1);

    await page.clock.runFor(4_000);
    await expect(slide(1)).toHaveAttribute("data-active", "true");
    await page.clock.runFor(1_100);
    await expect(slide(2)).toHaveAttribute("data-active", "true");
    await expect(slide(1)).toHaveAttribute("aria-hidden", "true");
    await page.clock.runFor(5_000);
    await expect(slide(3)).toHaveAttribute("data-active", "true");
    await expect(counter).toHaveText("03 / 05");
    await expect(counter).toHaveAttribute("aria-live", "off");
  });

  test("moves back and forth with the previous and next buttons, wrapping at the ends", async ({ page }) => {
    await open(page, "/");
    const hero = page.getByRole("region", { name: "Featured collections" });
    const active = hero.locator('[data-active="true"]');
    const counter = hero.getByText(/^\d\d \/ 05$/);
    await expect(active).toHaveAttribute("aria-label", "1 of 5");
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(active).toHaveAttribute("aria-label", "5 of 5");
    // A slide the shopper asked for is announced.
    await expect(counter).toHaveText("05 / 05");
    await expect(counter).toHaveAttribute("aria-live", "polite");
    await hero.getByRole("button", { name: "Next slide" }).click();
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(active).toHaveAttribute("aria-label", "2 of 5");
    await expect(active.getByRole("heading")).not.toHaveText("Elegance in Every Stitch");
    await active.getByRole("link", { name: "Discover More" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("shows three products in each list, the award film and the featured bag", async ({ page }) => {
    await open(page, "/");
    for (const title of ["New Arrivals", "Selling Hot", "Most Liked"]) {
      const section = page.getByRole("region", { name: title });
      await expect(section.locator("article")).toHaveCount(3);
      await expect(section.getByRole("link", { name: "Visit Shop" })).toHaveAttribute("href", "/shop");
    }
    const featured = page.getByRole("region", { name: "Made for the long way round" });
    await expect(featured.getByRole("img", { name: "Luxurious Voyager Bag" }).first()).toHaveAttribute(
      "src",
      /luxurious-voyager-bag-1-/,
    );

    await page.getByRole("button", { name: "Play the award film" }).click();
    const film = page.getByRole("dialog", { name: "The award film" });
    await expect(film.locator("iframe")).toHaveAttribute("src", /autoplay=1&mute=1/);
    // Its title and Close button are dark on the light dialog, though it opens from a dark section.
    await expect(film.getByRole("heading", { name: "The award film" })).toHaveCSS("color", "rgb(31, 23, 18)");
    await expect(film.getByRole("button", { name: "Close" })).toHaveCSS("color", "rgb(31, 23, 18)");
    await expect(film).toHaveCSS("background-color", "rgb(247, 242, 234)");
    await page.keyboard.press("Escape");
    await expect(film).toBeHidden();
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", "/about");

    await page.getByRole("region", { name: "New Arrivals" }).locator("article a").first().click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  });

  test(
    "the words over the hero's pictures stand out from every one of them",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "mobile", "on a phone the words cross the picture");
      await open(page, "/");
      const hero = page.getByRole("region", { name: "Featured collections" });
      // Held still while it is measured, as it is under the pointer.
      await hero.hover();
      for (let slide = 1; slide <= 5; slide += 1) {
        const active = hero.locator('[data-active="true"]');
        await expect(active).toHaveAttribute("aria-label", `${slide} of 5`);
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished)),
        );
        await expect(active.locator("img")).toHaveJSProperty("complete", true);
        const eyebrow = active.getByText("Oja Leather House · Lagos");
        expect(await lowestContrastBehind(page, eyebrow), `slide ${slide}`).toBeGreaterThanOrEqual(4.5);
        await hero.getByRole("button", { name: "Next slide" }).click();
      }
    },
  );

  test("shows grey cards while its products load after a click from another page", async ({ page }) => {
    // Only the home page's own data is held here, the shell's answers as usual, until the grey cards
    // have been seen: a fixed delay let a busy machine miss them. Held from the start, so that no request
    // for it gets past before the click.
    let answerHomeData = () => {};
    const homeDataAnswered = new Promise<void>((resolve) => {
      answerHomeData = resolve;
    });
    await page.route(/\.data\?_routes=routes%2Fhome$/, async (route) => {
      await homeDataAnswered;
      await route.continue();
    });
    await open(page, "/shop");
    await page.getByRole("link", { name: "Oja Leather House, home" }).click();
    await expect(page.getByRole("heading", { name: "Elegance in Every Stitch" })).toBeVisible();
    await expect(page.getByTestId("product-card-skeleton").first()).toBeVisible();
    answerHomeData();
    await expect(page.getByRole("region", { name: "New Arrivals" }).locator("article")).toHaveCount(3);
    await expect(page.getByTestId("product-card-skeleton")).toHaveCount(0);
  });
});

test.describe("the shop", () => {
  test("scrolls through every demo product once, to the end of the list", { tag: "@mobile" }, async ({
    page,
  }) => {
    await open(page, "/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Shop Products" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toContainText("Home");
    await expect(breadcrumb.getByText("Shop")).toHaveAttribute("aria-current", "page");
    const cards = page.locator("article[data-product]");
    await expect(cards).toHaveCount(30);
    await expect(page.getByText("You've reached the end of the list")).toHaveCount(0);

    // Slow the next page down a little so its "Loading more..." can be seen.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    // The next page comes once the end of the list is within 200 px of the bottom of the screen.
    const scrollToEndMinus = (gap: number) =>
      page.evaluate((below) => {
        const end = document.querySelector('[data-testid="list-end"]');
        const top = (end?.getBoundingClientRect().top ?? 0) + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + below, behavior: "instant" });
      }, gap);
    await scrollToEndMinus(-320);
    await page.waitForTimeout(600);
    await expect(cards).toHaveCount(30);
    await expect(page.getByText("Loading more...")).toHaveCount(0);
    await scrollToEndMinus(-150);
    await expect(page.getByText("Loading more...")).toBeVisible();
    await expect(page.getByText("You've reached the end of the list")).toBeVisible();
    await expect(cards).toHaveCount(demoProductCount);
    const slugs = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-product")));
    expect(new Set(slugs).size).toBe(demoProductCount);
    await expect(page.getByText("Loading more...")).toHaveCount(0);
  });

  test(
    "lays products out in three columns on desktop and two on phones",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      await open(page, "/shop");
      const tops = await page
        .locator("article[data-product]")
        .evaluateAll((nodes) =>
          nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().top)),
        );
      const columns = tops.filter((top) => top === tops[0]).length;
      expect(columns).toBe(testInfo.project.name === "mobile" ? 2 : 3);
    },
  );

  test("keeps category, search and sort in the address", async ({ page }) => {
    await open(page, "/shop");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Bags" }).click();
    await expect(page).toHaveURL(/\/shop\?category=bags$/);
    const cards = page.locator("article[data-product]");
    await expect(cards.first()).toBeVisible();
    // The address changes as the bags arrive; React may draw them a moment later.
    await expect(cards.filter({ hasNot: page.getByText("Bags", { exact: true }) })).toHaveCount(0);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page).toHaveURL(/category=bags&sort=price-asc/);
    // The address changes as the sorted list arrives; React may draw it a moment later.
    const prices = () =>
      page
        .locator("article[data-product]")
        .evaluateAll((nodes) =>
          nodes.map((node) => Number(node.querySelector("s")?.textContent?.replace(/[^\d.]/g, ""))),
        );
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.every((price, index) => index === 0 || (shown[index - 1] ?? 0) <= price);
      })
      .toBe(true);

    await page.getByRole("searchbox", { name: "Search" }).fill("voyager");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(/q=voyager/);
    // The bag named for it first, then a bag whose description names it (decision 030).
    await expect(page.locator("article[data-product]").first()).toHaveAttribute(
      "data-product",
      "luxurious-voyager-bag",
    );
    await page.getByRole("searchbox", { name: "Search" }).fill("no such thing");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  test("passes an automated accessibility check", { tag: "@mobile" }, async ({ page }) => {
    await open(page, "/shop");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
