import { stockAlertSavedMessage } from "@oja/contracts/stock-alerts";
import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./browser-checks.ts";
import { addToCartButton, chooseColour, keepScreenshot } from "./cart-pages.ts";
import { apiPost, archiveProducts, asShopOwner } from "./shop-api.ts";
import { signedInShopper, visit } from "./shoppers.ts";

// Stock per size × colour on the product page and the cards (docs/product.md §2 "Product detail",
// docs/decisions/029-variants.md). The owner makes the products these tests need: a new product's
// stock is spread over its sizes × colours, size first, the first (stock mod count) one piece more,
// so 3 pieces over sizes 41, 42, 43 in Black and Cognac leave 41 in both colours and 42 in Black one
// each, 42 in Cognac none, and 43 none in any colour.

const black = { name: "Black", hex: "#1c1a19" } as const;
const cognac = { name: "Cognac", hex: "#9a5b2e" } as const;
const made: string[] = [];

/** A product made by the owner, named for this test and project so that no two runs meet. */
async function ownerMakes(
  name: string,
  shape: { sizes: string[]; colours: string[]; stock: number },
): Promise<{ slug: string; name: string }> {
  const unique = `${test.info().project.name}-${Date.now().toString(36)}`;
  const product = { name: `${name} ${unique}`, slug: `${name.toLowerCase().replaceAll(" ", "-")}-${unique}` };
  await asShopOwner((owner) =>
    apiPost(owner, "/admin/products", {
      ...product,
      price: 98000,
      category: "shoes",
      description: "<p>Hand-stitched in Lagos.</p>",
      status: "ACTIVE",
      ...shape,
    }),
  );
  made.push(product.slug);
  return product;
}

const sizeChoice = (page: Page, name: string) =>
  page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name, exact: true });

/** Clicks a size's button (the radio is hidden behind it), whatever its accessible name says. */
async function chooseSize(page: Page, size: string) {
  await page.getByRole("group", { name: /^Size/ }).getByText(size, { exact: true }).click();
}

test.afterAll(async () => {
  await archiveProducts(made.splice(0));
});

test("a size sold out in the chosen colour is struck through, can be chosen, and cannot be added", async ({
  page,
}, testInfo) => {
  const loafer = await ownerMakes("Variant Loafer", {
    sizes: ["41", "42", "43"],
    colours: [black.hex, cognac.hex],
    stock: 3,
  });
  await signedInShopper(page);
  await visit(page, `/products/${loafer.slug}`);

  // 43 is gone in every colour, so it says so before a colour is chosen; 42 is still had in Black.
  await expect(sizeChoice(page, "43, sold out")).toBeVisible();
  await expect(sizeChoice(page, "42")).toBeVisible();

  await chooseColour(page, cognac.name);
  await expect(sizeChoice(page, "42, sold out in Cognac")).toBeVisible();
  await expect(sizeChoice(page, "41")).toBeVisible();

  // Still choosable: the shopper may ask to be told.
  await chooseSize(page, "42");
  await expect(sizeChoice(page, "42, sold out in Cognac")).toBeChecked();
  await expect(page.getByText("Sold out in this size and colour")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sold Out" })).toBeDisabled();
  await expect(addToCartButton(page)).toHaveCount(0);
  const backInStock = page.getByRole("region", { name: "Back in stock" });
  // Signed in, one button: their own e-mail is used.
  await expect(backInStock.getByRole("button", { name: "Email me when it's back" })).toBeVisible();
  await expect(backInStock.getByRole("textbox")).toHaveCount(0);
  await expect(
    page.getByRole("group", { name: /^Colour/ }).getByRole("radio", { name: "Cognac, sold out in size 42" }),
  ).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, "sold-out-size");

  // The same size in Black has its last piece: "Only 1 left" is that variant's, and it can be added.
  await chooseColour(page, black.name);
  await expect(sizeChoice(page, "42")).toBeChecked();
  await expect(page.getByText("Only 1 left")).toBeVisible();
  await expect(backInStock).toHaveCount(0);
  await addToCartButton(page).click();
  await expect(page.getByRole("dialog", { name: "Cart Viewer" })).toBeVisible();
});

test("a visitor asks to be told when a sold-out size and colour is back, and is answered in place", async ({
  page,
}) => {
  const loafer = await ownerMakes("Alert Loafer", {
    sizes: ["41", "42"],
    colours: [black.hex, cognac.hex],
    stock: 3,
  });
  await visit(page, `/products/${loafer.slug}`);
  await chooseColour(page, cognac.name);
  await chooseSize(page, "42");
  const backInStock = page.getByRole("region", { name: "Back in stock" });
  const ask = backInStock.getByRole("button", { name: "Email me when it's back" });

  // The browser checks the address before the form goes, then the API does.
  const email = backInStock.getByRole("textbox", { name: "Your e-mail" });
  await email.fill("not an address");
  await ask.click();
  expect(await email.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(false);
  await expect(backInStock.getByRole("status")).toHaveText("");

  await email.fill("amaka@example.com");
  await ask.click();
  await expect(backInStock.getByRole("status")).toHaveText(stockAlertSavedMessage);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sold-out product in one size and colour offers back in stock as a plain form", async ({ page }) => {
    const clutch = await ownerMakes("Gone Clutch", { sizes: ["One Size"], colours: [black.hex], stock: 0 });
    await page.goto(`/products/${clutch.slug}`);
    await expect(page.getByText("Sold out for now")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sold Out" })).toBeDisabled();
    const backInStock = page.getByRole("region", { name: "Back in stock" });
    await backInStock.getByRole("textbox", { name: "Your e-mail" }).fill("tunde@example.com");
    await backInStock.getByRole("button", { name: "Email me when it's back" }).click();
    await expect(page.getByRole("region", { name: "Back in stock" }).getByRole("status")).toHaveText(
      stockAlertSavedMessage,
    );
  });
});

test("a product sold out in every size and colour says Sold out on its card, one in stock does not", async ({
  page,
}, testInfo) => {
  const gone = await ownerMakes("Sold Satchel", { sizes: ["One Size"], colours: [cognac.hex], stock: 0 });
  const kept = await ownerMakes("Kept Satchel", { sizes: ["One Size"], colours: [cognac.hex], stock: 4 });
  await visit(page, "/shop?sort=newest");
  const card = (slug: string) => page.locator(`article[data-product="${slug}"]`);
  await expect(card(gone.slug).getByText("Sold out", { exact: true })).toBeVisible();
  await expect(card(kept.slug)).toBeVisible();
  await expect(card(kept.slug).getByText("Sold out", { exact: true })).toHaveCount(0);
  await card(gone.slug).scrollIntoViewIfNeeded();
  expect(await axeViolations(page, { include: `article[data-product="${gone.slug}"]` })).toEqual([]);
  await keepScreenshot(page, testInfo, "sold-out-card");
});
