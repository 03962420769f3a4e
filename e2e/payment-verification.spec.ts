import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import {
  attemptCancelledForOrder,
  attemptCancelledForTotal,
  paymentFailedTitle,
  returnedExcess,
  returnedToCancelledOrder,
  type Transaction,
} from "@oja/contracts/payments";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { apiData, apiPost, asShopOwner, restock } from "./shop-api.ts";
import { apiHeaders, expect, signedInShopper, test, visit } from "./shoppers.ts";

// docs/product.md §2 Payment verification and §8's texts, through the sandbox payment page (docs/architecture.md §2): pay, or
// decline and try again; the outcome is verified by the page's loader. A charge the order no longer
// needs (the order was cancelled, or its total went down, while the payment page was open) is told as
// it is: the attempt's page takes nothing, or the money is on its way back to the card.

/** A pickup order of one piece, and a payment started for it: the sandbox page's address. */
async function startedPayment(request: APIRequestContext, email: string) {
  const me = await request.get("/api/v1/users/me", { headers: apiHeaders });
  const userId = (await me.json()).data.id;
  const listing = await request.get("/api/v1/products/apapa-slim-card-case", { headers: apiHeaders });
  const product = (await listing.json()).data.product;
  const added = await request.post(`/api/v1/users/${userId}/cart/items/${product.id}`, {
    headers: apiHeaders,
    data: { quantity: 1, size: product.sizes[0], color: product.colours[0] },
  });
  expect(added.status()).toBe(201);
  const placed = await request.post(`/api/v1/users/${userId}/orders`, {
    headers: apiHeaders,
    data: { pickupAt: "pickup" },
  });
  const order = (await placed.json()).data;
  const started = await request.post(`/api/v1/payments/${userId}/initialize`, {
    headers: apiHeaders,
    data: { orderId: order.id, email, amount: order.total },
  });
  expect(started.status(), await started.text()).toBe(200);
  return { userId, order, ...(await started.json()).data } as {
    userId: string;
    order: Order;
    authorizationUrl: string;
    reference: string;
  };
}

/** The tester pays on the sandbox page without coming back to the shop (the page is left unverified). */
async function paidOnSandbox(request: APIRequestContext, reference: string) {
  const chosen = await request.post(`/sandbox/checkout/${reference}`, {
    form: { outcome: "success" },
    maxRedirects: 0,
  });
  expect(chosen.status(), await chosen.text()).toBe(303);
}

const verificationOf = (reference: string) =>
  `/payment/verification?trxref=${reference}&reference=${reference}`;

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The order as the admin area reads it: what was taken for it and refunded of it. */
const adminOrder = (orderId: string) =>
  asShopOwner((owner) =>
    apiData<{ paid: number; refunded: number; charges: { reference: string; paysOrder: boolean }[] }>(
      owner,
      `/admin/orders/${orderId}`,
    ),
  );

test("paying on the sandbox page shows Payment Successful, with Home, the order and its receipt", {
  tag: "@mobile",
}, async ({ page }) => {
  const shopper = await signedInShopper(page);
  const { order, authorizationUrl } = await startedPayment(page.request, shopper.email);
  await page.goto(authorizationUrl);
  await expect(page.getByRole("heading", { name: "Oja Leather House" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(/\/payment\/verification\?trxref=.+&reference=.+/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
  await expect(
    page.getByText(
      "Thank you! Your payment was completed successfully. We will notify you via email on order status.",
    ),
  ).toBeVisible();
  const outcome = page.getByRole("main");
  await expect(outcome.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  await expect(outcome.getByRole("link", { name: "View order" })).toHaveAttribute(
    "href",
    `/account/orders?track=${order.id}`,
  );
  // What was paid, and the receipt (e2e/receipts.spec.ts downloads it).
  const paid = outcome.getByRole("region", { name: `Order ${order.orderNumber}` });
  await expect(paid.getByText("Apapa Slim Card Case")).toBeVisible();
  await expect(paid.getByText(formatNaira(order.total))).toBeVisible();
  await expect(outcome.getByRole("link", { name: "Download receipt" })).toHaveAttribute(
    "href",
    `/account/orders/${order.id}/receipt`,
  );
});

test("a declined payment shows Payment Failed, and Try payment again pays it", async ({ page }) => {
  const shopper = await signedInShopper(page);
  const { authorizationUrl } = await startedPayment(page.request, shopper.email);
  await page.goto(authorizationUrl);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(
    page.getByText("We could not verify your payment. Please contact support if your payment was completed."),
  ).toBeVisible();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByRole("button", { name: "Try payment again" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  expect(page.url()).not.toBe(authorizationUrl);
  await page.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
});

test("says so without a reference, and when the payment cannot be confirmed", async ({ page }) => {
  await signedInShopper(page);
  await visit(page, "/payment/verification");
  await expect(page.getByRole("heading", { level: 1, name: "Missing payment details." })).toBeVisible();
  await page.goto("/payment/verification?reference=OJA-NO-SUCH-PAYMENT");
  await expect(
    page.getByRole("heading", { level: 1, name: "Failed to confirm payment. Please contact support." }),
  ).toBeVisible();
});

test.describe("a charge the order no longer needs", () => {
  test.beforeEach(async () => {
    await restock("apapa-slim-card-case");
  });

  test("an order cancelled in the shop tab: the payment page opened before says so and takes nothing", async ({
    page,
  }) => {
    const shopper = await signedInShopper(page);
    const { userId, order, authorizationUrl, reference } = await startedPayment(page.request, shopper.email);
    await page.goto(authorizationUrl);
    await expect(page.getByRole("button", { name: /^Pay ₦/ })).toBeVisible();

    // The shop's tab: the shopper cancels the order from its Track panel.
    const shopTab = await page.context().newPage();
    await visit(shopTab, `/account/orders?track=${order.id}`);
    const panel = shopTab.getByRole("dialog", { name: `Order ${order.orderNumber}` });
    await panel.getByRole("button", { name: "Cancel Order" }).click();
    await shopTab
      .getByRole("dialog", { name: "Cancel Order" })
      .getByRole("button", { name: "Yes, Cancel Order" })
      .click();
    await expect
      .poll(async () => (await apiData<Order>(page.request, `/users/${userId}/orders/${order.id}`)).status)
      .toBe("CANCELLED");
    await shopTab.close();

    // Back on the payment page, still showing Pay: the sandbox refuses the cancelled attempt.
    await page.getByRole("button", { name: /^Pay ₦/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "This payment was cancelled" })).toBeVisible();
    await expect(page.getByText(attemptCancelledForOrder)).toBeVisible();

    // Nothing was taken: the shop's verification says so, with no offer to pay a cancelled order.
    await visit(page, verificationOf(reference));
    await expect(page.getByRole("heading", { level: 1, name: paymentFailedTitle })).toBeVisible();
    await expect(page.getByText(attemptCancelledForOrder)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try payment again" })).toHaveCount(0);
    const history = await apiData<{ transactions: Transaction[] }>(page.request, "/transactions/history");
    expect(history.transactions.map(({ reference: ref, status }) => ({ ref, status }))).toEqual([
      { ref: reference, status: "CANCELLED" },
    ]);
    expect(await adminOrder(order.id)).toMatchObject({ paid: 0, refunded: 0, charges: [] });
  });

  test("paid on the sandbox before the cancel reached the shop: the page says the payment is being returned", async ({
    page,
  }, testInfo) => {
    const shopper = await signedInShopper(page);
    const { userId, order, reference } = await startedPayment(page.request, shopper.email);
    await paidOnSandbox(page.request, reference);
    await apiPost(page.request, `/users/${userId}/orders/${order.id}/cancel`);

    await visit(page, verificationOf(reference));
    await expect(
      page.getByRole("heading", { level: 1, name: "Your payment is being returned" }),
    ).toBeVisible();
    await expect(page.getByText(returnedToCancelledOrder(formatNaira(order.total)))).toBeVisible();
    const outcome = page.getByRole("main");
    await expect(outcome.getByRole("button", { name: "Try payment again" })).toHaveCount(0);
    await expect(outcome.getByRole("link", { name: "View order" })).toHaveAttribute(
      "href",
      `/account/orders?track=${order.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, "verification-returned");

    // The order stays cancelled; its charge is taken and refunded whole, the refund settled a moment later.
    const placed = await apiData<Order>(page.request, `/users/${userId}/orders/${order.id}`);
    expect(placed.status).toBe("CANCELLED");
    expect(await adminOrder(order.id)).toMatchObject({ paid: order.total, refunded: order.total });
    await expect
      .poll(async () => {
        const history = await apiData<{ transactions: Transaction[] }>(page.request, "/transactions/history");
        return history.transactions
          .filter((transaction) => transaction.type === "REFUND")
          .map(({ amount, status }) => ({ amount, status }));
      })
      .toEqual([{ amount: -order.total, status: "COMPLETED" }]);
  });

  test("a promo code applied after the payment page opened: the old page takes nothing, the new total is paid", async ({
    page,
  }) => {
    const shopper = await signedInShopper(page);
    const { userId, order, authorizationUrl, reference } = await startedPayment(page.request, shopper.email);
    const discounted = await apiPost<Order>(page.request, `/payments/${userId}/promo-code/apply`, {
      code: "WELCOME10",
      orderId: order.id,
    });
    expect(discounted.total).toBeLessThan(order.total);
    // The order's Track panel says its last attempt was cancelled and offers to pay the new total.
    await visit(page, `/account/orders?track=${order.id}`);
    const panel = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
    await expect(panel.getByText("Last payment attempt")).toBeVisible();
    await expect(
      panel.locator("p", { hasText: "Last payment attempt" }).getByText("Cancelled", { exact: true }),
    ).toBeVisible();
    await expect(panel.getByRole("button", { name: "Complete Payment" })).toBeVisible();

    await page.goto(authorizationUrl);
    await expect(page.getByRole("heading", { level: 1, name: "This payment was cancelled" })).toBeVisible();
    await expect(page.getByText(attemptCancelledForTotal)).toBeVisible();

    // Its verification page: failed, why, and paying again starts an attempt for the new total.
    await visit(page, verificationOf(reference));
    await expect(page.getByRole("heading", { level: 1, name: paymentFailedTitle })).toBeVisible();
    await expect(page.getByText(attemptCancelledForTotal)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Try payment again" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole("button", { name: `Pay ${formatNaira(discounted.total)}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    const paid = await apiData<Order>(page.request, `/users/${userId}/orders/${order.id}`);
    expect(paid).toMatchObject({ status: "PROCESSING", total: discounted.total });
    expect(await adminOrder(order.id)).toMatchObject({ paid: discounted.total, refunded: 0 });
  });

  test("paid at the old total before a promo code lowered it: the order is paid and the difference returned", async ({
    page,
  }) => {
    const shopper = await signedInShopper(page);
    const { userId, order, reference } = await startedPayment(page.request, shopper.email);
    await paidOnSandbox(page.request, reference);
    const discounted = await apiPost<Order>(page.request, `/payments/${userId}/promo-code/apply`, {
      code: "WELCOME10",
      orderId: order.id,
    });

    await visit(page, verificationOf(reference));
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    const extra = koboToNaira(nairaToKobo(order.total) - nairaToKobo(discounted.total));
    await expect(
      page.getByText(returnedExcess(formatNaira(extra), formatNaira(discounted.total))),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try payment again" })).toHaveCount(0);
    expect(await adminOrder(order.id)).toMatchObject({ paid: order.total, refunded: extra });
  });
});
