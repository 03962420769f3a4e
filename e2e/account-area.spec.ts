import type { Locator } from "@playwright/test";
import { watchIntlFormatters } from "./browser-checks.ts";
import { orderForPickup, payThroughSandbox } from "./shop-api.ts";
import {
  expect,
  expectFullHeight,
  expectSignedOutHeader,
  isPhone,
  live,
  accountMessages as messages,
  openSignIn,
  signedInShopper,
  test,
  toast,
  userMenuButton,
  visit,
} from "./shoppers.ts";

// The account area (docs/product.md §2 account area; §4 sign-out), driven in the browser: signing out from the
// user menu, and the sidebar or drawer of the account pages. Every test makes its own shopper, from a client
// address of its own (see shoppers.ts).

test.describe("signing out", () => {
  test("Logout in the user menu asks first, then signs out with the server's message", {
    tag: "@mobile",
  }, async ({ page }) => {
    const shopper = await signedInShopper(page);
    await visit(page, "/account");

    // Cancel keeps the shopper signed in.
    await userMenuButton(page).click();
    await page.getByRole("button", { name: "Logout" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign Out" });
    await expect(dialog).toContainText("Are you sure you want to sign out?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(userMenuButton(page)).toBeFocused();
    await visit(page, "/account");
    await expect(userMenuButton(page)).toHaveAccessibleName(
      `${`${shopper.firstName.charAt(0)}${shopper.lastName.charAt(0)}`.toUpperCase()}, account menu for ${shopper.firstName} ${shopper.lastName}`,
    );

    await userMenuButton(page).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await dialog.getByRole("button", { name: "Yes, Sign Out" }).click();
    await expect(toast(page, "news", messages.signedOut)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expectSignedOutHeader(page);

    await openSignIn(page, "/account");
    await expect(page).toHaveURL("/?signin=1&redirectTo=%2Faccount");
  });
});

test.describe("the account area", () => {
  test("has the sidebar on wide screens and a drawer on phones, with version 1.0.1 and the sign-out icon", {
    tag: "@mobile",
  }, async ({ page }) => {
    await signedInShopper(page);
    await visit(page, "/account/profile");

    const menuButton = page.getByRole("button", { name: "Open account menu" });
    let nav: Locator;
    if (isPhone(page)) {
      await expect(page.locator("aside")).toBeHidden();
      await menuButton.click();
      nav = page.getByRole("dialog", { name: "My Account" });
      await expect(nav).toBeVisible();
      await expectFullHeight(page, nav);
      // docs/product.md §2: Wishlist is in the mobile drawer.
      await expect(nav.getByRole("link", { name: "Wishlist" })).toBeVisible();
    } else {
      await expect(menuButton).toBeHidden();
      nav = page.locator("aside");
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: "Wishlist" })).toHaveCount(0);
    }
    for (const title of ["Dashboard", "Orders", "Addresses", "Payments", "Profile Settings"]) {
      await expect(nav.getByRole("link", { name: title })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Profile Settings" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByText("Version 1.0.1")).toBeVisible();
    const signOutIcon = nav.getByRole("button", { name: "Sign out" });
    await expect(signOutIcon).toBeVisible();

    // On a phone, Escape closes the drawer and gives focus back to its button.
    if (isPhone(page)) {
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeFocused();
    }

    // A link of the menu goes to its page (and, in the drawer, closes it).
    if (isPhone(page)) await menuButton.click();
    await nav.getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL("/account/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    if (isPhone(page)) await expect(nav).toBeHidden();
    else await expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");

    // The sign-out icon asks first, as the user menu's Logout does, and then signs out.
    if (isPhone(page)) await menuButton.click();
    await signOutIcon.click();
    const dialog = page.getByRole("dialog", { name: "Sign Out" });
    await expect(dialog).toContainText("Are you sure you want to sign out?");
    await dialog.getByRole("button", { name: "Yes, Sign Out" }).click();
    await expect(toast(page, "news", messages.signedOut)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expectSignedOutHeader(page);
  });
});

test.describe("the account pages' first load", () => {
  test("draws the dates of the orders, the payments and the profile without an Intl formatter", async ({
    page,
  }) => {
    // A browser's first Intl formatter loads its locale data, a long task on a phone as the page comes
    // alive; the dates are written by hand in Lagos time (docs/decisions/069-dates-written-by-hand.md).
    const intlMade = await watchIntlFormatters(page);
    await signedInShopper(page);
    const order = await orderForPickup(page.request, "luxurious-voyager-bag");
    await payThroughSandbox(page.request, order, "success");
    const aDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;
    for (const path of ["/account", "/account/orders", "/account/payments", "/account/profile"]) {
      await visit(page, path);
      await live(page.getByRole("main").getByText(aDate).first());
      await page.waitForLoadState("networkidle");
      expect(await intlMade(), path).toEqual([]);
    }
  });
});
