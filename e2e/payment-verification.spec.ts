import type { APIRequestContext } from "@playwright/test";
import { apiHeaders, expect, signedInShopper, test, visit } from "./shoppers.ts";

// Spec §2 Payment verification and §8's texts, through the sandbox payment page (DESIGN §2): pay, or
// decline and try again; the outcome is verified by the page's loader.

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
  return { order, ...(await started.json()).data } as { order: { id: string }; authorizationUrl: string };
}

test("paying on the sandbox page shows Payment Successful, with Home and the order", async ({ page }) => {
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
