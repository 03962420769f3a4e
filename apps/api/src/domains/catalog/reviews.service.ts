import { paginate } from "@oja/contracts/api";
import type { Review } from "@oja/contracts/catalog";
import { isUuid } from "@oja/contracts/rules";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import { products, reviews } from "./catalog.schema.ts";
import { averageRating, onSale, productNotFoundMessage } from "./catalog.service.ts";

// A product's reviews: read newest first, and written with the product's rating summary (its count
// and sum of ratings), which every listing shows without reading the reviews.

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
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  if (!summary) throw notFound(productNotFoundMessage);
  const data: Review[] = rows.map((review) => ({
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: new Date(review.createdAt).toISOString(),
    user: { firstName: review.authorFirstName, lastName: review.authorLastName, avatar: null },
  }));
  return {
    data,
    averageRating: averageRating(summary),
    pagination: paginate(page, limit, summary.reviewCount),
  };
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
  for (const [productId, { count: added, sum }] of summaries) {
    await tx
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} + ${added}`,
        ratingSum: sql`${products.ratingSum} + ${sum}`,
      })
      .where(eq(products.id, productId));
  }
}
