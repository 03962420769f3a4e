import { paginate } from "@oja/contracts/api";
import {
  type AdminReview,
  type AdminReviewListQuery,
  alreadyReviewedMessage,
  type MyReview,
  noReviewYetMessage,
  onlyBuyersMayReviewMessage,
  type ReviewBody,
  reviewNotFoundMessage,
} from "@oja/contracts/reviews";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, notFound, Problem } from "../../http/problem.ts";
import type { ShopperAnswers } from "../../http/shopper-answers.ts";
import type { SignedInUser } from "../accounts/user-guard.ts";
import { recordAdminWrite } from "../audit/audit.service.ts";
import {
  deleteShopperReview,
  insertShopperReview,
  productOnSale,
  reviewsForOwner,
  setReviewHidden,
  shopperReviewOf,
  toReview,
  updateShopperReview,
} from "../catalog/reviews.service.ts";
import { hasReceivedProduct } from "../orders/order-buyers.ts";

// Reviews by buyers (docs/decisions/035-reviews-by-buyers.md). The catalog keeps the reviews and each
// product's rating summary, written together in one transaction; this domain holds who may write:
// a shopper whose order of the product was delivered or collected, once per product. The caller
// makes the catalog's kept answers stale once a write has committed (decision 014).

type ReviewRow = NonNullable<Awaited<ReturnType<typeof shopperReviewOf>>>;

const withHidden = (row: ReviewRow) => ({ ...toReview(row), hidden: row.hidden });

async function myReview(db: Database, productId: string, user: SignedInUser): Promise<MyReview> {
  const product = await productOnSale(db, productId);
  const review = await shopperReviewOf(db, product.id, user.id);
  if (review) return { review: withHidden(review), canReview: false };
  return { review: null, canReview: await hasReceivedProduct(db, user.id, product.id) };
}

/**
 * The shoppers' own reviews as last read, one part per product (decision 047). A review written, edited,
 * hidden or deleted, and a product changed or removed, move the catalog's version; an order delivered
 * or collected, which lets its buyer review its products, says `changed` for the buyer.
 */
export type KeptReviews = ShopperAnswers<MyReview>;

/** The shopper's review of a product, or null, and whether they may write one now; answered from `kept` while it holds. */
export function keptMyReview(
  kept: KeptReviews,
  db: Database,
  productId: string,
  user: SignedInUser,
): Promise<MyReview> {
  return kept.answerOf(user.id, () => myReview(db, productId, user), productId);
}

/**
 * The same, with the product's id, for the page shell (decision 073): a product the shop does not show
 * is null there, as the shell never refuses.
 */
export async function keptOwnReview(
  kept: KeptReviews,
  db: Database,
  productId: string,
  user: SignedInUser,
): Promise<(MyReview & { productId: string }) | null> {
  try {
    return { productId, ...(await keptMyReview(kept, db, productId, user)) };
  } catch (error) {
    if (error instanceof Problem && error.status === 404) return null;
    throw error;
  }
}

/** 403 for a shopper who has not received the product, 409 for a second review of it. */
export async function writeReview(db: Database, productId: string, user: SignedInUser, body: ReviewBody) {
  const product = await productOnSale(db, productId);
  if (!(await hasReceivedProduct(db, user.id, product.id))) throw forbidden(onlyBuyersMayReviewMessage);
  const written = await db.transaction((tx) =>
    insertShopperReview(tx, {
      productId: product.id,
      userId: user.id,
      authorFirstName: user.firstName,
      authorLastName: user.lastName,
      rating: body.rating,
      comment: body.comment,
    }),
  );
  if (!written) throw conflict(alreadyReviewedMessage);
  return toReview(written);
}

export async function editReview(db: Database, productId: string, user: SignedInUser, body: ReviewBody) {
  const product = await productOnSale(db, productId);
  const edited = await db.transaction((tx) => updateShopperReview(tx, product.id, user.id, body));
  if (!edited) throw notFound(noReviewYetMessage);
  return toReview(edited);
}

export async function deleteReview(db: Database, productId: string, user: SignedInUser) {
  const product = await productOnSale(db, productId);
  const deleted = await db.transaction((tx) => deleteShopperReview(tx, product.id, user.id));
  if (!deleted) throw notFound(noReviewYetMessage);
}

type OwnerRow = Awaited<ReturnType<typeof reviewsForOwner>>["rows"][number];

const toAdminReview = ({ review, product }: OwnerRow): AdminReview => ({
  ...withHidden(review),
  product,
});

export async function listReviewsForOwner(db: Database, query: AdminReviewListQuery) {
  const { rows, total } = await reviewsForOwner(db, {
    page: query.page,
    limit: query.limit,
    hidden: query.hidden === undefined ? undefined : query.hidden === "true",
    search: query.search || undefined,
  });
  return { reviews: rows.map(toAdminReview), pagination: paginate(query.page, query.limit, total) };
}

/**
 * Hides or shows a review, and records it in the audit log in the same transaction when it moved
 * ("review.hide", "review.show"). `changed` false: it was so already, and nothing is logged.
 */
export async function hideReview(db: Database, adminId: string, id: string, hidden: boolean) {
  const result = await db.transaction(async (tx) => {
    const moved = await setReviewHidden(tx, id, hidden);
    if (!moved) throw notFound(reviewNotFoundMessage);
    if (moved.changed) {
      await recordAdminWrite(tx, {
        adminId,
        action: hidden ? "review.hide" : "review.show",
        subjectType: "review",
        subjectId: id,
        before: { hidden: !hidden },
        after: { hidden },
      });
    }
    return moved;
  });
  return { review: toAdminReview(result), changed: result.changed };
}
