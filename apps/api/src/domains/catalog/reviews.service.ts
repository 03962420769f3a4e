import { paginate } from "@oja/contracts/api";
import type { Review } from "@oja/contracts/catalog";
import { isUuid } from "@oja/contracts/rules";
import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import { products, reviews } from "./catalog.schema.ts";
import { averageRating, onSale, productNotFoundMessage } from "./catalog.service.ts";
import { escapeLike } from "./catalog-admin.service.ts";

// A product's reviews: read newest first, and written with the product's rating summary (its count
// and sum of ratings), which every listing shows without reading the reviews. Hidden reviews are in
// neither. Each write moves the summary by a relative update in the caller's transaction, so writes
// made at once all count. Who may write is the reviews domain's rule (decision 035).

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(review: ReviewRow): Review {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: new Date(review.createdAt).toISOString(),
    user: { firstName: review.authorFirstName, lastName: review.authorLastName, avatar: null },
    verifiedBuyer: review.userId !== null,
  };
}

const shown = eq(reviews.hidden, false);

export async function listReviews(db: Database, productId: string, page: number, limit: number) {
  if (!isUuid(productId)) throw notFound(productNotFoundMessage);
  const [[summary], rows] = await Promise.all([
    db
      .select({ reviewCount: products.reviewCount, ratingSum: products.ratingSum })
      .from(products)
      .where(and(eq(products.id, productId), onSale)),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), shown))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  if (!summary) throw notFound(productNotFoundMessage);
  return {
    data: rows.map(toReview),
    averageRating: averageRating(summary),
    pagination: paginate(page, limit, summary.reviewCount),
  };
}

/** Moves a product's rating summary by a review counted or uncounted, relative to what it holds. */
async function moveSummary(tx: Database, productId: string, count: number, sum: number) {
  if (count === 0 && sum === 0) return;
  await tx
    .update(products)
    .set({
      reviewCount: sql`${products.reviewCount} + ${count}`,
      ratingSum: sql`${products.ratingSum} + ${sum}`,
    })
    .where(eq(products.id, productId));
}

/**
 * Writes reviews and adds them to their products' rating summaries, inside the caller's transaction
 * (increments, so two reviews written at once both count). The caller says `catalogChanged` once
 * it has committed.
 */
export async function addReviews(tx: Database, written: (typeof reviews.$inferInsert)[]): Promise<void> {
  if (written.length === 0) return;
  await tx.insert(reviews).values(written);
  const summaries = new Map<string, { count: number; sum: number }>();
  for (const review of written) {
    const summary = summaries.get(review.productId) ?? { count: 0, sum: 0 };
    summaries.set(review.productId, { count: summary.count + 1, sum: summary.sum + review.rating });
  }
  for (const [productId, { count: added, sum }] of summaries) await moveSummary(tx, productId, added, sum);
}

/** The product on sale, by id; 404 otherwise. */
export async function productOnSale(db: Database, productId: string) {
  const [product] = isUuid(productId)
    ? await db
        .select({ id: products.id, slug: products.slug, name: products.name })
        .from(products)
        .where(and(eq(products.id, productId), onSale))
    : [];
  if (!product) throw notFound(productNotFoundMessage);
  return product;
}

export interface ShopperReview {
  productId: string;
  userId: string;
  authorFirstName: string;
  authorLastName: string;
  rating: number;
  comment: string;
}

/**
 * A shopper's review of a product, counted in its summary; undefined when they have one already (the
 * unique index `reviews_one_per_shopper` decides, however many posts arrive at once).
 */
export async function insertShopperReview(tx: Database, review: ShopperReview) {
  const [written] = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({
      target: [reviews.productId, reviews.userId],
      where: sql`${reviews.userId} is not null`,
    })
    .returning();
  if (written) await moveSummary(tx, review.productId, 1, review.rating);
  return written;
}

export async function shopperReviewOf(db: Database, productId: string, userId: string) {
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return review;
}

/**
 * Rewrites a shopper's review; a shown one moves the summary by the difference of its ratings. The
 * row is locked first, so the difference is taken from the rating no other write is changing.
 */
export async function updateShopperReview(
  tx: Database,
  productId: string,
  userId: string,
  change: { rating: number; comment: string },
) {
  const [before] = await tx
    .select({ id: reviews.id, rating: reviews.rating, hidden: reviews.hidden })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .for("update");
  if (!before) return undefined;
  const [after] = await tx
    .update(reviews)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(reviews.id, before.id))
    .returning();
  if (!before.hidden) await moveSummary(tx, productId, 0, change.rating - before.rating);
  return after;
}

/** Deletes a shopper's review and takes a shown one out of the summary; undefined when there was none. */
export async function deleteShopperReview(tx: Database, productId: string, userId: string) {
  const [deleted] = await tx
    .delete(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .returning();
  if (deleted && !deleted.hidden) await moveSummary(tx, productId, -1, -deleted.rating);
  return deleted;
}

const adminReviewColumns = {
  review: reviews,
  product: { id: products.id, slug: products.slug, name: products.name },
};

/** Every review, newest first, with its product; shown or hidden ones only, or by the product's name. */
export async function reviewsForOwner(
  db: Database,
  query: { page: number; limit: number; hidden?: boolean; search?: string },
) {
  const where = and(
    query.hidden === undefined ? undefined : eq(reviews.hidden, query.hidden),
    query.search ? ilike(products.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminReviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Hides or shows a review. The conditional update (`where hidden` is the other state) moves it once,
 * so the summary leaves or takes it back exactly once however often the owner presses. `changed`
 * false: it was so already. Undefined for an unknown review.
 */
export async function setReviewHidden(tx: Database, id: string, hidden: boolean) {
  const [moved] = await tx
    .update(reviews)
    .set({ hidden })
    .where(and(eq(reviews.id, id), eq(reviews.hidden, !hidden)))
    .returning();
  if (moved) await moveSummary(tx, moved.productId, hidden ? -1 : 1, hidden ? -moved.rating : moved.rating);
  const [row] = await tx
    .select(adminReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  return row ? { ...row, changed: moved !== undefined } : undefined;
}
