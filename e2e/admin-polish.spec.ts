import { randomUUID } from "node:crypto";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { type APIRequestContext, type Page, request as requests } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { keepScreenshot } from "./cart-pages.ts";
import { apiData, asShopOwner, orderForPickup, payThroughSandbox } from "./shop-api.ts";
import { shopOwner, shopURL } from "./shop-server.ts";
import {
  apiHeaders,
  expect,
  newClientAddress,
  signInThroughApi,
  test,
  verifiedShopper,
  visit,
} from "./shoppers.ts";

// Issue 24's smaller points in the owner's admin area (docs/decisions/037-prices-told-before-checkout.md):
// the order list keeps its totals clear of the status badges at 360 px; the audit log names its actions
// and shows money in naira, never raw keys or JSON; a refused upload is one toast. At 1280 px, the
// order list at 360 px too (@mobile), under axe.

const slug = "apapa-slim-card-case";

/** A paid pickup order of a new shopper's, made through the API in a browser context of its own. */
async function paidOrder(): Promise<Order> {
  const shopper = await requests.newContext({
    baseURL: shopURL,
    extraHTTPHeaders: { ...apiHeaders, "x-forwarded-for": newClientAddress() },
  });
  try {
    await signInThroughApi(shopper, await verifiedShopper(shopper));
    const order = await orderForPickup(shopper, slug);
    await payThroughSandbox(shopper, order, "success");
    return order;
  } finally {
    await shopper.dispose();
  }
}

async function signInAsOwner(page: Page) {
  const signIn = await page.request.post("/api/v1/users/signin", { headers: apiHeaders, data: shopOwner });
  expect(signIn.status(), await signIn.text()).toBe(201);
}

async function refund(owner: APIRequestContext, order: Order, amount: number) {
  const answer = await owner.post(`/api/v1/admin/orders/${order.id}/refunds`, {
    headers: { "idempotency-key": randomUUID() },
    data: { amount, reason: "A scuffed corner" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test(
  "the order list shows each total clear of its badges, and the audit log speaks the owner's words",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    test.slow();
    const order = await paidOrder();
    await asShopOwner((owner) => refund(owner, order, 1000));
    await signInAsOwner(page);

    await visit(page, `/admin/orders?search=${order.orderNumber}`);
    const row = page.getByRole("list", { name: "Orders" }).getByRole("link");
    await expect(row).toHaveCount(1);
    const total = row.getByTestId("order-total");
    await expect(total).toHaveText(formatNaira(order.total));
    const totalBox = await total.boundingBox();
    const badgeBox = await row.getByText("PROCESSING").boundingBox();
    expect(totalBox && badgeBox, "the total's and the badge's boxes").toBeTruthy();
    if (totalBox && badgeBox) {
      const apart =
        totalBox.x + totalBox.width <= badgeBox.x ||
        badgeBox.x + badgeBox.width <= totalBox.x ||
        totalBox.y + totalBox.height <= badgeBox.y ||
        badgeBox.y + badgeBox.height <= totalBox.y;
      expect(apart, "the total and the badge side by side or one above the other").toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, "admin-orders");

    await visit(page, "/admin/audit-log");
    const entries = page.getByRole("list", { name: "Audit log" });
    // The newest entry is this refund: the order's, with the money in naira.
    const refunded = entries.getByRole("listitem").filter({ hasText: "Order refunded" }).first();
    await expect(refunded.getByRole("link", { name: `order ${order.id.slice(0, 8)}` })).toBeVisible();
    const changed = refunded.getByRole("list", { name: "What changed" }).getByRole("listitem");
    await expect(changed.first()).toHaveText("Refunded: ₦0 → ₦1,000");
    await expect(changed.nth(1)).toHaveText("Reason: A scuffed corner");
    // No action shown by its key, no record as JSON.
    await expect(entries).not.toContainText(/\b(order|product|customer)\.[a-z]/);
    await expect(entries).not.toContainText("{");
    expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
  },
);

test("a refused photo is said once: one toast, its reason under the field", async ({ page }) => {
  await signInAsOwner(page);
  const { product } = await apiData<{ product: { id: string } }>(page.request, `/products/${slug}`);
  await visit(page, `/admin/products/${product.id}`);
  await page.getByLabel(/^Add a photo/).setInputFiles({
    name: "not-a-photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are words, not a picture"),
  });
  await page.getByRole("button", { name: "Upload Photo" }).click();
  // The answer has been taken once the field says it is wrong; by then every toast of it is up.
  await expect(page.getByLabel(/^Add a photo/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[data-toast-shelf] [data-kind="error"]')).toHaveCount(1);
});
