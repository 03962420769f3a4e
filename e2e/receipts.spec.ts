import { readFile } from "node:fs/promises";
import { formatNaira } from "@oja/contracts/money";
import { receiptNotPaidMessage } from "@oja/contracts/receipts";
import type { Page, TestInfo } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { axeViolations } from "./browser-checks.ts";
import { orderForPickup, payThroughSandbox } from "./shop-api.ts";
import { expect, signedInShopper, test, visit } from "./shoppers.ts";

// After paying (docs/decisions/034-receipts.md): the success screen shows the order's number, its lines and
// the amount paid, and links the order and its receipt; the receipt is a PDF that downloads from there
// and from the order's Track panel, naming the order and its total. An unpaid order has none.

const product = "apapa-slim-card-case";

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Clicks the link, keeps the file the browser downloads, and answers its name and its text. */
async function downloaded(page: Page, testInfo: TestInfo, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = testInfo.outputPath(`${testInfo.project.name}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  await testInfo.attach("receipt", { path: file, contentType: "application/pdf" });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(file))), {
    mergePages: true,
  });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, " ") };
}

test(
  "the success screen shows the order paid, and its receipt downloads from there and from the order",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    await signedInShopper(page);
    const order = await orderForPickup(page.request, product);
    const reference = await payThroughSandbox(page.request, order, null);
    await page.goto(`/sandbox/checkout/${reference}`);
    await page.getByRole("button", { name: /^Pay ₦/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);

    const summary = page.getByRole("region", { name: `Order ${order.orderNumber}` });
    const line = order.items[0];
    if (!line) throw new Error("the order has no line");
    await expect(summary.getByText(line.product.name)).toBeVisible();
    await expect(summary.getByText(`Qty ${line.quantity}`)).toBeVisible();
    // The thumbnail is decoration beside the name (its alt is empty).
    await expect(summary.locator("img")).toHaveCount(1);
    await expect(summary.getByText("Amount paid")).toBeVisible();
    await expect(summary.getByText(formatNaira(order.total))).toBeVisible();
    const outcome = page.getByRole("main");
    await expect(outcome.getByRole("link", { name: "View order" })).toHaveAttribute(
      "href",
      `/account/orders?track=${order.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await keepScreenshot(page, testInfo, "payment-success");

    const fromSuccess = await downloaded(page, testInfo, () =>
      outcome.getByRole("link", { name: "Download receipt" }).click(),
    );
    expect(fromSuccess.name).toBe(`Oja-receipt-${order.orderNumber}.pdf`);
    expect(fromSuccess.text).toContain(`Order ${order.orderNumber}`);
    expect(fromSuccess.text).toContain(`Total ${formatNaira(order.total)}`);
    expect(fromSuccess.text).toContain(`Payment reference: ${reference}`);

    await visit(page, `/account/orders?track=${order.id}`);
    const panel = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
    await expect(panel.getByRole("link", { name: "Download receipt" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, "order-receipt-link");
    const fromOrder = await downloaded(page, testInfo, () =>
      panel.getByRole("link", { name: "Download receipt" }).click(),
    );
    expect(fromOrder.name).toBe(`Oja-receipt-${order.orderNumber}.pdf`);
    expect(fromOrder.text).toContain(`Total ${formatNaira(order.total)}`);
  },
);

test("an unpaid order offers no receipt, and its address answers why", async ({ page }) => {
  await signedInShopper(page);
  const order = await orderForPickup(page.request, product);
  await visit(page, `/account/orders?track=${order.id}`);
  const panel = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
  await expect(panel.getByRole("button", { name: /Payment$/ })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Download receipt" })).toHaveCount(0);
  const answer = await page.request.get(`/account/orders/${order.id}/receipt`);
  expect(answer.status()).toBe(409);
  expect(await answer.text()).toContain(receiptNotPaidMessage);

  // Another shopper's paid order is not this shopper's to download.
  const paid = await orderForPickup(page.request, product);
  await payThroughSandbox(page.request, paid, "success");
  expect((await page.request.get(`/account/orders/${paid.id}/receipt`)).status()).toBe(200);
  await signedInShopper(page);
  expect((await page.request.get(`/account/orders/${paid.id}/receipt`)).status()).toBe(403);
});
