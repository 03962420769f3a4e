import { formatNaira } from "@oja/contracts/money";
import type { Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { apiData, orderForPickup, payThroughSandbox } from "./shop-api.ts";
import { expect, signedInShopper, test, toast, visit } from "./shoppers.ts";

// The Transaction History page of issue 13 (docs/product.md §2 Account area → Payments, §4 Transaction status,
// §8): the cards of the page, the search by transaction id, the copy button, the details panel and the
// empty state. Payments are made through the API and the sandbox's page, at 1280 px (and 360 px where tagged @mobile).

const rows = (page: Page) => page.getByRole("table", { name: "Your transactions" }).locator("tbody tr");

test.describe("Transaction History", () => {
  test("a shopper without payments reads the empty state", async ({ page }) => {
    await signedInShopper(page);
    await visit(page, "/account/payments");
    await expect(page.getByRole("heading", { name: "Transaction History", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No transactions found" })).toBeVisible();
    await expect(page.getByText("You haven't made any transactions yet")).toBeVisible();
  });

  test("cards, search by transaction id, copy and the details of a payment", { tag: "@mobile" }, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedInShopper(page);
    const products = (await apiData<{ data: { slug: string }[] }>(page.request, "/products?limit=6")).data;
    const paidOrder = await orderForPickup(page.request, products[0]?.slug ?? "");
    const declinedOrder = await orderForPickup(page.request, products[1]?.slug ?? "");
    const pendingOrder = await orderForPickup(page.request, products[2]?.slug ?? "");
    const paid = await payThroughSandbox(page.request, paidOrder, "success");
    const declined = await payThroughSandbox(page.request, declinedOrder, "failure");
    await payThroughSandbox(page.request, pendingOrder, null);

    await visit(page, "/account/payments");
    const cards = page.getByRole("list", { name: "This page's transactions in sum" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText("3");
    await expect(cards.nth(1)).toContainText(formatNaira(paidOrder.total));
    await expect(cards.nth(2)).toContainText(formatNaira(pendingOrder.total));
    await expect(cards.nth(3)).toContainText(formatNaira(declinedOrder.total));
    await expect(rows(page)).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);

    // The search finds a transaction id whatever its case; a stranger finds nothing.
    const search = page.getByRole("searchbox", { name: "Search by transaction ID" });
    await search.fill(paid.toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("COMPLETED");
    await expect(rows(page).first()).toContainText(paidOrder.orderNumber);
    await search.fill("no-such-transaction");
    await expect(page.getByRole("heading", { name: "No transactions found" })).toBeVisible();
    await search.fill(declined);
    await expect(rows(page).first()).toContainText("FAILED");

    await page.getByRole("button", { name: `Copy transaction ID ${declined}` }).click();
    await expect(toast(page, "news", "Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(declined);

    await page.getByRole("link", { name: `Details of transaction ${declined}` }).click();
    const details = page.getByRole("dialog", { name: "Transaction Information" });
    await expect(details).toContainText(declined);
    await expect(details).toContainText("FAILED");
    await expect(details.getByRole("heading", { name: "Order Information" })).toBeVisible();
    await expect(details).toContainText(declinedOrder.orderNumber);
    await expect(details).toContainText("Payment Reference");
    expect(await axeViolations(page)).toEqual([]);
    await details.getByRole("button", { name: "Close Transaction Information" }).click();
    await expect(details).toBeHidden();
  });
});
