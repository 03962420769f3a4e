import { type APIRequestContext, expect, test } from "@playwright/test";
import { newClientAddress, signInThroughApi, verifiedShopper } from "./shoppers.ts";

// What a crawler or a phone without JavaScript gets: server-rendered HTML, a title per page, the
// right status codes, the DESIGN §6 redirects and the route guard of the signed-in pages.

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

/** Spec §2's protected routes: a signed-out visitor is sent to sign in (DESIGN §4, decision 005). */
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
    });

    test.afterAll(async () => {
      await shopper.dispose();
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

  test("unknown API paths answer JSON, not the 404 page", async ({ request }) => {
    const response = await request.get("/api/v1/no-such-call", { headers: { "x-app-key": "oja-dev-key" } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: "There is no such API call." });
  });
});
