import type { Order } from "@oja/contracts/orders";
import { onlyBuyersMayReviewMessage } from "@oja/contracts/reviews";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { keepScreenshot } from "./cart-pages.ts";
import {
  addToCart,
  apiData,
  apiPost,
  asShopOwner,
  lagos,
  orderForPickup,
  payThroughSandbox,
  productIdOf,
  restock,
  saveAddress,
  userIdOf,
} from "./shop-api.ts";
import { shopOwner, shopURL } from "./shop-server.ts";
import { apiHeaders, expect, newClientAddress, signedInShopper, test, toast, visit } from "./shoppers.ts";

// Reviews by buyers (docs/decisions/035-reviews-by-buyers.md), at 1280 px and 360 px: a shopper whose
// order the owner delivered (or, on phones, who collected it) writes a review from the order's link; it
// shows "Verified buyer" and moves the average; a shopper who has not bought it sees no form and the
// API refuses them; the owner hides it in the console and it leaves the product page.

/** A product of its own for each width, so the two runs do not move each other's average. */
const productFor = (projectName: string) =>
  projectName === "mobile" ? "osogbo-woven-sandal" : "ibeju-toe-post-sandal";

/** Moves the order through the owner's API, one status after another. */
async function ownerMoves(order: Order, statuses: string[]) {
  await asShopOwner(async (owner) => {
    for (const status of statuses) {
      const moved = await owner.post(`/api/v1/admin/orders/${order.id}/status`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  });
}

/** A paid order of the product, delivered to the shopper's door or collected at the showroom. */
async function receivedOrder(request: APIRequestContext, slug: string, how: "delivered" | "collected") {
  if (how === "collected") {
    const order = await orderForPickup(request, slug);
    await payThroughSandbox(request, order, "success");
    await ownerMoves(order, ["READY_FOR_PICKUP", "COLLECTED"]);
    return order;
  }
  await restock(slug);
  await addToCart(request, slug);
  const addressId = await saveAddress(request, lagos);
  const order = await apiPost<Order>(request, `/users/${await userIdOf(request)}/orders`, {
    pickupAt: "ship",
    addressId,
  });
  await payThroughSandbox(request, order, "success");
  await ownerMoves(order, ["SHIPPED", "DELIVERED"]);
  return order;
}

const reviewsRegion = (page: Page) => page.getByRole("region", { name: "Reviews", exact: true });

async function averageOf(request: APIRequestContext, productId: string) {
  const response = await request.get(`/api/v1/products/${productId}/reviews`, { headers: apiHeaders });
  const body = await response.json();
  return { average: body.averageRating as number, total: body.pagination.total as number };
}

test.describe("Reviews by buyers", () => {
  test(
    "a buyer writes a review from the order, marked Verified buyer, and the average moves; the owner hides it",
    { tag: "@mobile" },
    async ({ page, browser }, testInfo) => {
      test.slow();
      const slug = productFor(testInfo.project.name);
      const how = testInfo.project.name === "mobile" ? "collected" : "delivered";
      await signedInShopper(page);
      const order = await receivedOrder(page.request, slug, how);
      const productId = await productIdOf(page.request, slug);
      const before = await averageOf(page.request, productId);

      // The received order links each of its products to the review form.
      await visit(page, `/account/orders?track=${order.id}`);
      const panel = page.getByRole("dialog", { name: `Order ${order.orderNumber}` });
      const productName = order.items[0]?.product.name ?? "";
      await panel.getByRole("link", { name: `Write a review of ${productName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${slug}#write-review$`));

      const form = page.getByRole("region", { name: "Write a review" });
      await expect(form).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // The stars are radio buttons: chosen by keyboard, one arrow at a time.
      await form.getByRole("radio", { name: "3 stars" }).focus();
      await page.keyboard.press("Space");
      await expect(form.getByRole("radio", { name: "3 stars" })).toBeChecked();
      await page.keyboard.press("ArrowRight");
      await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
      await form
        .getByRole("textbox", { name: "Your review" })
        .fill("Soft leather, and the straps held all rainy season.");
      await keepScreenshot(page, testInfo, "review-form");
      // At 360 px the sticky Add To Cart bar covers the foot of the window: pressed from the keyboard.
      await form.getByRole("button", { name: "Post Review" }).press("Enter");

      const mine = page.getByRole("region", { name: "Your review" });
      await expect(mine).toContainText("Soft leather, and the straps held all rainy season.");
      const listed = reviewsRegion(page)
        .getByRole("listitem")
        .filter({ hasText: "the straps held all rainy season" });
      await expect(listed).toContainText("Verified buyer");
      const after = await averageOf(page.request, productId);
      expect(after.total).toBe(before.total + 1);
      const expected = Math.round(((before.average * before.total + 4) / (before.total + 1)) * 10) / 10;
      expect(after.average).toBeCloseTo(expected, 1);
      await expect(reviewsRegion(page).getByTestId("average-rating")).toContainText(
        `${after.total} ${after.total === 1 ? "review" : "reviews"}`,
      );
      expect(await axeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, "review-written");

      // A second review is refused by the API; the page offers Edit instead.
      const again = await page.request.post(`/api/v1/products/${productId}/reviews`, {
        headers: apiHeaders,
        data: { rating: 5, comment: "Again." },
      });
      expect(again.status()).toBe(409);
      await mine.getByRole("button", { name: "Edit" }).press("Enter");
      await mine.getByRole("radio", { name: "5 stars" }).focus();
      await page.keyboard.press("Space");
      await mine.getByRole("button", { name: "Save Review" }).press("Enter");
      await expect(mine.getByRole("button", { name: "Edit" })).toBeVisible();
      await expect.poll(async () => (await averageOf(page.request, productId)).total).toBe(after.total);

      // The owner hides it in the console.
      const ownerContext = await browser.newContext({
        baseURL: shopURL,
        viewport: page.viewportSize(),
        extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
      });
      const ownerPage = await ownerContext.newPage();
      try {
        const signIn = await ownerPage.request.post("/api/v1/users/signin", {
          headers: apiHeaders,
          data: shopOwner,
        });
        expect(signIn.status(), await signIn.text()).toBe(201);
        await visit(ownerPage, `/admin/reviews?search=${encodeURIComponent(productName)}`);
        await expect(ownerPage.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
        const row = (
          testInfo.project.name === "mobile"
            ? ownerPage.getByRole("list", { name: "Reviews" }).getByRole("listitem")
            : ownerPage.getByRole("row")
        ).filter({ hasText: "the straps held all rainy season" });
        await expect(row).toContainText("Verified buyer");
        // As on every admin page: the site header over the dark band is checked by the shop's own pages.
        expect(await axeViolations(ownerPage, { exclude: "header" })).toEqual([]);
        await keepScreenshot(ownerPage, testInfo, "admin-reviews");
        await row.getByRole("button", { name: "Hide" }).click();
        const dialog = ownerPage.getByRole("dialog", { name: "Hide Review" });
        await dialog.getByRole("button", { name: "Yes, Hide" }).click();
        await expect(toast(ownerPage, "news", `The review of ${productName} is hidden.`)).toBeVisible();
        await expect(row.getByRole("button", { name: "Show" })).toBeVisible();
      } finally {
        await ownerContext.close();
      }
      await expect.poll(async () => (await averageOf(page.request, productId)).total).toBe(before.total);
      await visit(page, `/products/${slug}`);
      await expect(reviewsRegion(page).getByText("the straps held all rainy season")).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Your review" })).toContainText(
        "The shop has hidden this review from other shoppers.",
      );
    },
  );

  test("a shopper who has not received the product sees no form, and the API answers 403", async ({
    page,
  }, testInfo) => {
    const slug = productFor(testInfo.project.name);
    await visit(page, `/products/${slug}`);
    await expect(reviewsRegion(page)).toBeVisible();
    await expect(page.getByRole("region", { name: "Write a review" })).toHaveCount(0);

    await signedInShopper(page);
    await visit(page, `/products/${slug}`);
    await expect(reviewsRegion(page)).toBeVisible();
    await expect(page.getByRole("region", { name: "Write a review" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "5 stars" })).toHaveCount(0);
    const productId = await productIdOf(page.request, slug);
    const refused = await page.request.post(`/api/v1/products/${productId}/reviews`, {
      headers: apiHeaders,
      data: { rating: 5, comment: "Never bought it." },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(onlyBuyersMayReviewMessage);
    expect(
      await apiData<{ canReview: boolean }>(page.request, `/products/${productId}/reviews/mine`),
    ).toMatchObject({
      review: null,
      canReview: false,
    });
  });
});

test.describe("Reviews without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a buyer writes a review with the plain form", async ({ page }) => {
    test.slow();
    const slug = "durbar-cross-strap-sandal";
    await signedInShopper(page);
    await receivedOrder(page.request, slug, "collected");
    await page.goto(`/products/${slug}#write-review`);
    const form = page.getByRole("region", { name: "Write a review" });
    await form.getByRole("radio", { name: "2 stars" }).focus();
    await page.keyboard.press("Space");
    await form.getByRole("textbox", { name: "Your review" }).fill("The buckle rubs; the leather is lovely.");
    await form.getByRole("button", { name: "Post Review" }).press("Enter");
    await expect(page.getByRole("region", { name: "Your review" })).toContainText(
      "The buckle rubs; the leather is lovely.",
    );
    await expect(
      reviewsRegion(page).getByRole("listitem").filter({ hasText: "The buckle rubs" }),
    ).toContainText("Verified buyer");
  });
});
