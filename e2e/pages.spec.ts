import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./browser-checks.ts";
import { addToCart } from "./shop-api.ts";
import { apiHeaders, newClientAddress, signInThroughApi, verifiedShopper } from "./shoppers.ts";

// What a crawler or a phone without JavaScript gets: server-rendered HTML, a title per page, the
// right status codes, the docs/architecture.md §6 redirects and the route guard of the signed-in pages.

const banner = "Worldwide shipping - Free shipping within Lagos on orders above ₦300,000";

const pages: [path: string, title: string][] = [
  ["/", "Oja Leather House | Hand-made leather shoes, sandals and bags from Lagos"],
  ["/shop", "Shop Products | Oja Leather House"],
  ["/products/luxurious-voyager-bag", "Luxurious Voyager Bag | Oja Leather House"],
  ["/about", "About Us | Oja Leather House"],
  ["/contact", "Contact Us | Oja Leather House"],
  ["/craftsmanship", "Craftsmanship | Oja Leather House"],
  ["/trainings", "Trainings | Oja Leather House"],
  ["/bespoke", "Bespoke | Oja Leather House"],
  ["/privacy-policy", "Privacy Policy | Oja Leather House"],
  ["/terms-conditions", "Terms & Conditions | Oja Leather House"],
  ["/shipping-costs", "Shipping Costs | Oja Leather House"],
  ["/returns-repairs", "Returns & Repairs | Oja Leather House"],
  ["/return-policy", "Return Policy | Oja Leather House"],
  ["/payment/verification", "Payment Verification | Oja Leather House"],
];

/** docs/product.md §2's protected routes: a signed-out visitor is sent to sign in (docs/architecture.md §4, decision 005). */
const guardedPages: [path: string, title: string][] = [
  ["/checkout", "Checkout | Oja Leather House"],
  ["/account", "Dashboard | Oja Leather House"],
  ["/account/orders", "Orders | Oja Leather House"],
  ["/account/wishlist", "Wishlist | Oja Leather House"],
  ["/account/addresses", "Addresses | Oja Leather House"],
  ["/account/payments", "Transaction History | Oja Leather House"],
  ["/account/profile", "Profile Settings | Oja Leather House"],
];

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;");

test.describe("server-rendered pages", () => {
  test("the home page carries the banner, the menus, the footer year and the demo products", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(banner);
    for (const item of ["Home", "Shop", "About", "Contact", "Account"])
      expect(html).toContain(`>${item}</a>`);
    expect(html).toContain(`© <!-- -->${new Date().getFullYear()}`);
    expect(html).toContain("New Arrivals");
    expect(html).toContain("Luxurious Voyager Bag");
    expect(html).toMatch(/₦[\d,]+\.\d\d/);
  });

  for (const [path, title] of pages) {
    test(`${path} answers 200 with its own title`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<title>${escapeHtml(title)}</title>`);
    });
  }

  for (const [path] of guardedPages) {
    test(`${path} sends a signed-out visitor to sign in, remembering the page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(response.headers().location).toBe(`/?signin=1&redirectTo=${encodeURIComponent(path)}`);
    });
  }

  test.describe("signed in", () => {
    // One shopper for these read-only requests, signed in through the API; the context keeps the
    // session cookies and sends them with each page request, as a browser would.
    let shopper: APIRequestContext;

    test.beforeAll(async ({ playwright }, testInfo) => {
      shopper = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
      });
      await signInThroughApi(shopper, await verifiedShopper(shopper));
      // The checkout sends a shopper with an empty cart home (docs/product.md §2), so this one has a piece in it.
      await addToCart(shopper, "luxurious-voyager-bag");
    });

    test.afterAll(async () => {
      await shopper.dispose();
    });

    test("/checkout sends a shopper with an empty cart to the home page", async ({
      playwright,
    }, testInfo) => {
      const empty = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
      });
      await signInThroughApi(empty, await verifiedShopper(empty));
      const response = await empty.get("/checkout", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/");
      await empty.dispose();
    });

    for (const [path, title] of guardedPages) {
      test(`${path} answers 200 with its own title`, async () => {
        const response = await shopper.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(`<title>${escapeHtml(title)}</title>`);
      });
    }
  });

  test("an unknown address answers 404", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("This page has wandered off");
  });

  test("an unknown product answers 404", async ({ request }) => {
    expect((await request.get("/products/no-such-bag")).status()).toBe(404);
  });

  test("an address the shop refuses answers 4xx with a page that says so, not 500", async ({ request }) => {
    // A control character (here NUL) in the search is refused by the API with 400 and its reason.
    const search = await request.get("/shop?q=%00");
    expect(search.status()).toBe(400);
    const html = await search.text();
    expect(html).toContain("Error 400");
    expect(html).toContain("We could not open this page");
    expect(html).toContain("Some of the details sent hold characters that are not allowed.");
    expect(html).toContain('href="/shop"');
    expect((await request.get("/products/%00")).status()).toBe(404);
    // A category's size guide the same way: a category the API refuses is no guide at all.
    expect((await request.get("/size-guide/%00")).status()).toBe(404);
    expect((await request.get("/size-guide/no-such-category")).status()).toBe(404);
  });

  test("error pages show no stack trace, source file or server path", async ({ request }) => {
    const answers = [
      await request.get("/shop?q=%00"),
      await request.get("/products/%00"),
      // A form body that cannot be read is refused by the page's action.
      await request.post("/contact", {
        headers: { "content-type": "multipart/form-data; boundary=oja" },
        data: "not a form",
      }),
    ];
    for (const answer of answers) {
      const html = await answer.text();
      for (const internal of [
        /\bat \S+ \(/,
        /node_modules/,
        /build\/server/,
        /node:internal/,
        /ApiError|TypeError/,
      ]) {
        expect(html, `${answer.url()} (${answer.status()})`).not.toMatch(internal);
      }
    }
    expect(answers[2]?.status()).toBe(400);
    expect(await answers[2]?.text()).toContain("The form could not be read. Please send it again.");
  });

  test("every page carries a Content-Security-Policy that lets only its own scripts run", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    const hashOf = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
    // The public pages are kept and shown to every signed-out visitor (decision 017): their own inline
    // scripts are trusted by hash. A page rendered for one response (a 404 here) carries a nonce.
    const kept = ["/", "/shop", "/products/luxurious-voyager-bag", "/contact"];
    for (const path of [...kept, "/no-such-page", "/no-such-page-either"]) {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"] ?? "";
      const directives = new Map(
        policy.split(";").map((directive) => {
          const [name = "", ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      const scriptSources = directives.get("script-src") ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(directives.get("frame-ancestors")).toEqual(["'self'"]);
      // The award film plays in YouTube's frame (its address is a setting).
      expect(directives.get("frame-src")).toContain("https://www.youtube.com");

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .map(([, attributes = "", text = ""]) => ({ attributes, text }))
        .filter(({ attributes }) => !attributes.includes('type="application/ld+json"'));
      expect(scripts.length, path).toBeGreaterThan(0);
      if (kept.includes(path)) {
        expect(policy, path).not.toContain("'nonce-");
        expect(html, path).not.toContain(" nonce=");
        for (const { text } of scripts) expect(scriptSources, path).toContain(`'sha256-${hashOf(text)}'`);
        continue;
      }
      const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, `${path}: ${policy}`).toMatch(/^[\w+/]{16,}={0,2}$/);
      expect(scriptSources).toContain("'strict-dynamic'");
      for (const { attributes } of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
      nonces.add(nonce ?? "");
    }
    expect(nonces.size, "a new nonce for every page rendered for one response").toBe(2);
  });

  test("a signed-in shopper's pages link the style sheet; a visitor's carry it", async ({ page }) => {
    const visitor = await page.request.get("/about");
    const visitorHtml = await visitor.text();
    expect(visitorHtml).toMatch(/<style [^>]*data-precedence/);
    const prefetched = (await (await page.request.get("/sign-in")).text()).match(
      /<link[^>]* rel="prefetch" href="(\/assets\/app-[^"]+\.css)" as="style"/,
    );
    expect(prefetched, "/sign-in fetches the style sheet ahead").not.toBeNull();

    await signInThroughApi(page.request, await verifiedShopper(page.request));
    const signedIn = await (await page.request.get("/about")).text();
    expect(signedIn).not.toMatch(/<style [^>]*data-precedence/);
    expect(signedIn).toContain(
      `<link rel="stylesheet" href="${prefetched?.[1]}" data-precedence="default"/>`,
    );
    expect(signedIn.length).toBeLessThan(visitorHtml.length / 2);
    // Styled, and the browser keeps the one sheet it was given.
    await page.goto("/about");
    await expect(page.locator("body")).toHaveCSS("margin", "0px");
    await page.locator('a[href="/shop"]:visible').first().click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await page.locator('link[rel="stylesheet"], style[data-precedence]').count()).toBe(1);
  });

  const redirects: [from: string, to: string][] = [
    ["/home", "/"],
    ["/products", "/shop"],
    ["/terms-condition", "/terms-conditions"],
    ["/profile", "/account/profile"],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("the page's scripts come compressed at build time, kept a year, varying by encoding", async ({
    request,
  }) => {
    const html = await (await request.get("/shop")).text();
    const script = html.match(/"(\/assets\/entry\.client-[\w-]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const brotli = await request.get(script ?? "", { headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers().vary).toContain("accept-encoding");
    const plain = await request.get(script ?? "", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    // Brotli at build time: well under half the script's own size.
    expect(Number(brotli.headers()["content-length"])).toBeLessThan((await plain.body()).length * 0.4);
  });

  test("the public pages' first-load scripts leave zod to the forms that need it", async ({ request }) => {
    // vite.config.ts's "shell" group keeps modules that bring zod out of the first load: this holds it.
    for (const path of ["/", "/shop", "/products/luxurious-voyager-bag", "/about"]) {
      const html = await (await request.get(path)).text();
      const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(await (await request.get(script)).text(), `${path}: ${script}`).not.toContain("ZodError");
      }
    }
  });

  test("a visitor's public page names six scripts at most, at low priority, and not the signed-in shopper's menu", async ({
    request,
  }) => {
    // Each first-load script is a request of its own on a phone's line (vite.config.ts, decision 018):
    // the ones the page has the browser fetch at once, which React Router names as module preloads. They
    // come after the page's picture and face, whether the page was kept (the four) or streamed (a 404).
    for (const path of ["/", "/shop", "/products/luxurious-voyager-bag", "/about", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      const preloads = html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
      const scripts = preloads.map((link) => link.match(/\bhref="([^"]+)"/)?.[1] ?? "");
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeLessThanOrEqual(6);
      for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
      for (const script of scripts) {
        expect(await (await request.get(script)).text(), `${path}: ${script}`).not.toContain("Ref. Code");
      }
    }
  });

  test("unknown API paths answer JSON, not the 404 page", async ({ request }) => {
    const response = await request.get("/api/v1/no-such-call", { headers: apiHeaders });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: "There is no such API call." });
  });
});
