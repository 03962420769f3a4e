import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import type { Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import {
  apiPost,
  asShopOwner,
  orderForDelivery,
  orderForPickup,
  ordersOf,
  payThroughSandbox,
} from "./shop-api.ts";
import { shopOwner } from "./shop-server.ts";
import { apiHeaders, emailsTo, expect, signedInShopper, test, toast, visit } from "./shoppers.ts";

// The order's whole story and pickup's own path (issue 24; docs/decisions/033-pickup-has-its-own-path.md):
// a shipped and partly refunded order shows its tracking note, each step's Lagos time and the refund; a
// pickup order is made ready and collected from the console, with pickup's e-mails and words; a tab left
// on the orders page shows the order paid once it was paid elsewhere. At 1280 px (the first also at 360 px), under axe.

const trackPanel = (page: Page, order: Pick<Order, "orderNumber">) =>
  page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
const progressOf = (page: Page, order: Order) =>
  trackPanel(page, order).getByRole("list", { name: "Order progress" }).getByRole("listitem");

/** The e-mail's text as it was written: quoted-printable undone, UTF-8 read. */
function readable(email: string): string {
  const bytes = email
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

async function mailsTo(address: string, containing: string): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address)).map(readable).filter((mail) => mail.includes(containing));
        return found.length;
      },
      { message: `an e-mail to ${address} saying "${containing}"` },
    )
    .toBeGreaterThan(0);
  return found;
}

// Products no other browser test restocks. The first test runs at both widths, which run at once on one
// shop: it has a product for each.
const storyProducts = ["ikoyi-structured-tote", "falomo-card-holder", "eko-bifold-wallet"] as const;
const shippedProductOf = (project: string) =>
  project === "mobile" ? "aso-oke-derby" : "marina-cap-toe-oxford";

test.describe("The order's story", () => {
  test(
    "a shipped and partly refunded order shows its tracking note, its dates and the refund",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      test.slow();
      await signedInShopper(page);
      const order = await orderForDelivery(page.request, shippedProductOf(testInfo.project.name));
      await payThroughSandbox(page.request, order, "success");
      const note = "GIG Logistics tracking GIG-4471-LAG at https://giglogistics.com/track/GIG-4471-LAG";
      const part = Math.round(order.total * 30) / 100;
      await asShopOwner(async (owner) => {
        await apiPost(owner, `/admin/orders/${order.id}/status`, { status: "SHIPPED", note });
        await apiPost(owner, `/admin/orders/${order.id}/refunds`, {
          amount: part,
          reason: "A scuffed strap",
        });
      });
      // The sandbox confirms a refund about a second after it is asked for.
      await expect
        .poll(async () => (await ordersOf(page.request))[0]?.refunds[0]?.status, { timeout: 15_000 })
        .toBe("COMPLETED");
      const [seen] = (await ordersOf(page.request)) as [Order];

      await visit(page, `/account/orders?track=${order.id}`);
      const panel = trackPanel(page, order);
      await expect(progressOf(page, order)).toHaveText([
        /Order placed, reached/,
        /Paid, reached/,
        /Processing, reached/,
        /Shipped, reached/,
        /Delivered, not yet/,
      ]);
      const shipped = seen.timeline.find((step) => step.status === "SHIPPED");
      await expect(progressOf(page, order).nth(3)).toContainText(
        formatDate(shipped?.at ?? "", { withTime: true }),
      );
      await expect(progressOf(page, order).nth(3)).toContainText("GIG Logistics tracking GIG-4471-LAG");
      const link = panel.getByRole("link", { name: "https://giglogistics.com/track/GIG-4471-LAG" });
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(progressOf(page, order).first()).toContainText(
        formatDate(order.createdAt, { withTime: true }),
      );

      const summary = panel.getByRole("region", { name: "Order summary" });
      await expect(summary).toContainText(`Refunded−${formatNaira(part)}`);
      await expect(summary).toContainText(`Total after refunds${formatNaira(seen.totalAfterRefunds)}`);
      const money = panel.getByRole("region", { name: "Payments and refunds" });
      await expect(money.getByRole("listitem")).toHaveCount(2);
      await expect(money.getByRole("listitem").first()).toContainText(`Payment ${formatNaira(order.total)}`);
      await expect(money.getByRole("listitem").first()).toContainText("COMPLETED");
      await expect(money.getByRole("listitem").last()).toContainText(`Refund −${formatNaira(part)}`);
      expect(await axeViolations(page)).toEqual([]);
      await panel.screenshot({ path: testInfo.outputPath("track-panel.png") });
      await money.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: testInfo.outputPath("track-panel-money.png") });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    },
  );

  test("a pickup order is made ready for collection, then collected, from the console, with its e-mails", async ({
    page,
    browser,
  }) => {
    test.slow();
    const shopper = await signedInShopper(page);
    const order = await orderForPickup(page.request, storyProducts[0]);
    await payThroughSandbox(page.request, order, "success");

    const ownerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const ownerPage = await ownerContext.newPage();
    try {
      const signIn = await ownerPage.request.post("/api/v1/users/signin", {
        headers: apiHeaders,
        data: shopOwner,
      });
      expect(signIn.status(), await signIn.text()).toBe(201);
      await visit(ownerPage, `/admin/orders/${order.id}`);
      const next = ownerPage.getByRole("region", { name: "Next step" });
      await expect(next.getByRole("button", { name: "Ship", exact: true })).toHaveCount(0);
      await expect(next.getByLabel("Note to the customer (e.g. tracking number)")).toHaveCount(0);
      await next.getByRole("button", { name: "Ready for Collection" }).click();
      await ownerPage
        .getByRole("dialog", { name: "Ready for Collection" })
        .getByRole("button", { name: "Yes, Ready" })
        .click();
      await expect(toast(ownerPage, "news", "The order is now READY_FOR_PICKUP.")).toBeVisible();
      const [ready] = await mailsTo(shopper.email, `order ${order.orderNumber} is ready to collect`);
      expect(ready).toContain(`Your order is ready to collect at ${order.pickup?.name}`);
      expect(ready).toContain(order.pickup?.address1 ?? "the showroom's address");
      expect(ready).toMatch(/Phone \+234 /);
      expect(ready).toContain(`/account/orders?track=${order.id}`);

      await visit(page, `/account/orders?track=${order.id}`);
      await expect(progressOf(page, order)).toHaveText([
        /Order placed, reached/,
        /Paid, reached/,
        /Processing, reached/,
        /Ready for collection, reached/,
        /Collected, not yet/,
      ]);
      await expect(trackPanel(page, order).getByText("READY_FOR_PICKUP", { exact: true })).toBeVisible();

      await next.getByRole("button", { name: "Mark Collected" }).click();
      await ownerPage
        .getByRole("dialog", { name: "Mark Collected" })
        .getByRole("button", { name: "Yes, Collected" })
        .click();
      await expect(toast(ownerPage, "news", "The order is now COLLECTED.")).toBeVisible();
      await mailsTo(
        shopper.email,
        `Thank you for collecting your Oja Leather House order ${order.orderNumber}`,
      );
      expect(
        (await emailsTo(shopper.email)).map(readable).some((mail) => /has shipped|on its way/.test(mail)),
      ).toBe(false);
      await expect(next).toHaveCount(0);

      await visit(page, `/account/orders?track=${order.id}`);
      await expect(progressOf(page, order).last()).toHaveText(/Collected, reached/);
      await expect(trackPanel(page, order)).not.toContainText("Shipped");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await ownerContext.close();
    }
  });

  test("the tab left on the order shows it paid once it is paid in another window", async ({ page }) => {
    await signedInShopper(page);
    const first = await orderForPickup(page.request, storyProducts[1]);
    const second = await orderForPickup(page.request, storyProducts[2]);

    // Make Payment opens the payment window; its success screen tells the shop's other tabs
    // (lib/payment-news.ts), and the tab left on the order reads it again without being touched.
    await visit(page, `/account/orders?track=${first.id}`);
    const panel = trackPanel(page, first);
    const opened = page.waitForEvent("popup");
    await panel.getByRole("button", { name: /^(Make|Complete) Payment$/ }).click();
    const paying = await opened;
    await paying.waitForURL(/\/sandbox\/checkout\//);
    await paying.getByRole("button", { name: /^Pay ₦/ }).click();
    await expect(paying.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(panel.getByText("PROCESSING", { exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: /Payment$/ })).toHaveCount(0);
    await paying.close();

    // Paid with nothing said: the tab reads the order again when it is looked at again.
    await visit(page, `/account/orders?track=${second.id}`);
    await expect(trackPanel(page, second).getByRole("button", { name: /Payment$/ })).toBeVisible();
    await payThroughSandbox(page.request, second, "success");
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(trackPanel(page, second).getByText("PROCESSING", { exact: true })).toBeVisible();
    await expect(trackPanel(page, second).getByRole("button", { name: /Payment$/ })).toHaveCount(0);
  });
});
