import type { Order } from "@oja/contracts/orders";
import type { Page } from "@playwright/test";
import { ordersOf, restock } from "./shop-api.ts";
import {
  authModal,
  codeSentTo,
  expect,
  newShopper,
  openSignIn,
  passwordField,
  test,
  toast,
  visit,
} from "./shoppers.ts";

// The whole way through the shop, as a new shopper takes it (issue 13): browse, sign up with the
// e-mailed code, fill the cart, check out, pay on the sandbox's page, read "Payment Successful", and
// find the order PROCESSING and the payment among the transactions. A declined payment can be paid
// again. No API call sets the scene: only the pages, and the e-mail outbox for the code.

const voyager = {
  slug: "luxurious-voyager-bag",
  path: "/products/luxurious-voyager-bag",
  name: "Luxurious Voyager Bag",
} as const;

async function signUpThroughTheModal(page: Page) {
  const shopper = newShopper({ firstName: "Bisi", lastName: "Adeyemi" });
  await openSignIn(page, "/shop?signin=1");
  await authModal(page).getByRole("button", { name: "Create Account" }).click();
  const signUp = authModal(page, "Create Account");
  await signUp.getByLabel("First name").fill(shopper.firstName);
  await signUp.getByLabel("Last name").fill(shopper.lastName);
  await signUp.getByLabel("Email address").fill(shopper.email);
  await passwordField(signUp, "Password").fill(shopper.password);
  await passwordField(signUp, "Confirm password").fill(shopper.password);
  await signUp.getByRole("button", { name: "Create Account" }).click();

  const verify = authModal(page, "Verify Account");
  await expect(verify.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
  await page.keyboard.type(await codeSentTo(shopper.email));
  await verify.getByRole("button", { name: "Verify" }).click();
  await expect(authModal(page).getByLabel("Email address")).toHaveValue(shopper.email);
  await passwordField(authModal(page), "Password").fill(shopper.password);
  await authModal(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, "news", `Welcome back, ${shopper.firstName}.`)).toBeVisible();
  await expect(authModal(page)).toHaveCount(0);
  return shopper;
}

async function addVoyagerToCart(page: Page) {
  await visit(page, voyager.path);
  const colours = page.getByRole("group", { name: /^Colour/ });
  await colours.getByTitle("Cognac", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(toast(page, "news", "Added to your cart.")).toBeVisible();
}

/** Place Order by pickup; answers the sandbox's page, which opens in a window of its own. */
async function placeOrderByPickup(page: Page): Promise<Page> {
  await visit(page, "/checkout");
  await page.getByRole("radio", { name: "Pickup at Showroom", exact: true }).check();
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "news", "Order placed. Next is to make payment")).toBeVisible();
  const payment = await opened;
  await payment.waitForURL(/\/sandbox\/checkout\//);
  await expect(page).toHaveURL(/\/account\/orders\?track=/);
  return payment;
}

test.describe("A new shopper's first order", () => {
  test.beforeEach(async () => {
    await restock(voyager.slug);
  });

  test("browse, sign up with the e-mailed code, cart, checkout, pay in the sandbox, and follow it", {
    tag: "@mobile",
  }, async ({ page }) => {
    test.slow();
    await visit(page, "/shop");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await signUpThroughTheModal(page);
    await addVoyagerToCart(page);

    const payment = await placeOrderByPickup(page);
    const [order] = (await ordersOf(page.request)) as [Order];
    await expect(payment.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(payment.getByRole("button", { name: /^Pay ₦/ })).toContainText(
      new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2 }).format(order.total),
    );
    await payment.getByRole("button", { name: /^Pay ₦/ }).click();
    await expect(payment.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(
      payment.getByText(
        "Thank you! Your payment was completed successfully. We will notify you via email on order status.",
      ),
    ).toBeVisible();

    // Back in the shop's own window, the order is paid: PROCESSING, and no longer to be cancelled.
    await page.reload();
    const panel = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
    await expect(panel.getByText("PROCESSING", { exact: true })).toBeVisible();
    const progress = panel.getByRole("list", { name: "Order progress" }).getByRole("listitem");
    await expect(progress.nth(1)).toHaveText(/Paid, reached/);
    await expect(progress.nth(2)).toHaveText(/Processing, reached/);
    await expect(panel.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
    expect((await ordersOf(page.request))[0]?.status).toBe("PROCESSING");

    // The payment among the shopper's transactions.
    await visit(page, "/account/payments");
    const reference = new URL(payment.url()).searchParams.get("reference") ?? "";
    await expect(page.getByText(reference).first()).toBeVisible();
    await expect(page.getByRole("main")).toContainText("COMPLETED");
  });

  test("a declined payment leaves the order unpaid, and it can be paid again from its page", async ({
    page,
  }) => {
    test.slow();
    await signUpThroughTheModal(page);
    await addVoyagerToCart(page);
    const payment = await placeOrderByPickup(page);
    await payment.getByRole("button", { name: "Decline" }).click();
    await expect(payment.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(
      payment.getByText(
        "We could not verify your payment. Please contact support if your payment was completed.",
      ),
    ).toBeVisible();
    await payment.close();

    await page.reload();
    const [order] = (await ordersOf(page.request)) as [Order];
    expect(order.status).toBe("PENDING");
    const panel = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
    // Make Payment opens the provider's page in a new window, as Place Order does (decision 036).
    const reopened = page.waitForEvent("popup");
    await panel.getByRole("button", { name: /^(Make|Complete) Payment$/ }).click();
    const again = await reopened;
    await again.waitForURL(/\/sandbox\/checkout\//);
    await again.getByRole("button", { name: /^Pay ₦/ }).click();
    await expect(again.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect((await ordersOf(page.request))[0]?.status).toBe("PROCESSING");
  });
});
