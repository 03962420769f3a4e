import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { apiData, orderForPickup, ordersOf } from "./shop-api.ts";
import { expect, signedInShopper, test, toast, visit } from "./shoppers.ts";

// The orders page of issue 12 (docs/product.md §2 Account area → Orders and the Track panel, §4 Order status,
// §8 empty states): the list with its badges, search, the status filter, pages of 10, the Track panel
// (also opened by its address, as the checkout hands over), and cancelling an unpaid order. Orders are
// placed through the API; the page is checked against it, at 1280 px (and 360 px where tagged @mobile), under axe.

const ordersList = (page: Page) => page.getByRole("list", { name: "Your orders" }).getByRole("listitem");
const trackPanel = (page: Page, order: Pick<Order, "orderNumber">) =>
  page.getByRole("dialog", { name: `Order ${order.orderNumber}` });

/** Products with stock to spare, so that each order takes one piece of another product. */
async function productsInStock(request: APIRequestContext): Promise<string[]> {
  const page = await apiData<{ data: { slug: string; stock?: number }[] }>(request, "/products?limit=30");
  return page.data.map((product) => product.slug).filter((slug) => slug !== "broad-street-wholecut-oxford");
}

test.describe("Orders", () => {
  test("a shopper without orders reads the empty state", async ({ page }) => {
    await signedInShopper(page);
    await visit(page, "/account/orders");
    await expect(page.getByRole("heading", { name: "No orders found" })).toBeVisible();
    await expect(page.getByText("You have not placed any order recently")).toBeVisible();
  });

  test("the list, its search and status filter, the Track panel and cancelling with the dialog", {
    tag: "@mobile",
  }, async ({ page }) => {
    await signedInShopper(page);
    const [first, second] = await productsInStock(page.request);
    const older = await orderForPickup(page.request, first ?? "");
    const newer = await orderForPickup(page.request, second ?? "");

    await visit(page, "/account/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await expect(ordersList(page)).toHaveCount(2);
    // Newest first, each with its number, total and badge.
    await expect(ordersList(page).first()).toContainText(newer.orderNumber);
    await expect(ordersList(page).first()).toContainText(formatNaira(newer.total));
    await expect(ordersList(page).first()).toContainText("PENDING");
    expect(await axeViolations(page)).toEqual([]);

    const search = page.getByRole("searchbox", { name: "Search by order number or id" });
    await search.fill(older.orderNumber);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`search=${older.orderNumber}`));
    await expect(ordersList(page)).toHaveCount(1);
    await expect(ordersList(page).first()).toContainText(older.orderNumber);

    await search.fill("OJ-000000");
    await search.press("Enter");
    await expect(page.getByRole("heading", { name: "No orders found" })).toBeVisible();
    await expect(page.getByText("No order matches this search.")).toBeVisible();

    await search.fill("");
    await page.getByLabel("Status").selectOption("CANCELLED");
    await expect(page).toHaveURL(/status=CANCELLED/);
    await expect(page.getByRole("heading", { name: "No orders found" })).toBeVisible();
    await page.getByLabel("Status").selectOption("");
    await expect(ordersList(page)).toHaveCount(2);

    // The Track panel of the older order: its line, figures, showroom and timeline.
    await page.getByRole("link", { name: `Track order ${older.orderNumber}` }).click();
    const panel = trackPanel(page, older);
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`track=${older.id}`));
    await expect(panel.getByRole("region", { name: "Order summary" })).toContainText(
      formatNaira(older.total),
    );
    await expect(panel).toContainText(older.items[0]?.product.name ?? "a line");
    await expect(panel).toContainText(older.pickup?.address1 ?? "the showroom");
    const progress = panel.getByRole("list", { name: "Order progress" }).getByRole("listitem");
    // A pickup order's path, in its own words.
    await expect(progress).toHaveText([
      /Order placed, reached/,
      /Paid, not yet/,
      /Processing, not yet/,
      /Ready for collection, not yet/,
      /Collected, not yet/,
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // Cancel, through its confirm dialog; "Keep Order" first changes nothing.
    await panel.getByRole("button", { name: "Cancel Order" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel Order" });
    await confirm.getByRole("button", { name: "Keep Order" }).click();
    await expect(confirm).toBeHidden();
    await panel.getByRole("button", { name: "Cancel Order" }).click();
    await confirm.getByRole("button", { name: "Yes, Cancel Order" }).click();
    await expect(toast(page, "news", "Your order has been cancelled.")).toBeVisible();
    await expect(panel.getByText("CANCELLED", { exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

    const statuses = Object.fromEntries(
      (await ordersOf(page.request)).map((order) => [order.id, order.status]),
    );
    expect(statuses).toEqual({ [older.id]: "CANCELLED", [newer.id]: "PENDING" });

    // Closing the panel leaves the list, with the cancelled order's badge.
    await panel.getByRole("button", { name: `Close Order ${older.orderNumber}` }).click();
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/track=/);
    await expect(ordersList(page).nth(1)).toContainText("CANCELLED");
  });

  test("the Track panel opens from its address on a first load, also for an order on another page", async ({
    page,
  }) => {
    await signedInShopper(page);
    const products = await productsInStock(page.request);
    const orders: Order[] = [];
    for (let index = 0; index < 11; index++) {
      orders.push(await orderForPickup(page.request, products[index % products.length] ?? ""));
    }
    const oldest = orders[0] as Order;

    await page.goto(`/account/orders?track=${oldest.id}`);
    await expect(trackPanel(page, oldest)).toBeVisible();
    await trackPanel(page, oldest)
      .getByRole("button", { name: `Close Order ${oldest.orderNumber}` })
      .click();

    // Pages of 10: the oldest is alone on page 2.
    await expect(ordersList(page)).toHaveCount(10);
    const pages = page.getByRole("navigation", { name: "Orders pages" });
    await expect(pages.getByText("1", { exact: true })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(ordersList(page)).toHaveCount(1);
    await expect(ordersList(page).first()).toContainText(oldest.orderNumber);
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(ordersList(page)).toHaveCount(10);

    // An order that is not the shopper's is refused in the panel, never a broken page.
    await page.goto("/account/orders?track=7c9e6679-7425-40de-944b-e07fc1f90ae7");
    await expect(page.getByRole("dialog", { name: "Order" })).toContainText("We could not find that order.");
  });

  test("a promo code put on an unpaid order in its Track panel shows the new five figures", async ({
    page,
  }) => {
    await signedInShopper(page);
    const [slug] = await productsInStock(page.request);
    const order = await orderForPickup(page.request, slug ?? "");
    await visit(page, `/account/orders?track=${order.id}`);
    const summary = trackPanel(page, order).getByRole("region", { name: "Order summary" });
    await summary.getByLabel("Promo code").fill("NOPE");
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByText("This promo code does not exist.")).toBeVisible();
    await summary.getByLabel("Promo code").fill("WELCOME10");
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page, "news", "Promo code applied.")).toBeVisible();
    await expect(summary.getByText("Promo code WELCOME10 applied")).toBeVisible();
    const [applied] = (await ordersOf(page.request)) as [Order];
    expect(applied.promoCode).toBe("WELCOME10");
    await expect(summary.getByRole("term")).toHaveText([
      "Subtotal",
      "Discount",
      "Promo discount",
      "VAT",
      "Total",
    ]);
    await expect(summary.getByRole("definition").last()).toHaveText(formatNaira(applied.total));
  });
});
