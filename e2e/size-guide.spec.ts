import type { CategorySizeGuide } from "@oja/contracts/size-guides";
import { type APIRequestContext, type Page, request as requests } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { apiData } from "./shop-api.ts";
import { shopOwner, shopURL } from "./shop-server.ts";
import { apiHeaders, expect, live, newClientAddress, test, toast, visit } from "./shoppers.ts";

// A category's size guide (docs/product.md §2 "Size guide"): opened from a product's size choice in an
// accessible dialog, a page of its own without JavaScript, and edited by the owner in the admin area,
// the product page following at once. At 1280 px (and 360 px where tagged @mobile).

const loafer = "/products/adire-heritage-loafer";
const slide = "/products/lekki-slide";

const guideDialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });

async function signInAsOwner(request: APIRequestContext) {
  const response = await request.post("/api/v1/users/signin", { headers: apiHeaders, data: shopOwner });
  expect(response.status(), await response.text()).toBe(201);
}

test("opens the shoe chart from the size choice: EU, UK and US with foot length, Escape gives focus back", {
  tag: "@mobile",
}, async ({ page }) => {
  await visit(page, loafer);
  const opener = await live(page.getByRole("link", { name: "Size guide" }));
  await opener.click();
  const dialog = guideDialog(page, "Shoe sizes");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("columnheader")).toHaveText(["EU", "UK", "US", "Foot length (cm)"]);
  await expect(dialog.getByRole("row", { name: /^42 8 9 26\.7$/ })).toBeVisible();
  await expect(dialog.getByText(/between two sizes, take the larger/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The page behind is inert: Tab stays inside the dialog.
  for (let press = 0; press < 4; press += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("is a page of its own, where the size guide's link leads without JavaScript", {
  tag: "@mobile",
}, async ({ page }) => {
  await visit(page, loafer);
  await expect(page.getByRole("link", { name: "Size guide" })).toHaveAttribute(
    "href",
    "/size-guide/shoes?product=adire-heritage-loafer",
  );
  await visit(page, "/size-guide/bags?product=luxurious-voyager-bag");
  await expect(page.getByRole("heading", { level: 1, name: "Bag measurements" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Strap drop (cm)" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the product" }).click();
  await expect(page).toHaveURL(/\/products\/luxurious-voyager-bag$/);
  expect((await page.request.get("/size-guide/accessories")).status()).toBe(404);
});

test("the owner edits the sandals' guide, and a sandal's page shows the change at once", async ({ page }) => {
  const owner = await requests.newContext({
    baseURL: shopURL,
    extraHTTPHeaders: { ...apiHeaders, "x-forwarded-for": newClientAddress() },
  });
  await signInAsOwner(owner);
  const { guide: kept } = await apiData<CategorySizeGuide>(owner, "/size-guides/sandals");
  try {
    await signInAsOwner(page.request);
    await visit(page, "/admin/size-guides");
    await page.getByRole("link", { name: "Edit the Sandals size guide" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sandals size guide" })).toBeVisible();
    await page.getByLabel("Title").fill("Sandal sizes, half sizes too");
    await page.getByRole("button", { name: "Add Row" }).click();
    const rows = page.getByTestId("guide-row");
    await expect(rows).toHaveCount(10);
    const last = rows.last();
    await last.getByRole("textbox", { name: "EU, row 10" }).fill("48");
    await last.getByRole("textbox", { name: "UK, row 10" }).fill("13");
    await last.getByRole("textbox", { name: "US, row 10" }).fill("14");
    await last.getByRole("textbox", { name: "Foot length (cm), row 10" }).fill("30.7");
    await rows.first().getByRole("button", { name: "Remove row 1" }).click();
    await expect(rows).toHaveCount(9);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save Size Guide" }).click();
    await expect(toast(page, "news", "The Sandals size guide has been saved.")).toBeVisible();

    await visit(page, slide);
    await (await live(page.getByRole("link", { name: "Size guide" }))).click();
    const dialog = guideDialog(page, "Sandal sizes, half sizes too");
    await expect(dialog.getByRole("row", { name: /^48 13 14 30\.7$/ })).toBeVisible();
    await expect(dialog.getByRole("row", { name: /^39 / })).toHaveCount(0);

    // A row left empty is refused with the API's reason, and nothing changes.
    await visit(page, "/admin/size-guides/sandals");
    await page.getByRole("button", { name: "Add Row" }).click();
    await page.getByRole("button", { name: "Save Size Guide" }).click();
    await expect(toast(page, "error", "rows.9: must not be empty")).toBeVisible();
  } finally {
    const restored = await owner.put("/api/v1/admin/size-guides/sandals", { data: kept });
    expect(restored.status(), await restored.text()).toBe(200);
    await owner.dispose();
  }
});
