import type { Order } from "@oja/contracts/orders";
import type { Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { orderForPickup, payThroughSandbox } from "./shop-api.ts";
import { shopOwner } from "./shop-server.ts";
import { expect, openSignIn, signedInShopper, signInWithModal, test, toast, visit } from "./shoppers.ts";

// The owner's admin of issue 15, its summary, customers and audit log: the summary's sales grow by a
// paid order; a shopper found by e-mail is disabled, and their open page is signed out at once; the
// audit log tells of it. At 1280 px.

/** Today's sales as the summary shows them, in naira. */
async function salesToday(page: Page): Promise<number> {
  const text = await page.getByRole("listitem", { name: "Today" }).getByText(/₦/).textContent();
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

test("the owner sees a paid order's sales, disables a shopper found by e-mail, and the audit log tells of it", async ({
  page,
  browser,
}) => {
  test.slow();
  await openSignIn(page, "/?signin=1");
  await signInWithModal(page, shopOwner);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Summary", level: 1 })).toBeVisible();
  const before = await salesToday(page);

  // The shopper, in a browser context of their own, pays for an order and keeps their account open.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await signedInShopper(shopperPage, { firstName: "Bisola", lastName: "Adebayo" });
  const order: Order = await orderForPickup(shopperPage.request, "luxurious-voyager-bag");
  await payThroughSandbox(shopperPage.request, order, "success");
  await visit(shopperPage, "/account/profile");
  await expect(shopperPage).toHaveURL(/\/account\/profile$/);

  await visit(page, "/admin");
  expect(Math.round((await salesToday(page)) * 100) - Math.round(before * 100)).toBe(
    Math.round(order.total * 100),
  );
  await expect(page.getByRole("link", { name: /PROCESSING/ })).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(shopper.email);
  await page.getByRole("searchbox", { name: "Name or e-mail" }).press("Enter");
  const row = page.getByRole("row").filter({ hasText: shopper.email });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row.getByRole("link", { name: "Bisola Adebayo" })).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  await row.getByRole("button", { name: "Disable Bisola Adebayo" }).click();
  const question = page.getByRole("dialog", { name: "Disable Account" });
  await expect(question).toContainText(shopper.email);
  await question.getByRole("button", { name: "Yes, Disable" }).click();
  await expect(
    toast(page, "news", "The account is disabled: it is signed out everywhere and cannot sign in."),
  ).toBeVisible();
  await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Enable Bisola Adebayo" })).toBeVisible();

  // The shopper's open page is signed out: the account area sends them to sign in.
  await shopperPage.reload();
  await expect(shopperPage).toHaveURL(/[?&]signin=1/);
  await signInWithModal(shopperPage, shopper);
  await expect(
    shopperPage.getByText("This account is suspended. Please contact us to restore it.").first(),
  ).toBeVisible();
  await shopperContext.close();

  await row.getByRole("link", { name: "Bisola Adebayo" }).click();
  await expect(page.getByRole("heading", { name: /Bisola Adebayo/, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(order.orderNumber) })).toHaveAttribute(
    "href",
    `/admin/orders/${order.id}`,
  );

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  const latest = page.getByRole("list", { name: "Audit log" }).getByRole("listitem").first();
  await expect(latest).toContainText("Account disabled");
  await expect(latest).toContainText(shopOwner.email);
  await expect(latest.getByRole("list", { name: "What changed" })).toContainText(
    "Account status: ACTIVE → SUSPENDED",
  );
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
});
