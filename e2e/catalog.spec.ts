import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./browser-checks.ts";
import { lowestContrastBehind } from "./contrast.ts";
import { apiHeaders } from "./shoppers.ts";

// The catalog as a shopper meets it: the home slider, the shop's endless scroll, the product page's
// carousel, choices and reviews, and what a crawler or a phone without JavaScript receives.

const voyager = "/products/luxurious-voyager-bag";
const demoProductCount = 40;

/** Opens a page and waits until React has taken over the server's HTML and run its effects. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
  await page.waitForTimeout(100);
}

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

  test("the words over the hero's pictures stand out from every one of them", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "on a phone the words cross the picture");
    await open(page, "/");
    const hero = page.getByRole("region", { name: "Featured collections" });
    // Held still while it is measured, as it is under the pointer.
    await hero.hover();
    for (let slide = 1; slide <= 5; slide += 1) {
      const active = hero.locator('[data-active="true"]');
      await expect(active).toHaveAttribute("aria-label", `${slide} of 5`);
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      await expect(active.locator("img")).toHaveJSProperty("complete", true);
      const eyebrow = active.getByText("Oja Leather House · Lagos");
      expect(await lowestContrastBehind(page, eyebrow), `slide ${slide}`).toBeGreaterThanOrEqual(4.5);
      await hero.getByRole("button", { name: "Next slide" }).click();
    }
  });

  test("shows grey cards while its products load after a click from another page", async ({ page }) => {
    // Only the home page's own data is slow here; the shell's answers as usual. Slow from the start, so
    // that a prefetch of it while /shop settles is slow too.
    await page.route(/\.data\?_routes=routes%2Fhome$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await open(page, "/shop");
    await page.getByRole("link", { name: "Oja Leather House, home" }).click();
    await expect(page.getByRole("heading", { name: "Elegance in Every Stitch" })).toBeVisible();
    await expect(page.getByTestId("product-card-skeleton").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "New Arrivals" }).locator("article")).toHaveCount(3);
    await expect(page.getByTestId("product-card-skeleton")).toHaveCount(0);
  });
});

test.describe("the shop", () => {
  test("scrolls through every demo product once, to the end of the list", async ({ page }) => {
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

  test("lays products out in three columns on desktop and one on phones", async ({ page }, testInfo) => {
    await open(page, "/shop");
    const tops = await page
      .locator("article[data-product]")
      .evaluateAll((nodes) => nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().top)));
    const columns = tops.filter((top) => top === tops[0]).length;
    expect(columns).toBe(testInfo.project.name === "mobile" ? 1 : 3);
  });

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
    await expect(page.locator("article[data-product]")).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search" }).fill("no such thing");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  test("passes an automated accessibility check", async ({ page }) => {
    await open(page, "/shop");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

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

  test("changes picture on a swipe longer than 50 px and not on a shorter one", async ({
    page,
  }, testInfo) => {
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
  });

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
    await expect(reviews.getByTestId("average-rating").locator('[data-fill="half"]')).toHaveCount(1);
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

  test("passes an automated accessibility check", async ({ page }) => {
    await open(page, voyager);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe("for search engines and phones without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page, the shop and a product page show products, prices and text", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Elegance in Every Stitch" })).toBeVisible();
    await expect(page.getByRole("region", { name: "New Arrivals" }).locator("article")).toHaveCount(3);
    await expect(page.getByText(/₦[\d,]+\.\d\d/).first()).toBeVisible();

    await page.goto("/shop");
    await expect(page.locator("article[data-product]")).toHaveCount(30);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(page.locator("article[data-product]")).toHaveCount(demoProductCount - 30);
    await expect(page.getByText("You've reached the end of the list")).toBeVisible();

    await page.goto(voyager);
    await expect(page.getByRole("heading", { level: 1, name: "Luxurious Voyager Bag" })).toBeVisible();
    await expect(page.getByText("₦436,500.00").first()).toBeVisible();
    await expect(page.getByText(/vegetable-tanned in Tuscany/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Reviews" }).getByRole("listitem")).toHaveCount(10);
  });
});

test.describe("what crawlers read", () => {
  // Server answers are the same at any width: checked once, on desktop.
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "checked on desktop");

  test("a product page carries Product and BreadcrumbList JSON-LD, canonical and Open Graph tags", async ({
    request,
  }) => {
    const html = await (await request.get(voyager)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1] ?? ""),
    );
    const product = blocks.find((block) => block["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Luxurious Voyager Bag",
      offers: {
        "@type": "Offer",
        price: "436500.00",
        priceCurrency: "NGN",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 13 },
    });
    const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Shop",
      "Bags",
      "Luxurious Voyager Bag",
    ]);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/products\/luxurious-voyager-bag"/);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+luxurious-voyager-bag-1-1200\.webp"/);
  });

  test("the shop carries a BreadcrumbList", async ({ request }) => {
    const html = await (await request.get("/shop")).text();
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/shop"/);
  });

  test("nonsense in the address falls back to the defaults instead of failing", async ({ request }) => {
    for (const path of [
      "/shop?page=abc&sort=cheapest&category=%3Cb%3E",
      "/shop?q=%25_",
      `${voyager}?reviews=-1`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
    const pastTheEnd = await request.get("/shop?page=99", { maxRedirects: 0 });
    expect(pastTheEnd.status()).toBe(302);
    expect(pastTheEnd.headers().location).toBe("/shop?page=2");
  });

  test("a product's id leads to its one address", async ({ request }) => {
    const answer = await request.get("/api/v1/products/luxurious-voyager-bag", {
      headers: apiHeaders,
    });
    const { id } = (await answer.json()).data.product;
    const response = await request.get(`/products/${id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(voyager);
  });

  test("the sitemap lists every product and page, and robots.txt points to it", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(locations.filter((path) => path.startsWith("/products/"))).toHaveLength(demoProductCount);
    for (const path of ["/", "/shop", "/about", "/contact", "/terms-conditions", voyager]) {
      expect(locations).toContain(path);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http\S+\/sitemap\.xml$/m);
    expect(robots).toContain("Disallow: /account");
  });

  test("pictures and built files are cached for a year", async ({ request }) => {
    const image = await request.get("/uploads/products/luxurious-voyager-bag-1-800.webp");
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toContain("immutable");
    const html = await (await request.get("/")).text();
    const script = html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toMatch(/max-age=31536000/);
  });
});
