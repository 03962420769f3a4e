import { randomUUID } from "node:crypto";
import { refundAskedMessage } from "@oja/contracts/admin-orders";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./browser-checks.ts";
import {
  addToCart,
  apiData,
  apiPost,
  archiveProducts,
  asShopOwner,
  lagosRecipient,
  ordersOf,
  payThroughSandbox,
  saveAddress,
  userIdOf,
} from "./shop-api.ts";
import { shopOwner } from "./shop-server.ts";
import {
  authModal,
  emailsTo,
  expect,
  openSignIn,
  passwordField,
  signedInShopper,
  test,
  toast,
  visit,
} from "./shoppers.ts";

// The owner's admin of issue 15 (docs/architecture.md §8), its acceptance walked through: the owner made at start
// adds a product with a photo and two pieces (through the admin area's API here; its pages are
// e2e/admin-products.spec.ts), a shopper buys it through the sandbox, and the owner, signed in through
// the shop's sign-in, ships it with a tracking note, delivers it and refunds part of it. The shopper
// gets the e-mail, follows SHIPPED and DELIVERED on the orders page and reads the refund in red among
// the transactions. At 1280 px.

/** The shopper's Track panel of the order shows `status`. */
async function shopperSees(shopperPage: Page, order: Order, status: string) {
  await visit(shopperPage, `/account/orders?track=${order.id}`);
  const panel = shopperPage.getByRole("dialog", { name: `Order ${order.orderNumber}` });
  await expect(panel.getByText(status, { exact: true })).toBeVisible();
}

/** The ACTIVE products a test adds leave the shop after it (e2e/shop-api.ts archiveProducts). */
const added: string[] = [];
test.afterEach(async () => {
  await archiveProducts(added.splice(0));
});

test("the owner's new product sells, ships with a note, is delivered and partly refunded; the shopper sees it all", async ({
  page,
  browser,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  const slug = `ibadan-saddle-bag-${suffix}`;
  added.push(slug);
  await asShopOwner(async (owner) => {
    const product = await apiPost<{ id: string }>(owner, "/admin/products", {
      name: `Ibadan Saddle Bag ${suffix}`,
      slug,
      price: 120000,
      category: "bags",
      sizes: ["One Size"],
      colours: ["#7a4a2a"],
      description: "<p>Saddle-stitched in Lagos.</p>",
      stock: 2,
      status: "ACTIVE",
    });
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#7a4a2a" } })
      .png()
      .toBuffer();
    const upload = await owner.post(`/api/v1/admin/products/${product.id}/images`, {
      multipart: { image: { name: "saddle.png", mimeType: "image/png", buffer: photo } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  });

  // The shopper, in a browser context of their own, finds it in the shop and buys it.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await signedInShopper(shopperPage);
  await visit(shopperPage, `/products/${slug}`);
  await expect(shopperPage.locator(`main img[src*="/uploads/products/${slug}-"]`).first()).toBeVisible();
  await expect(shopperPage.getByText("Only 2 left")).toBeVisible();
  await addToCart(shopperPage.request, slug);
  // Home delivery: it is shipped, then delivered (a pickup order is made ready, then collected).
  const order = await apiPost<Order>(
    shopperPage.request,
    `/users/${await userIdOf(shopperPage.request)}/orders`,
    { pickupAt: "ship", addressId: await saveAddress(shopperPage.request, lagosRecipient) },
  );
  await payThroughSandbox(shopperPage.request, order, "success");
  await shopperSees(shopperPage, order, "PROCESSING");

  await openSignIn(page, "/?signin=1");
  await authModal(page).getByLabel("Email address").fill(shopOwner.email);
  await passwordField(authModal(page), "Password").fill(shopOwner.password);
  await authModal(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();

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
  await expect
    .poll(async () => (await emailsTo(shopper.email)).some((mail) => mail.includes("GIG-4471")), {
      message: "the shipping e-mail with the tracking note",
    })
    .toBe(true);
  await shopperSees(shopperPage, order, "SHIPPED");

  await page.getByRole("button", { name: "Mark Delivered" }).click();
  await page
    .getByRole("dialog", { name: "Deliver Order" })
    .getByRole("button", { name: "Yes, Delivered" })
    .click();
  await expect(toast(page, "news", "The order is now DELIVERED.")).toBeVisible();
  await shopperSees(shopperPage, order, "DELIVERED");

  const part = Math.round(order.total * 30) / 100;
  await page.getByLabel("Amount in naira").fill(String(part));
  await page.getByLabel("Reason").fill("A scuffed strap");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await page.getByRole("dialog", { name: "Refund" }).getByRole("button", { name: "Yes, Refund" }).click();
  await expect(toast(page, "news", refundAskedMessage)).toBeVisible();

  expect((await ordersOf(shopperPage.request))[0]?.status).toBe("DELIVERED");
  const history = await apiData<{ transactions: { type: string; amount: number }[] }>(
    shopperPage.request,
    "/transactions/history",
  );
  expect(history.transactions.find((entry) => entry.type === "REFUND")?.amount).toBe(-part);
  await visit(shopperPage, "/account/payments");
  const refunded = shopperPage
    .getByRole("main")
    .getByText(`−${formatNaira(part)}`)
    .first();
  await expect(refunded).toBeVisible();
  await expect(refunded).toHaveClass(/text-error/);
  await shopperContext.close();
});

test("a shopper is refused at the admin area's door", async ({ page }) => {
  await signedInShopper(page);
  const response = await page.goto("/admin/orders");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Only the shop's staff may do this.")).toBeVisible();
});
