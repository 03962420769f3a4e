import type { Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { addThroughApi, restock } from "./shop-api.ts";
import {
  accountMessages,
  codeSentTo,
  expect,
  isPhone,
  newShopper,
  passwordField,
  signedInShopper,
  strongPassword,
  test,
  verifiedShopper,
  visit,
} from "./shoppers.ts";

// The purchase path without JavaScript (issue 24, docs/decisions/036-the-purchase-path-without-javascript.md):
// every step is a link or a form the browser follows or posts itself. With scripts, the same
// controls open the modal and the drawers (auth-modal, viewers, shell and checkout specs).

test.use({ javaScriptEnabled: false });

const voyager = { slug: "luxurious-voyager-bag", path: "/products/luxurious-voyager-bag" } as const;
const main = (page: Page) => page.getByRole("main");

async function signInOnThePage(page: Page, shopper: { email: string; password: string }) {
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await main(page).getByLabel("Email address").fill(shopper.email);
  await passwordField(main(page), "Password").fill(shopper.password);
  await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("Without JavaScript", () => {
  test.beforeEach(async () => {
    await restock(voyager.slug);
  });

  test("a shopper signs in, adds to the cart, checks out by pickup and reaches the sandbox's page", async ({
    page,
  }) => {
    test.slow();
    const shopper = await verifiedShopper(page.request);

    // A visitor's Add To Cart asks to sign in: the sign-in page, which comes back to the product.
    await page.goto(voyager.path);
    await page.getByTitle("Cognac", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await signInOnThePage(page, shopper);
    await expect(page).toHaveURL(voyager.path);

    await page.getByTitle("Cognac", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();

    // The header's cart is a link to the cart page, whose lines are forms.
    await page.getByRole("link", { name: "Cart, 1 item" }).click();
    await expect(page).toHaveURL("/cart");
    const lines = main(page).getByRole("list", { name: "Cart lines" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await lines.getByRole("button", { name: "One more" }).click();
    await expect(main(page).getByRole("list", { name: "Cart lines" }).locator("output")).toHaveText("2");
    await main(page).getByRole("button", { name: "One fewer" }).click();
    await expect(main(page).getByRole("list", { name: "Cart lines" }).locator("output")).toHaveText("1");
    await main(page).getByRole("link", { name: "Checkout" }).click();

    // Checkout: the delivery choice and Place Order are one form the browser posts.
    await expect(page).toHaveURL("/checkout");
    await page.getByRole("radio", { name: "Pickup at Showroom", exact: true }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await expect(page.getByRole("button", { name: /^Pay ₦/ })).toBeVisible();
  });

  test("Place Order without a delivery choice says why and places nothing", async ({ page }) => {
    const shopper = await verifiedShopper(page.request);
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(voyager.path)}`);
    await signInOnThePage(page, shopper);
    await page.getByTitle("Cognac", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(
      main(page)
        .getByText(/not valid|must be/)
        .first(),
    ).toBeVisible();
  });

  test("a visitor signs up with the e-mailed code, then signs in", async ({ page }) => {
    const shopper = newShopper({ firstName: "Tunde", lastName: "Bello" });
    await page.goto("/sign-in");
    await main(page).getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/create-account");

    // Passwords that differ are refused by the page's action, as the modal refuses them.
    await main(page).getByLabel("First name").fill(shopper.firstName);
    await main(page).getByLabel("Last name").fill(shopper.lastName);
    await main(page).getByLabel("Email address").fill(shopper.email);
    await passwordField(main(page), "Password").fill(strongPassword);
    await passwordField(main(page), "Confirm password").fill(`${strongPassword}!`);
    await main(page).getByRole("button", { name: "Create Account" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Passwords do not match");

    await main(page).getByLabel("First name").fill(shopper.firstName);
    await main(page).getByLabel("Last name").fill(shopper.lastName);
    await main(page).getByLabel("Email address").fill(shopper.email);
    await passwordField(main(page), "Password").fill(strongPassword);
    await passwordField(main(page), "Confirm password").fill(strongPassword);
    await main(page).getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/verify-account\?email=/);
    await expect(main(page)).toContainText(`We sent a 6-digit code to ${shopper.email}`);
    const code = await codeSentTo(shopper.email);
    for (const [index, digit] of [...code].entries()) {
      await main(page)
        .getByRole("textbox", { name: `Digit ${index + 1} of 6` })
        .fill(digit);
    }
    await main(page).getByRole("button", { name: "Verify" }).click();

    await expect(page).toHaveURL(/\/sign-in(\?|$)/);
    await expect(main(page).getByRole("status")).toHaveText(accountMessages.verified);
    await expect(main(page).getByLabel("Email address")).toHaveValue(shopper.email);
    await passwordField(main(page), "Password").fill(shopper.password);
    await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
  });

  test("a wrong password is said on the sign-in page, in the API's words", async ({ page }) => {
    const shopper = await verifiedShopper(page.request);
    await page.goto("/sign-in");
    await signInOnThePage(page, { email: shopper.email, password: "Not-the-password-1" });
    await expect(main(page).getByRole("alert")).toHaveText(accountMessages.wrongPassword);
    await expect(main(page).getByLabel("Email address")).toHaveValue(shopper.email);
  });

  test("a guarded page sends a visitor to the sign-in page and back", async ({ page }) => {
    const shopper = await verifiedShopper(page.request);
    await page.goto("/account/orders");
    await expect(page).toHaveURL(`/sign-in?redirectTo=${encodeURIComponent("/account/orders")}`);
    await signInOnThePage(page, shopper);
    await expect(page).toHaveURL("/account/orders");
  });

  test("the forgot-password page sends a code, then takes it with a new password", async ({ page }) => {
    const shopper = await verifiedShopper(page.request);
    await page.goto("/forgot-password");
    const codesBefore = 1;
    await main(page).getByLabel("Email address").fill(shopper.email);
    await main(page).getByRole("button", { name: "Send Code" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?.*notice=sent/);
    const code = await codeSentTo(shopper.email, { after: codesBefore });
    for (const [index, digit] of [...code].entries()) {
      await main(page)
        .getByRole("textbox", { name: `Digit ${index + 1} of 6` })
        .fill(digit);
    }
    const newPassword = "Saddle#Stitch9";
    await passwordField(main(page), "New password").fill(newPassword);
    await passwordField(main(page), "Confirm password").fill(newPassword);
    await main(page).getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/sign-in\?.*notice=reset/);
    await signInOnThePage(page, { email: shopper.email, password: newPassword });
    await expect(page).toHaveURL("/");
  });

  test("the header's menu, cart and wishlist are links to pages", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute(
      "href",
      `/sign-in?redirectTo=${encodeURIComponent("/cart")}`,
    );
    await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toHaveAttribute(
      "href",
      `/sign-in?redirectTo=${encodeURIComponent("/account/wishlist")}`,
    );
    if (isPhone(page)) {
      await page.getByRole("link", { name: "Open menu" }).click();
      await expect(page).toHaveURL("/menu");
      await main(page).getByRole("link", { name: "Shop" }).click();
      await expect(page).toHaveURL("/shop");
    }
  });

  test("the newsletter's answer shows on a page of its own", async ({ page }, testInfo) => {
    await page.goto("/craftsmanship");
    const footer = page.locator("footer");
    await footer.getByLabel("Your name").fill("Bola");
    await footer
      .getByLabel("Email address")
      .fill(`bola-nojs-${testInfo.project.name}-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/newsletter");
    await expect(main(page).getByRole("status")).toHaveText(
      "Thank you for subscribing. Look out for our next letter from the workshop.",
    );
  });

  test("the shop's second page links back to the first", async ({ page }) => {
    await page.goto("/shop?page=2");
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/shop");
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(page.getByRole("link", { name: "Next page" })).toBeVisible();
  });
});

test.describe("With JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  // axe runs as a script: the pages are checked as the server sends them, their own scripts taken out.
  test("the pages a browser without scripts sees pass axe", { tag: "@mobile" }, async ({ page }) => {
    test.slow();
    await page.route(
      (url) => !url.pathname.startsWith("/api/"),
      async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
        return route.fulfill({ response, body });
      },
    );
    const check = async (path: string) => {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    };
    for (const path of [
      "/sign-in",
      "/create-account",
      "/verify-account?email=ada%40example.com",
      "/forgot-password",
      "/forgot-password?email=ada%40example.com&notice=sent",
      "/menu",
      "/newsletter",
      "/shop?page=2",
    ]) {
      await check(path);
    }
    await signedInShopper(page);
    await addThroughApi(page.request, voyager.slug, { size: "One Size", color: "#9a5b2e" });
    await check("/cart");
    await check("/checkout");
  });

  test("the shop's second page, opened directly, links back to the first", async ({ page }) => {
    await visit(page, "/shop?page=2");
    await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();
  });

  test("the sign-in page works with scripts too, and signs in", async ({ page }) => {
    const shopper = await verifiedShopper(page.request);
    await visit(page, `/sign-in?redirectTo=${encodeURIComponent("/account")}`);
    await signInOnThePage(page, shopper);
    await expect(page).toHaveURL("/account");
  });
});
