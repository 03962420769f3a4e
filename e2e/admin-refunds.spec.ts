import { refundAskedMessage } from "@oja/contracts/admin-orders";
import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import type { Transaction } from "@oja/contracts/payments";
import { type APIRequestContext, type Page, request as requests, type TestInfo } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { addToCart, apiData, apiPost, asShopOwner, restock } from "./shop-api.ts";
import { shopOwner, shopURL } from "./shop-server.ts";
import {
  apiHeaders,
  expect,
  newClientAddress,
  signInThroughApi,
  test,
  toast,
  verifiedShopper,
  visit,
} from "./shoppers.ts";

// The admin area's money of an order (issue 22): every charge that took money, with what was taken and
// refunded of it, and the owner's refund, which the provider confirms a moment later. An order paid on
// two pages keeps one charge and the shop returns the other by itself. The refund form carries the
// page's Idempotency-Key: clicked twice, or its request sent again, it refunds once. At 1280 px, under
// axe.

const slug = "apapa-slim-card-case";

type AdminOrderPage = { paid: number; refunded: number; transactions: Transaction[] };

/** The tester pays on the sandbox page; `verify` is the shopper's return to the shop. */
async function paidOnSandbox(shopper: APIRequestContext, reference: string, verify: boolean) {
  const chosen = await shopper.post(`/sandbox/checkout/${reference}`, {
    form: { outcome: "success" },
    maxRedirects: 0,
  });
  expect(chosen.status(), await chosen.text()).toBe(303);
  if (verify) await apiData(shopper, `/payments/verify/${reference}`);
}

/**
 * An order whose first payment page was paid while a promo code lowered its total; a second page then
 * paid the new total. The first charge comes back to the shop after the order is paid: it is returned.
 */
async function orderPaidOnTwoPages(shopper: APIRequestContext) {
  const me = await apiData<{ id: string; email: string }>(shopper, "/users/me");
  await addToCart(shopper, slug);
  const order = await apiPost<Order>(shopper, `/users/${me.id}/orders`, { pickupAt: "pickup" });
  const start = (amount: number) =>
    apiPost<{ reference: string }>(shopper, `/payments/${me.id}/initialize`, {
      orderId: order.id,
      email: me.email,
      amount,
    });
  const first = await start(order.total);
  await paidOnSandbox(shopper, first.reference, false);
  const discounted = await apiPost<Order>(shopper, `/payments/${me.id}/promo-code/apply`, {
    code: "WELCOME10",
    orderId: order.id,
  });
  const second = await start(discounted.total);
  await paidOnSandbox(shopper, second.reference, true);
  // The shopper comes back from the first page only now: its charge arrives on an order already paid.
  await apiData(shopper, `/payments/verify/${first.reference}`);
  return { order: discounted, first: first.reference, second: second.reference, oldTotal: order.total };
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("the owner sees each charge of an order paid twice, and a refund clicked twice refunds once", async ({
  page,
}, testInfo) => {
  test.slow();
  await restock(slug);
  const shopper = await requests.newContext({
    baseURL: shopURL,
    extraHTTPHeaders: { ...apiHeaders, "x-forwarded-for": newClientAddress() },
  });
  const { order, first, second, oldTotal } = await (async () => {
    try {
      await signInThroughApi(shopper, await verifiedShopper(shopper));
      return await orderPaidOnTwoPages(shopper);
    } finally {
      await shopper.dispose();
    }
  })();

  const signIn = await page.request.post("/api/v1/users/signin", { headers: apiHeaders, data: shopOwner });
  expect(signIn.status(), await signIn.text()).toBe(201);
  await visit(page, `/admin/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}`, level: 1 })).toBeVisible();

  // Two charges: the first returned whole by the shop, the second the one that paid the order.
  const charges = page.getByRole("list", { name: "Charges" }).getByRole("listitem");
  await expect(charges).toHaveCount(2);
  await expect(charges.filter({ hasText: first })).toContainText(
    `Not needed by this order · taken ${formatNaira(oldTotal)} · refunded ${formatNaira(oldTotal)}`,
  );
  await expect(charges.filter({ hasText: second })).toContainText(
    `Paid this order · taken ${formatNaira(order.total)} · refunded ${formatNaira(0)}`,
  );
  await expect(page.getByText("Needs refund")).toHaveCount(0);
  await expect(page.getByText(`At most ${formatNaira(order.total)} is left to refund.`)).toBeVisible();
  expect(await axeViolations(page, { exclude: "header" })).toEqual([]);
  await keepScreenshot(page, testInfo, "admin-order-charges");

  // The refund, confirmed with a double click; the form's request is then sent once more as it was.
  const part = 1000;
  await page.getByLabel("Amount in naira").fill(String(part));
  await page.getByLabel("Reason").fill("A scuffed corner");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const posted = page.waitForRequest(
    (request) =>
      request.method() === "POST" && new URL(request.url()).pathname.startsWith(`/admin/orders/${order.id}`),
  );
  await page.getByRole("dialog", { name: "Refund" }).getByRole("button", { name: "Yes, Refund" }).dblclick();
  await expect(toast(page, "news", refundAskedMessage)).toBeVisible();
  const request = await posted;
  expect(request.postData()).toContain("idempotencyKey=");
  const again = await page.request.fetch(request.url(), {
    method: "POST",
    headers: { "content-type": request.headers()["content-type"] ?? "", origin: shopURL },
    data: request.postData() ?? "",
  });
  expect(again.status(), await again.text()).toBe(200);

  const refundsOf = async () =>
    (
      await asShopOwner((owner) => apiData<AdminOrderPage>(owner, `/admin/orders/${order.id}`))
    ).transactions.filter((transaction) => transaction.type === "REFUND" && transaction.amount === -part);
  expect(await refundsOf()).toHaveLength(1);

  // The form starts again empty, without a field calling itself required.
  await expect(page.getByLabel("Amount in naira")).toHaveValue("");
  await expect(page.getByLabel("Reason")).toHaveValue("");
  await expect(page.getByText("This field is required")).toHaveCount(0);

  // The refund is with the provider (pending) until it confirms it, a second later: a reload shows it done.
  const refundRow = page
    .getByRole("list", { name: "Transactions" })
    .getByRole("listitem")
    .filter({ hasText: formatNaira(-part) });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(/PENDING|COMPLETED/);
  await expect
    .poll(async () => (await refundsOf()).map((refund) => refund.status), {
      message: "the sandbox's confirmation of the refund",
    })
    .toEqual(["COMPLETED"]);
  await page.reload();
  await expect(refundRow).toContainText("COMPLETED");
  await expect(charges.filter({ hasText: second })).toContainText(`refunded ${formatNaira(part)}`);
  await expect(
    page.getByText(`Taken ${formatNaira(koboToNaira(nairaToKobo(oldTotal) + nairaToKobo(order.total)))}`),
  ).toBeVisible();
});
