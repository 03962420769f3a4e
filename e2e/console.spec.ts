import type { Order } from "@oja/contracts/orders";
import { axeViolations } from "./browser-checks.ts";
import { apiData, orderForPickup, ordersOf, payThroughSandbox } from "./shop-api.ts";
import { shopOwner } from "./shop-server.ts";
import { authModal, expect, openSignIn, passwordField, signedInShopper, test, toast } from "./shoppers.ts";

// The owner's console of issue 15 (DESIGN §8), orders part: the owner made at start signs in through
// the shop's sign-in and lands on the console; a shopper's paid order is shipped with a note,
// delivered and partly refunded, and the shopper sees each step. At 1280 px and 360 px.

test("the owner ships, delivers and partly refunds a paid order; the shopper sees it all", async ({
  page,
  browser,
}) => {
  test.slow();
  // The shopper, in a browser context of their own.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await signedInShopper(shopperPage);
  const order: Order = await orderForPickup(shopperPage.request, "luxurious-voyager-bag");
  await payThroughSandbox(shopperPage.request, order, "success");

  await openSignIn(page, "/?signin=1");
  await authModal(page).getByLabel("Email address").fill(shopOwner.email);
  await passwordField(authModal(page), "Password").fill(shopOwner.password);
  await authModal(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();

  await page
    .getByRole("searchbox", { name: "Order number, customer name or e-mail" })
    .fill(order.orderNumber);
  await page.getByRole("searchbox", { name: "Order number, customer name or e-mail" }).press("Enter");
  await page.getByRole("link", { name: new RegExp(order.orderNumber) }).click();
  await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}`, level: 1 })).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);

  await page.getByLabel("Note to the customer (e.g. tracking number)").fill("GIG Logistics GIG-4471");
  await page.getByRole("button", { name: "Ship", exact: true }).click();
  await page.getByRole("dialog", { name: "Ship Order" }).getByRole("button", { name: "Yes, Ship" }).click();
  await expect(toast(page, "news", "The order is now SHIPPED.")).toBeVisible();
  expect((await ordersOf(shopperPage.request))[0]?.status).toBe("SHIPPED");

  await page.getByRole("button", { name: "Mark Delivered" }).click();
  await page
    .getByRole("dialog", { name: "Deliver Order" })
    .getByRole("button", { name: "Yes, Delivered" })
    .click();
  await expect(toast(page, "news", "The order is now DELIVERED.")).toBeVisible();

  const part = Math.round(order.total * 30) / 100;
  await page.getByLabel("Amount in naira").fill(String(part));
  await page.getByLabel("Reason").fill("A scuffed strap");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await page.getByRole("dialog", { name: "Refund" }).getByRole("button", { name: "Yes, Refund" }).click();
  await expect(toast(page, "news", "The refund is on its way to the customer.")).toBeVisible();

  expect((await ordersOf(shopperPage.request))[0]?.status).toBe("DELIVERED");
  const history = await apiData<{ transactions: { type: string; amount: number }[] }>(
    shopperPage.request,
    "/transactions/history",
  );
  expect(history.transactions.find((entry) => entry.type === "REFUND")?.amount).toBe(-part);
  await shopperContext.close();
});

test("a shopper is refused at the console's door", async ({ page }) => {
  await signedInShopper(page);
  const response = await page.goto("/admin/orders");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Only the shop's staff may do this.")).toBeVisible();
});
