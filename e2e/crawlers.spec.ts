import { expect, test } from "./browser-checks.ts";
import { demoProductCount, voyager } from "./catalog-pages.ts";
import { apiHeaders } from "./shoppers.ts";

// What a crawler or a phone without JavaScript receives from the catalog: products, prices and text
// without scripts, structured data, canonical addresses, the sitemap and the caching of built files.

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
