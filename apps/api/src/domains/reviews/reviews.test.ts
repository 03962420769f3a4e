import type { AuditEntry } from "@oja/contracts/admin";
import type { Review } from "@oja/contracts/catalog";
import type { AdminReview } from "@oja/contracts/reviews";
import { onlyBuyersMayReviewMessage } from "@oja/contracts/reviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { auditEntriesOf } from "../../test/admin.ts";
import { paidOrder } from "../../test/orders.ts";
import { productNamed } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { orders } from "../orders/orders.schema.ts";

// Reviews by buyers (docs/decisions/035-reviews-by-buyers.md): only a shopper whose order of the
// product was delivered or collected writes one, once; edits and deletes move the product's rating at
// once; the owner hides a review from the list and the rating, in the audit log.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

const slug = "ikoyi-penny-loafer";
const good = { rating: 5, comment: "  Soft leather, true to size.  " };

/** A shopper whose paid order of the product has reached `status`, set as the owner's moves would. */
async function buyer(status: "DELIVERED" | "COLLECTED" | "PROCESSING" = "DELIVERED") {
  const shopper = await signedInShopper(shop);
  const order = await paidOrder(shop, shopper, slug);
  await shop.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  return shopper;
}

async function summary() {
  const product = await productNamed(shop, slug);
  const list = (await shop.get(`/products/${product.id}/reviews?limit=50`)).json();
  return {
    product,
    list: list.data as Review[],
    average: list.averageRating as number,
    total: list.pagination.total,
  };
}

const reviewsOf = (productId: string) => `/products/${productId}/reviews`;

describe("writing a review", () => {
  it("answers 401 to a visitor and 403 to a shopper who has not received the product", async () => {
    const { product } = await summary();
    expect((await shop.post(reviewsOf(product.id), good)).statusCode).toBe(401);
    const stranger = await signedInShopper(shop);
    const refused = await shop.send("POST", reviewsOf(product.id), stranger.headers, good);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(onlyBuyersMayReviewMessage);
    const waiting = await buyer("PROCESSING");
    expect((await shop.send("POST", reviewsOf(product.id), waiting.headers, good)).statusCode).toBe(403);
    const mine = (await shop.send("GET", `${reviewsOf(product.id)}/mine`, waiting.headers)).json().data;
    expect(mine).toEqual({ review: null, canReview: false });
  });

  it("takes a delivered buyer's review: 201, a verified buyer at the top, the average moved at once", async () => {
    const before = await summary();
    const shopper = await buyer("DELIVERED");
    const mineBefore = (
      await shop.send("GET", `${reviewsOf(before.product.id)}/mine`, shopper.headers)
    ).json();
    expect(mineBefore.data).toEqual({ review: null, canReview: true });

    const written = await shop.send("POST", reviewsOf(before.product.id), shopper.headers, good);
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().data).toMatchObject({
      rating: 5,
      comment: "Soft leather, true to size.",
      verifiedBuyer: true,
    });

    const after = await summary();
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ comment: "Soft leather, true to size.", verifiedBuyer: true });
    expect(after.list.filter((review) => !review.verifiedBuyer)).toHaveLength(before.total);
    const expected =
      Math.round(((before.product.averageRating * before.total + 5) * 10) / (before.total + 1)) / 10;
    expect(after.average).toBeCloseTo(expected, 1);
    expect(after.product.reviewCount).toBe(before.total + 1);

    const mine = (await shop.send("GET", `${reviewsOf(before.product.id)}/mine`, shopper.headers)).json()
      .data;
    expect(mine).toMatchObject({ canReview: false, review: { rating: 5, hidden: false } });
    const second = await shop.send("POST", reviewsOf(before.product.id), shopper.headers, good);
    expect(second.statusCode).toBe(409);
    expect((await summary()).total).toBe(before.total + 1);
  });

  it("takes a collected buyer's review", async () => {
    const { product } = await summary();
    const shopper = await buyer("COLLECTED");
    const written = await shop.send("POST", reviewsOf(product.id), shopper.headers, {
      rating: 4,
      comment: "Fine.",
    });
    expect(written.statusCode, written.body).toBe(201);
  });

  it("refuses a rating or comment out of bounds with 400 naming the field, writing nothing", async () => {
    const before = await summary();
    const shopper = await buyer();
    for (const body of [
      { rating: 0, comment: "x" },
      { rating: 6, comment: "x" },
      { rating: 4.5, comment: "x" },
      { rating: "5", comment: "x" },
      { rating: 5, comment: "   " },
      { rating: 5, comment: "x".repeat(2001) },
      { rating: 5 },
      {},
    ]) {
      const refused = await shop.send("POST", reviewsOf(before.product.id), shopper.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errors.join(" ")).toMatch(/rating|comment/);
    }
    expect((await summary()).total).toBe(before.total);
  });

  it("answers 404 for a product the shop does not have", async () => {
    const shopper = await buyer();
    const unknown = "/products/7d4c2c8e-0000-4000-8000-000000000000/reviews";
    expect((await shop.send("POST", unknown, shopper.headers, good)).statusCode).toBe(404);
    expect((await shop.send("GET", "/products/nonsense/reviews/mine", shopper.headers)).statusCode).toBe(404);
  });
});

describe("the shopper's own review, as each product page asks for it", () => {
  it("follows every change: the order collected, the review written, edited, hidden and deleted", async () => {
    const { product } = await summary();
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper, slug);
    const mine = async () =>
      (await shop.send("GET", `${reviewsOf(product.id)}/mine`, shopper.headers)).json().data;
    // Asked twice while the order is on its way: the shopper's answer is kept (decision 047).
    expect(await mine()).toEqual({ review: null, canReview: false });
    expect(await mine()).toEqual({ review: null, canReview: false });

    for (const status of ["READY_FOR_PICKUP", "COLLECTED"]) {
      const moved = await shop.send("POST", `/admin/orders/${order.id}/status`, owner.headers, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(await mine()).toEqual({ review: null, canReview: true });

    const written = await shop.send("POST", reviewsOf(product.id), shopper.headers, good);
    expect(written.statusCode, written.body).toBe(201);
    expect(await mine()).toMatchObject({ canReview: false, review: { rating: 5, hidden: false } });

    const mineOnly = `${reviewsOf(product.id)}/mine`;
    await shop.send("PUT", mineOnly, shopper.headers, { rating: 3, comment: "Stiff at first." });
    expect(await mine()).toMatchObject({ review: { rating: 3, comment: "Stiff at first." } });

    const id = written.json().data.id as string;
    expect((await shop.send("PUT", `/admin/reviews/${id}`, owner.headers, { hidden: true })).statusCode).toBe(
      200,
    );
    expect(await mine()).toMatchObject({ review: { id, hidden: true } });

    expect((await shop.send("DELETE", mineOnly, shopper.headers)).statusCode).toBe(200);
    expect(await mine()).toEqual({ review: null, canReview: true });
  });
});

describe("editing and deleting one's review", () => {
  it("moves the average by the difference, then takes the review out of it", async () => {
    const { product } = await summary();
    const shopper = await buyer();
    const mine = `${reviewsOf(product.id)}/mine`;
    expect((await shop.send("PUT", mine, shopper.headers, good)).statusCode).toBe(404);
    expect(
      (await shop.send("POST", reviewsOf(product.id), shopper.headers, { rating: 1, comment: "Meh." }))
        .statusCode,
    ).toBe(201);
    const written = await summary();

    const edited = await shop.send("PUT", mine, shopper.headers, { rating: 5, comment: "Grew on me." });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await summary();
    expect(after.total).toBe(written.total);
    expect(after.product.reviewCount).toBe(written.total);
    expect(after.average).toBeGreaterThan(written.average);
    expect(after.list.find((review) => review.comment === "Grew on me.")?.rating).toBe(5);

    const deleted = await shop.send("DELETE", mine, shopper.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await summary();
    expect(gone.total).toBe(written.total - 1);
    expect(gone.list.some((review) => review.comment === "Grew on me.")).toBe(false);
    expect((await shop.send("DELETE", mine, shopper.headers)).statusCode).toBe(404);
    // Deleted, it may be written again.
    expect((await shop.send("GET", mine, shopper.headers)).json().data.canReview).toBe(true);
  });
});

describe("the owner hides a review", () => {
  it("takes it out of the list and the rating, logs it, and shows it again", async () => {
    const { product } = await summary();
    const shopper = await buyer();
    await shop.send("POST", reviewsOf(product.id), shopper.headers, { rating: 1, comment: "Hide me." });
    const before = await summary();
    const listed = (await shop.send("GET", "/admin/reviews?search=penny", owner.headers)).json().data;
    const review = (listed.reviews as AdminReview[]).find((entry) => entry.comment === "Hide me.");
    expect(review).toMatchObject({ hidden: false, verifiedBuyer: true, product: { slug } });
    if (!review) return;

    expect(
      (await shop.send("PUT", `/admin/reviews/${review.id}`, shopper.headers, { hidden: true })).statusCode,
    ).toBe(403);
    const hidden = await shop.send("PUT", `/admin/reviews/${review.id}`, owner.headers, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(`The review of ${product.name} is hidden.`);
    // What GET answers goes back as it is (decision 022).
    const again = await shop.send("PUT", `/admin/reviews/${review.id}`, owner.headers, {
      ...review,
      hidden: true,
    });
    expect(again.json().message).toBe(`The review of ${product.name} was already hidden.`);

    const after = await summary();
    expect(after.total).toBe(before.total - 1);
    expect(after.average).toBeGreaterThan(before.average);
    expect(after.list.some((entry) => entry.id === review.id)).toBe(false);
    const hiddenOnes = (await shop.send("GET", "/admin/reviews?hidden=true", owner.headers)).json().data;
    expect(hiddenOnes.reviews.map((entry: AdminReview) => entry.id)).toEqual([review.id]);
    // The shopper still sees their own, hidden.
    const mine = (await shop.send("GET", `${reviewsOf(product.id)}/mine`, shopper.headers)).json().data;
    expect(mine.review).toMatchObject({ id: review.id, hidden: true });
    // Editing a hidden review leaves the rating as it is.
    await shop.send("PUT", `${reviewsOf(product.id)}/mine`, shopper.headers, {
      rating: 5,
      comment: "Still hidden.",
    });
    expect((await summary()).average).toBe(after.average);

    const shown = await shop.send("PUT", `/admin/reviews/${review.id}`, owner.headers, { hidden: false });
    expect(shown.json().message).toBe(`The review of ${product.name} is shown.`);
    expect((await summary()).total).toBe(before.total);

    const log: AuditEntry[] = await auditEntriesOf(shop, owner, review.id);
    expect(log.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["review.show", { hidden: true }, { hidden: false }],
      ["review.hide", { hidden: false }, { hidden: true }],
    ]);
  });

  it("answers 404 for an unknown review and 400 for a body without hidden", async () => {
    const unknown = "/admin/reviews/7d4c2c8e-0000-4000-8000-000000000000";
    expect((await shop.send("PUT", unknown, owner.headers, { hidden: true })).statusCode).toBe(404);
    const bare = await shop.send("PUT", unknown, owner.headers, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual(["hidden: This field is required"]);
    expect((await shop.send("GET", "/admin/reviews?hidden=maybe", owner.headers)).statusCode).toBe(400);
  });
});
