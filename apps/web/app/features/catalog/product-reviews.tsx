import type { ReviewListResponse } from "@oja/contracts/catalog";
import { formatDate } from "@oja/contracts/dates";
import type { MyReview } from "@oja/contracts/reviews";
import { Suspense } from "react";
import { Link } from "react-router";
import { keptOnTheServer } from "../../lib/kept-parts.tsx";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { formatRating } from "./rating.ts";
import { RatingStars } from "./rating-stars.tsx";

// The shopper's own review and its form are shown only to a buyer (decision 035): a visitor's product
// page does not fetch their code.
const MyReviewPanel = lazyPart(() => import("./my-review.tsx").then((module) => module.MyReviewPanel));

export const noReviewsText = "No reviews yet. Be the first to review!";
export const reviewsPageParam = "reviews";

/** One page of reviews as the page gets it. */
export type ReviewPage = Pick<ReviewListResponse, "data" | "averageRating" | "pagination">;

/** The page's address with "?reviews=2" among its other search parameters; page 1 has none. */
function pageHref(pathname: string, search: string, page: number) {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(reviewsPageParam, String(page));
  else params.delete(reviewsPageParam);
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** The first, the last and the pages around the current one; `null` marks a gap. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && page - previous > 1 ? [null, page] : [page];
  });
}

type Review = ReviewPage["data"][number];

/** One page of reviews, newest first: who wrote each, when, its stars and its words. */
function DrawnReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ol className="divide-y divide-sand/70 border-y border-sand/70">
      {reviews.map((review) => (
        <li key={review.id} className="py-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">
                {review.user.firstName} {review.user.lastName.charAt(0)}.
              </span>
              {review.verifiedBuyer ? (
                <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
                  Verified buyer
                </span>
              ) : null}
            </p>
            <time dateTime={review.createdAt} className="text-sm text-stone">
              {formatDate(review.createdAt)}
            </time>
          </div>
          <div className="mt-1">
            <RatingStars rating={review.rating} size={16} />
          </div>
          <p className="mt-3 max-w-prose leading-relaxed whitespace-pre-line text-umber">{review.comment}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * On the server a page of reviews is a kept part (decision 063): every visitor of the product sees the
 * same ten, about 150 elements, so they are drawn once for every field they show and then written as bytes.
 */
const ReviewList = keptOnTheServer("reviews", DrawnReviewList, ({ reviews }) =>
  JSON.stringify(
    reviews.map((review) => [
      review.id,
      review.user.firstName,
      review.user.lastName.charAt(0),
      review.verifiedBuyer,
      review.createdAt,
      review.rating,
      review.comment,
    ]),
  ),
);

/**
 * The product page's reviews: the average, the shopper's own review or its form, one page of reviews
 * and links to the others.
 */
export function ProductReviews({
  productId,
  reviews,
  mine,
  pathname,
  search,
}: {
  productId: string;
  reviews: ReviewPage;
  /** The signed-in shopper's review and whether they may write one; null for a visitor. */
  mine: MyReview | null;
  pathname: string;
  search: string;
}) {
  const { data, averageRating, pagination } = reviews;
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const linkClass =
    "flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm transition-colors";
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="grid scroll-mt-32 gap-8 md:grid-cols-12 md:gap-12"
    >
      <div className="md:col-span-4">
        <h2 id="reviews-heading" className="font-display text-3xl font-semibold md:text-4xl">
          Reviews
        </h2>
        {pagination.total > 0 ? (
          <div className="mt-4" data-testid="average-rating">
            <p className="font-display text-6xl font-semibold">{formatRating(averageRating)}</p>
            <div className="mt-2 flex items-center gap-3">
              <RatingStars rating={averageRating} size={22} />
              <span className="text-sm text-stone">
                {pagination.total} {pagination.total === 1 ? "review" : "reviews"}
              </span>
            </div>
          </div>
        ) : null}
      </div>

      <div className="md:col-span-8">
        {mine && (mine.review || mine.canReview) ? (
          <Suspense fallback={null}>
            <MyReviewPanel productId={productId} mine={mine} />
          </Suspense>
        ) : null}
        {data.length === 0 ? (
          <p className="text-stone md:pt-3">{noReviewsText}</p>
        ) : (
          <ReviewList reviews={data} />
        )}

        {pages > 1 ? (
          <nav aria-label="Review pages" className="mt-6 flex flex-wrap items-center gap-2">
            {pagination.page > 1 ? (
              <Link
                to={pageHref(pathname, search, pagination.page - 1)}
                preventScrollReset
                className={`${linkClass} border-sand hover:border-espresso`}
              >
                Previous
              </Link>
            ) : null}
            {pageNumbers(pagination.page, pages).map((page, index) =>
              page === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
                <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone">
                  …
                </span>
              ) : (
                <Link
                  key={page}
                  to={pageHref(pathname, search, page)}
                  preventScrollReset
                  aria-current={page === pagination.page ? "page" : undefined}
                  aria-label={`Reviews page ${page}`}
                  className={`${linkClass} ${page === pagination.page ? "border-espresso bg-espresso text-parchment" : "border-sand hover:border-espresso"}`}
                >
                  {page}
                </Link>
              ),
            )}
            {pagination.page < pages ? (
              <Link
                to={pageHref(pathname, search, pagination.page + 1)}
                preventScrollReset
                className={`${linkClass} border-sand hover:border-espresso`}
              >
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
