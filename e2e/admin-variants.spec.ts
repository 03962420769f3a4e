import { catalogAnswerLifetimeSeconds, type ProductDetail } from "@oja/contracts/catalog";
import { colourName } from "@oja/contracts/colours";
import { axeViolations } from "./browser-checks.ts";
import { chooseColour } from "./cart-pages.ts";
import { apiData, restock } from "./shop-api.ts";
import { shopOwner } from "./shop-server.ts";
import { authModal, expect, isPhone, openSignIn, passwordField, test, toast } from "./shoppers.ts";

// The admin area's grid of a product's sizes × colours (docs/architecture.md §8): the owner changes one
// size and colour's stock and the shop's product and its page follow at once; "Set all" fills every stock box.
// At 1280 px and 360 px, each on a product of its own.

test("the owner sets one size and colour's stock in the grid, and the shop follows", {
  tag: "@mobile",
}, async ({ page }) => {
  test.slow();
  const slug = isPhone(page) ? "kano-braided-belt" : "adire-reversible-belt";
  await restock(slug, 4);
  const before = (await apiData<{ product: ProductDetail }>(page.request, `/products/${slug}`)).product;
  const [size, colour] = [before.sizes[1] as string, before.colours[2] as string];
  const where = `size ${size}, ${colourName(colour)}`;

  await openSignIn(page, "/?signin=1");
  await authModal(page).getByLabel("Email address").fill(shopOwner.email);
  await passwordField(authModal(page), "Password").fill(shopOwner.password);
  await authModal(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/products/${before.id}`);
  await expect(page.getByRole("heading", { name: "Stock by size and colour" })).toBeVisible();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);

  const grid = page.getByRole("form", { name: "Stock by size and colour" });
  // A save is done when the page's action answers: the toast of an earlier save may still be showing.
  const saveStock = async () => {
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes(before.id),
    );
    await grid.getByRole("button", { name: "Save Stock" }).click();
    expect((await answered).ok()).toBe(true);
  };
  const cell = grid.getByLabel(`Stock, ${where}`, { exact: true });
  await cell.scrollIntoViewIfNeeded();
  await expect(cell).toHaveValue("4");
  await cell.fill("-2");
  await grid.getByRole("button", { name: "Save Stock" }).click();
  await expect(grid.getByText("must not be negative")).toBeVisible();
  await expect(cell).toHaveAttribute("aria-invalid", "true");

  await cell.fill("3");
  await saveStock();
  await expect(toast(page, "news", "The stock, SKUs and prices have been saved.")).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  // The public answer may be kept up to its lifetime (decision 014): it is asked until it follows.
  const stockOf = async () => {
    const { product } = await apiData<{ product: ProductDetail }>(page.request, `/products/${slug}`);
    const changed = product.variants.find((variant) => variant.size === size && variant.colour === colour);
    return { variant: changed?.stock, product: product.stock, fill: 7 * product.variants.length };
  };
  const follows = { timeout: (catalogAnswerLifetimeSeconds + 10) * 1_000 };
  await expect.poll(stockOf, follows).toMatchObject({ variant: 3, product: before.stock - 1 });

  // "Set all" fills every stock box; nothing is saved until the owner saves.
  await page.getByLabel("Set all to").fill("7");
  await page.getByRole("button", { name: "Fill" }).click();
  await expect(cell).toHaveValue("7");
  await expect(
    grid.getByLabel(`Stock, size ${before.sizes[0]}, ${colourName(before.colours[0] ?? "")}`),
  ).toHaveValue("7");
  // The owner types in a box while the save is on its way (its answer held back here): the boxes it
  // sent show the saved stock once it is saved, and the one typed in meanwhile keeps the new figure.
  const toasts = page.getByRole("status").getByRole("button", { name: "Dismiss notice" });
  for (const dismiss of await toasts.all()) await dismiss.click();
  await expect(toasts).toHaveCount(0);
  let answerSave = () => {};
  const saveAnswered = new Promise<void>((resolve) => {
    answerSave = resolve;
  });
  const pageData = (url: URL) => url.pathname === `/admin/products/${before.id}.data`;
  await page.route(pageData, async (route) => {
    if (route.request().method() === "GET") await saveAnswered;
    await route.continue();
  });
  await saveStock();
  await cell.fill("0");
  answerSave();
  await expect(toast(page, "news", "The stock, SKUs and prices have been saved.")).toBeVisible();
  await page.unroute(pageData);
  await expect(cell).toHaveValue("0");
  await expect
    .poll(async () => {
      const now = await stockOf();
      return now.product - now.fill;
    }, follows)
    .toBe(0);

  // The last of one size and colour sold through the grid: the product page marks it at once.
  await saveStock();
  await expect(toast(page, "news", "The stock, SKUs and prices have been saved.")).toBeVisible();
  await expect.poll(stockOf, follows).toMatchObject({ variant: 0 });
  // A page may show stock up to the catalog's answer lifetime old (decision 014), so it is asked again.
  const marked = page
    .getByRole("group", { name: /^Size/ })
    .getByRole("radio", { name: `${size}, sold out in ${colourName(colour)}`, exact: true });
  await expect(async () => {
    await page.goto(`/products/${slug}`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await chooseColour(page, colourName(colour));
    await expect(marked).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: (catalogAnswerLifetimeSeconds + 25) * 1_000 });
});
