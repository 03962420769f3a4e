import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { axeViolations } from "./browser-checks.ts";
import { apiPost, archiveProducts } from "./shop-api.ts";
import { shopOwner } from "./shop-server.ts";
import {
  authModal,
  expect,
  openSignIn,
  passwordField,
  signedInShopper,
  test,
  toast,
  visit,
} from "./shoppers.ts";

// The owner's admin of issue 15 (docs/architecture.md §8), products part: the owner adds a product with a photo
// and two pieces in stock, and it is in the shop with its photo; a DRAFT product is not. At 1280 px.

/** A small photo, as a phone would take it: landscape, so the shop's 4:5 cut is exercised too. */
function photoOfTote(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background: "#7a4a2a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">' +
            '<rect x="150" y="110" width="180" height="170" rx="18" fill="#d9b98a"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** The ACTIVE products a test adds leave the shop after it (e2e/shop-api.ts archiveProducts). */
const added: string[] = [];
test.afterEach(async () => {
  await archiveProducts(added.splice(0));
});

test("the owner adds a product with a photo and stock 2; the shop shows it, and not a DRAFT one", async ({
  page,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  const name = `Lekki Weekender Tote ${suffix}`;
  added.push(`lekki-weekender-tote-${suffix}`);

  await openSignIn(page, "/?signin=1");
  await authModal(page).getByLabel("Email address").fill(shopOwner.email);
  await passwordField(authModal(page), "Password").fill(shopOwner.password);
  await authModal(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page.getByRole("heading", { name: "New product", level: 1 })).toBeVisible();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const details = page.getByRole("form", { name: "Product details" });
  await details.getByLabel("Name").fill(name);
  await expect(details.getByLabel(/^Slug/)).toHaveValue(`lekki-weekender-tote-${suffix}`);
  await details.getByLabel("Price in naira").fill("95000");
  await details.getByLabel("Stock").fill("2");
  await details.getByLabel("Category").selectOption({ label: "Bags" });
  await details.getByLabel("Status").selectOption("ACTIVE");
  await details.getByLabel(/^Sizes/).fill("One Size");
  await details.getByLabel("Colour 1", { exact: true }).fill("#7a4a2a");
  await details.getByLabel(/^Description/).fill("<p>Hand-stitched in Lekki from vegetable-tanned hide.</p>");
  await details.getByRole("button", { name: "Add Product" }).click();
  await expect(toast(page, "news", "The product has been added.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.getByLabel(/^Add a photo/).setInputFiles({
    name: "tote.png",
    mimeType: "image/png",
    buffer: await photoOfTote(),
  });
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(toast(page, "news", "The photo has been added.")).toBeVisible();
  const thumbnail = page.getByRole("list", { name: "Photos, in the shop's order" }).getByRole("img");
  await expect(thumbnail).toHaveCount(1);
  const photo = /\/uploads\/products\/(lekki-weekender-tote-[^/]+)-400\.webp$/.exec(
    (await thumbnail.getAttribute("src")) ?? "",
  )?.[1];
  expect(photo, "the uploaded photo's name").toBeTruthy();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  // In the shop: its page with its photo, and the shop's search.
  await visit(page, `/products/lekki-weekender-tote-${suffix}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const shown = page.locator(`main img[src*="${photo}"]`).first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await visit(page, `/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();

  // Archived, it leaves the shop at once: its page, read a moment ago and kept, is now a 404.
  await archiveProducts([`lekki-weekender-tote-${suffix}`]);
  expect((await page.goto(`/products/lekki-weekender-tote-${suffix}`))?.status()).toBe(404);
  expect((await page.request.get(`/products/lekki-weekender-tote-${suffix}.data`)).status()).toBe(404);

  // A DRAFT product is in the admin area but not in the shop.
  const draftName = `Ikeja Draft Clutch ${suffix}`;
  const draft = await apiPost<{ id: string; slug: string }>(page.request, "/admin/products", {
    name: draftName,
    slug: `ikeja-draft-clutch-${suffix}`,
    price: 40000,
    category: "bags",
    sizes: ["One Size"],
    colours: ["#1f1712"],
    description: "<p>Not yet.</p>",
    stock: 3,
    status: "DRAFT",
  });
  expect((await page.goto(`/products/${draft.slug}`))?.status()).toBe(404);
  await visit(page, `/shop?q=${encodeURIComponent(draftName)}`);
  await expect(page.getByRole("link", { name: new RegExp(draftName) })).toHaveCount(0);
  await visit(page, `/admin/products?search=${encodeURIComponent(draftName)}&status=DRAFT`);
  await expect(page.getByRole("link", { name: draftName })).toBeVisible();
});

test("a shopper is refused at the admin area's product pages", async ({ page }) => {
  await signedInShopper(page);
  for (const path of ["/admin/products", "/admin/products/new"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("Only the shop's staff may do this.")).toBeVisible();
  }
});
