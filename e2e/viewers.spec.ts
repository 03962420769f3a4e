import { axeViolations } from "./browser-checks.ts";
import {
  cartButton,
  cartLines,
  cartViewer,
  cognac,
  keepScreenshot,
  loafer,
  settle,
  voyager,
  wishlistButton,
  wishlistEntries,
  wishlistViewer,
} from "./cart-pages.ts";
import { addThroughApi, wishThroughApi } from "./shop-api.ts";
import { expect, signedInShopper, test, visit } from "./shoppers.ts";

// The cart and wishlist viewers of issue 11 (docs/product.md §2 Cart viewer, Wishlist viewer) by keyboard and
// under axe. Every test makes its own shopper, so every cart and wishlist starts empty.

test.describe("the viewers by keyboard", () => {
  for (const which of ["cart", "wishlist"] as const) {
    test(`the ${which} viewer opens from the header, keeps Tab inside, and Escape gives focus back`, {
      tag: "@mobile",
    }, async ({ page }) => {
      await signedInShopper(page);
      // Something in the viewer, so that Tab has more than its Close button to go through.
      if (which === "cart")
        await addThroughApi(page.request, voyager.slug, { size: "One Size", color: cognac.hex });
      else await wishThroughApi(page.request, voyager.slug);
      await visit(page, "/shop");

      const opener = which === "cart" ? cartButton(page) : wishlistButton(page);
      const viewer = which === "cart" ? cartViewer(page) : wishlistViewer(page);
      await expect(opener).toHaveAccessibleName(which === "cart" ? "Cart, 1 item" : "Wishlist, 1 item");
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect(viewer).toBeVisible();
      const focusInViewer = () => viewer.evaluate((dialog) => dialog.contains(document.activeElement));
      await expect.poll(focusInViewer).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

      // A full round of Tab and one of Shift+Tab stay in the viewer, at most passing by the browser's own
      // controls (which leaves the document's focus on its body), never on the page behind.
      const focusLeftThePage = () => page.evaluate(() => document.activeElement === document.body);
      const reached = new Set<string>();
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let step = 0; step < 12; step += 1) {
          await page.keyboard.press(key);
          const inViewer = await focusInViewer();
          expect(inViewer || (await focusLeftThePage()), `focus after ${key} × ${step + 1}`).toBe(true);
          if (inViewer) {
            reached.add(
              await page.evaluate(
                () =>
                  document.activeElement?.textContent?.trim() ||
                  document.activeElement?.getAttribute("aria-label") ||
                  "",
              ),
            );
          }
        }
      }
      // Tab went beyond the Close button: through the lines (or entries) too.
      expect(reached.size).toBeGreaterThan(2);

      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("visible");
    });
  }
});

test.describe("the viewers under axe, at this project's width", () => {
  test(
    "the cart viewer with lines, and empty, passes an automated check",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      await signedInShopper(page);
      await addThroughApi(page.request, voyager.slug, { size: "One Size", color: cognac.hex, quantity: 2 });
      await addThroughApi(page.request, loafer.slug, { size: "42", color: cognac.hex });
      await visit(page, voyager.path);
      await cartButton(page).click();
      const viewer = cartViewer(page);
      await expect(cartLines(viewer)).toHaveCount(2);
      await expect(viewer.locator("img").first()).toHaveJSProperty("complete", true);
      await settle(page);
      // The drawer stands the full height of the window at its right (docs/product.md §2 "Other").
      const box = await viewer.boundingBox();
      const window = page.viewportSize();
      expect(box && window && { top: box.y, height: box.height, right: box.x + box.width }).toEqual({
        top: 0,
        height: window?.height,
        right: window?.width,
      });
      await keepScreenshot(page, testInfo, "cart-viewer");
      expect(await axeViolations(page)).toEqual([]);

      for (let left = 2; left > 0; left -= 1) {
        await cartLines(viewer)
          .first()
          .getByRole("button", { name: /^Remove / })
          .click();
        await expect(cartLines(viewer)).toHaveCount(left - 1);
      }
      await expect(viewer.getByText("Your cart is empty")).toBeVisible();
      await settle(page);
      await keepScreenshot(page, testInfo, "cart-viewer-empty");
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test(
    "the wishlist viewer with products, and empty, passes an automated check",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      await signedInShopper(page);
      await wishThroughApi(page.request, voyager.slug);
      await wishThroughApi(page.request, loafer.slug);
      await visit(page, voyager.path);
      await wishlistButton(page).click();
      const viewer = wishlistViewer(page);
      await expect(wishlistEntries(viewer)).toHaveCount(2);
      await expect(viewer.locator("img").first()).toHaveJSProperty("complete", true);
      await settle(page);
      await keepScreenshot(page, testInfo, "wishlist-viewer");
      expect(await axeViolations(page)).toEqual([]);

      for (let left = 2; left > 0; left -= 1) {
        await wishlistEntries(viewer)
          .first()
          .getByRole("button", { name: /^Remove .* from the wishlist$/ })
          .click();
        await expect(wishlistEntries(viewer)).toHaveCount(left - 1);
      }
      await expect(viewer.getByText("Your wishlist is empty")).toBeVisible();
      await settle(page);
      await keepScreenshot(page, testInfo, "wishlist-viewer-empty");
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
