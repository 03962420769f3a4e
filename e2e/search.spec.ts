import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./browser-checks.ts";
import { open, voyager } from "./catalog-pages.ts";
import { holdBackCode } from "./shoppers.ts";

// The header's search (docs/product.md §2, Header and menus): suggestions as one types, forgiving a
// typo, chosen with the keyboard; Enter searches the shop, where a colour word finds its shades.

/** The header's search field; on a narrow screen it opens from the Search button first. */
async function headerSearch(page: Page) {
  const toggle = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
  const field = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await expect(field).toBeVisible();
  // Opened from the button, the field has the focus; on a wide screen it is simply there.
  if (!(await toggle.isVisible())) await field.focus();
  await expect(field).toBeFocused();
  return field;
}

test.describe("the header search", () => {
  test("suggests the Voyager bag for a typo, and the keyboard opens it", { tag: "@mobile" }, async ({
    page,
  }) => {
    await open(page, "/about");
    const field = await headerSearch(page);
    await field.pressSequentially("voyger", { delay: 30 });
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });
    const bag = suggestions.getByRole("option", { name: /Luxurious Voyager Bag/ });
    await expect(bag).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    // Each suggestion shows the sale price and a photo.
    await expect(bag).toContainText("₦");
    await expect(bag.locator("img")).toHaveCount(1);
    expect(await axeViolations(page, { include: "header" })).toEqual([]);

    // Down moves the active option; Escape closes the list, Down opens it again.
    await field.press("ArrowDown");
    const first = suggestions.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await field.press("Escape");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(suggestions).toBeHidden();
    await field.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    const options = await suggestions.getByRole("option").allTextContents();
    const position = options.findIndex((text) => text.includes("Luxurious Voyager Bag"));
    for (let step = 0; step < position; step += 1) await field.press("ArrowDown");
    await expect(bag).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${voyager}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Luxurious Voyager Bag" })).toBeVisible();
  });

  test("Enter on the text searches the shop, where brown finds the brown shades", async ({ page }) => {
    await open(page, "/");
    const field = await headerSearch(page);
    await field.fill("brown");
    await expect(
      page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first(),
    ).toBeVisible();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=brown$/);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toBeVisible();
    // The address changes as the results arrive; React may draw them a moment later.
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    await expect(page.getByText("No results found")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("text typed before the search's code has come is suggested for and searched once it is in", async ({
    page,
  }) => {
    // The search's code comes after the page's first load; on a slow phone, seconds after. Here it comes
    // once the shopper has typed.
    const typed = await holdBackCode(page, "header-search");
    await page.goto("/about");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const field = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await field.fill("brown");
    typed();
    await expect(
      page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first(),
    ).toBeVisible();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=brown$/);
  });

  test("is a plain form to the shop's search without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/about");
    const form = page.getByRole("search", { name: "Products" }).first();
    await expect(form).toHaveAttribute("method", /get/i);
    await expect(form).toHaveAttribute("action", "/shop");
    await form.getByRole("combobox").fill("voyger");
    await form.getByRole("combobox").press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=voyger$/);
    await expect(page.getByRole("link", { name: /Luxurious Voyager Bag/ }).first()).toBeVisible();
    await context.close();
  });
});
