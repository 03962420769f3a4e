import { formatNaira } from "@oja/contracts/money";
import {
  heart,
  scrollToTop,
  voyager,
  wishlistButton,
  wishlistEntries,
  wishlistViewer,
} from "./cart-pages.ts";
import { wishlistOf } from "./shop-api.ts";
import { expect, signedInShopper, test, visit } from "./shoppers.ts";

// The wishlist of issue 11 (docs/product.md §2 Wishlist viewer, Product detail; §4 Wishlist), driven in the
// browser and checked against the API: the product page's heart, the header's badge and the wishlist viewer.
// Every test makes its own shopper, so every wishlist starts empty.

test.describe("the wishlist", () => {
  test("the heart toggles the product in and out, the badge and the viewer follow, and a reload keeps it", {
    tag: "@mobile",
  }, async ({ page }) => {
    await signedInShopper(page);
    await visit(page, voyager.path);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 0 items");

    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    await expect(wishlistButton(page)).toHaveText("1");
    expect((await wishlistOf(page.request)).products.map((product) => product.slug)).toEqual([voyager.slug]);

    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 0 items");
    expect((await wishlistOf(page.request)).products).toEqual([]);

    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    // The server keeps it: a new load of the page shows the heart pressed.
    await visit(page, voyager.path);
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");

    // From another page, the viewer lists it, with its price, and a click opens it.
    await visit(page, "/shop");
    await wishlistButton(page).click();
    const viewer = wishlistViewer(page);
    await expect(viewer).toBeVisible();
    const entries = wishlistEntries(viewer);
    await expect(entries).toHaveCount(1);
    const { products } = await wishlistOf(page.request);
    const link = entries.getByRole("link", { name: new RegExp(voyager.name) });
    await expect(link).toHaveAttribute("href", voyager.path);
    await expect(link).toContainText(formatNaira(products[0]?.salePrice ?? Number.NaN));
    await link.click();
    await expect(page).toHaveURL(voyager.path);
    await expect(viewer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: voyager.name })).toBeVisible();

    // Removed from the viewer: empty, with the way back to the shop.
    await visit(page, "/shop");
    await wishlistButton(page).click();
    await viewer.getByRole("button", { name: `Remove ${voyager.name} from the wishlist` }).click();
    await expect(viewer.getByText("Your wishlist is empty")).toBeVisible();
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 0 items");
    expect((await wishlistOf(page.request)).products).toEqual([]);
    const windowShopping = viewer.getByRole("link", { name: "Continue Window Shopping" });
    await expect(windowShopping).toHaveAttribute("href", "/shop");
    await visit(page, voyager.path);
    await wishlistButton(page).click();
    await viewer.getByRole("link", { name: "Continue Window Shopping" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(viewer).toBeHidden();
  });

  test("a product removed in the viewer on its own page no longer shows the heart pressed", async ({
    page,
  }) => {
    // A removal in the viewer is a form posted on this page: the page reads the heart again.
    await signedInShopper(page);
    await visit(page, voyager.path);
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    // On a phone the header hid as the page scrolled down to the heart.
    await scrollToTop(page);
    await wishlistButton(page).click();
    const viewer = wishlistViewer(page);
    await viewer.getByRole("button", { name: `Remove ${voyager.name} from the wishlist` }).click();
    await expect(viewer.getByText("Your wishlist is empty")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    // And a click on it adds the product again rather than failing to remove it.
    await heart(page).click();
    await expect(wishlistButton(page)).toHaveAccessibleName("Wishlist, 1 item");
    expect((await wishlistOf(page.request)).products.map((product) => product.slug)).toEqual([voyager.slug]);
  });
});
