import { readFile } from "node:fs/promises";
import type { Cart } from "@oja/contracts/cart-api";
import type { ProductDetail } from "@oja/contracts/catalog";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { type APIRequestContext, type Page, request as requests } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { addToCart, apiData, apiPost, cartOf, orderForPickup, restock, userIdOf } from "./shop-api.ts";
import { shopOwner, shopURL } from "./shop-server.ts";
import { apiHeaders, expect, newClientAddress, signedInShopper, test, toast, visit } from "./shoppers.ts";

// The owner's admin of issue 15 (docs/architecture.md §8), the rest of the day: a promo code made in the admin area
// that a shopper then applies, a contact message marked handled, the subscribers' CSV downloaded
// through the page server, and a new discount that product pages and the cart viewer show at once.
// At 1280 px.

async function signInAsOwner(request: APIRequestContext) {
  const response = await request.post("/api/v1/users/signin", { headers: apiHeaders, data: shopOwner });
  expect(response.status(), await response.text()).toBe(201);
}

/** The owner's API, for setting a scene and putting the shop back after a test. */
async function ownerApi() {
  const owner = await requests.newContext({
    baseURL: shopURL,
    extraHTTPHeaders: { ...apiHeaders, "x-forwarded-for": newClientAddress() },
  });
  await signInAsOwner(owner);
  return owner;
}

const uniqueWord = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function adminPage(page: Page, path: string, heading: string) {
  await signInAsOwner(page.request);
  await visit(page, path);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

test("the owner adds a promo code, a shopper applies it, its use shows, and the owner expires it", async ({
  page,
  browser,
}) => {
  test.slow();
  await adminPage(page, "/admin/promo-codes", "Promo codes");
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  const code = `SHOP${uniqueWord()}`;
  const form = page.getByRole("region", { name: "New promo code" });
  await form.getByRole("textbox", { name: "Code", exact: true }).fill(code.toLowerCase());
  await form.getByRole("combobox", { name: "Kind" }).selectOption("PERCENTAGE");
  await form.getByRole("textbox", { name: "Percentage (1 to 100)" }).fill("15");
  await form.getByRole("spinbutton", { name: "Usage limit (blank for none)" }).fill("10");
  await page.getByRole("button", { name: "Add Promo Code" }).click();
  await expect(toast(page, "news", `The promo code ${code} has been added.`)).toBeVisible();
  // A CSS row, not a role: below 768 px the table's rows are laid out as cards.
  const row = page.locator("tr", { hasText: code });
  await expect(row).toContainText("15% off");
  await expect(row).toContainText("0 of 10");

  const shopperContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
  });
  const shopperPage = await shopperContext.newPage();
  await signedInShopper(shopperPage);
  const order: Order = await orderForPickup(shopperPage.request, "ikoyi-penny-loafer");
  const applied = await apiPost<Order>(
    shopperPage.request,
    `/payments/${await userIdOf(shopperPage.request)}/promo-code/apply`,
    { code, orderId: order.id },
  );
  expect(applied.promoCode).toBe(code);
  expect(applied.promoDiscount).toBeGreaterThan(0);

  await page.reload();
  await expect(row).toContainText("1 of 10");
  // Edit takes the owner to the form above the list, filled with the code; Cancel Editing empties it
  // and leaves them there.
  const codeField = page.getByRole("textbox", { name: "Code", exact: true });
  await page.getByRole("button", { name: `Edit ${code}` }).click();
  await expect(page.getByRole("heading", { name: `Edit ${code}` })).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveValue(code);
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  await expect(page.getByRole("heading", { name: "New promo code" })).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveValue("");
  await page.getByRole("button", { name: `Expire ${code}` }).click();
  const dialog = page.getByRole("dialog", { name: "Expire Promo Code" });
  await dialog.getByRole("button", { name: "Yes, Expire" }).click();
  await expect(toast(page, "news", `The promo code ${code} has been saved; it has expired.`)).toBeVisible();
  await expect(row).toContainText("Expired");
  await shopperContext.close();
});

test("the owner reads a contact message and marks it handled", async ({ page }) => {
  const subject = `Strap length ${uniqueWord()}`;
  const sent = await page.request.post("/api/v1/contact/messages", {
    headers: apiHeaders,
    data: {
      name: "Bola Adeyemi",
      phoneNumber: "08031234567",
      email: "bola@example.com",
      subject,
      message: "Can the Voyager's strap be shortened for me?",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await adminPage(page, "/admin/messages", "Messages");
  await page.getByText(subject).click();
  await expect(page.getByText("Can the Voyager's strap be shortened for me?")).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
  await page.getByRole("button", { name: "Mark Handled" }).click();
  await expect(toast(page, "news", "The message from Bola Adeyemi is marked handled.")).toBeVisible();
  // Handled messages leave the waiting list and are found among the handled ones.
  await expect(page.getByText(subject)).toHaveCount(0);
  await page.getByRole("link", { name: "Handled" }).click();
  await expect(page.getByText(subject)).toBeVisible();
});

test("the owner exports the newsletter's subscribers as a CSV file", async ({ page }) => {
  const email = `reader+${uniqueWord().toLowerCase()}@example.com`;
  const joined = await page.request.post("/api/v1/newsletter/subscriptions", {
    headers: apiHeaders,
    data: { name: "=Reader, Lagos", email },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await adminPage(page, "/admin/subscribers", "Subscribers");
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^oja-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile(await download.path(), "utf8");
  expect(file.split("\r\n")[0]).toBe("name,email,subscribed_at");
  expect(file).toContain(`"'=Reader, Lagos",${email},`);
});

test("a 20% discount set in the admin area shows at once on a product page and in the cart viewer", async ({
  page,
  browser,
}) => {
  test.slow();
  const slug = "luxurious-voyager-bag";
  await signedInShopper(page);
  await restock(slug);
  await addToCart(page.request, slug);
  const { product } = await apiData<{ product: ProductDetail }>(page.request, `/products/${slug}`);
  // The page server now keeps the product's answer, with its 10% price, for a minute.
  await visit(page, `/products/${slug}`);
  await expect(
    page
      .getByRole("main")
      .getByText(formatNaira(product.price * 0.9))
      .first(),
  ).toBeVisible();

  const owner = await ownerApi();
  try {
    const ownerContext = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
    });
    const ownerPage = await ownerContext.newPage();
    await adminPage(ownerPage, "/admin/settings", "Settings");
    expect(await axeViolations(ownerPage, { exclude: "header" })).toEqual([]);
    await ownerPage.getByLabel("Store-wide discount (%)").fill("20");
    await ownerPage.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(ownerPage, "news", "The settings have been saved.")).toBeVisible();
    await ownerContext.close();

    await visit(page, `/products/${slug}`);
    await expect(
      page
        .getByRole("main")
        .getByText(formatNaira(product.price * 0.8))
        .first(),
    ).toBeVisible();
    const cart: Cart = await cartOf(page.request);
    expect(cart.quote.discount).toBe(product.price * 0.2);
    await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
    const summary = page
      .getByRole("dialog", { name: "Cart Viewer" })
      .getByRole("region", { name: "Order summary" });
    await expect(summary.getByRole("definition")).toHaveText([
      formatNaira(cart.quote.subtotal),
      `−${formatNaira(product.price * 0.2)}`,
      formatNaira(cart.quote.vat),
      formatNaira(cart.quote.total),
    ]);
  } finally {
    // Other tests of the run expect the demo shop's 10%.
    const settings = await apiData<{
      ceoWelcomeMessage: string;
      about: string;
      officeLocations: unknown[];
      vatPercent: number;
    }>(owner, "/admin/settings");
    const reset = await owner.put("/api/v1/admin/settings", {
      data: {
        ceoWelcomeMessage: settings.ceoWelcomeMessage,
        about: settings.about,
        officeLocations: settings.officeLocations,
        discountPercent: 10,
        vatPercent: settings.vatPercent,
      },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    await owner.dispose();
  }
});

test("the owner rewrites the CEO's welcome in bold with the editor's toolbar, from the keyboard", async ({
  page,
}) => {
  const owner = await ownerApi();
  const before = await apiData<{
    ceoWelcomeMessage: string;
    about: string;
    officeLocations: unknown[];
    discountPercent: number;
    vatPercent: number;
  }>(owner, "/admin/settings");
  try {
    await adminPage(page, "/admin/settings", "Settings");
    const welcome = page.getByRole("textbox", { name: "Welcome from the CEO" });
    await welcome.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Made by hand in Lagos.");
    await page.keyboard.press("ControlOrMeta+A");
    const toolbar = page.getByRole("toolbar", { name: "Welcome from the CEO: formatting" });
    await toolbar.getByRole("button", { name: "Bold" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "news", "The settings have been saved.")).toBeVisible();

    const saved = await apiData<{ ceoWelcomeMessage: string }>(page.request, "/settings/default");
    expect(saved.ceoWelcomeMessage).toMatch(
      /^(<p>)?<(b|strong)>Made by hand in Lagos\.<\/(b|strong)>(<\/p>)?$/,
    );
    await visit(page, "/about");
    await expect(page.locator("b, strong").filter({ hasText: "Made by hand in Lagos." })).toBeVisible();
  } finally {
    const reset = await owner.put("/api/v1/admin/settings", {
      data: {
        ceoWelcomeMessage: before.ceoWelcomeMessage,
        about: before.about,
        officeLocations: before.officeLocations,
        discountPercent: before.discountPercent,
        vatPercent: before.vatPercent,
      },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    await owner.dispose();
  }
});
