import { formatDate } from "@oja/contracts/dates";
import type { AdminReview } from "@oja/contracts/reviews";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { type AdminChange, reviewVisibilityIntents } from "./admin-change.ts";
import { ListFilter, ListSearch, NothingFound } from "./admin-list-parts.tsx";
import { listHref } from "./admin-query.ts";
import type { AdminReviews, ReviewFilter } from "./admin-reviews.server.ts";

// The admin area's reviews (docs/decisions/035-reviews-by-buyers.md): every review, newest first, by
// state or product name; a table on wide screens and cards on phones, each with Hide or Show behind a
// confirmation and the server's sentence as a toast.

const filters: readonly { value: Exclude<ReviewFilter, "all">; label: string }[] = [
  { value: "shown", label: "Shown" },
  { value: "hidden", label: "Hidden" },
];

function reviewsHref(view: AdminReviews, page: number) {
  return listHref(
    "/admin/reviews",
    { search: view.search, show: view.filter === "all" ? "" : view.filter },
    page,
  );
}

function StateTag({ review }: { review: AdminReview }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        review.hidden ? "bg-sand text-espresso" : "bg-success/10 text-success"
      }`}
    >
      {review.hidden ? "Hidden" : "Shown"}
    </span>
  );
}

function Author({ review }: { review: AdminReview }) {
  return (
    <span>
      {review.user.firstName} {review.user.lastName}
      {review.verifiedBuyer ? <span className="text-stone"> · Verified buyer</span> : null}
    </span>
  );
}

/** Hide or Show, asked first; the toast says what the shop did. */
function VisibilityButton({ review }: { review: AdminReview }) {
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  const intent = review.hidden ? reviewVisibilityIntents.show : reviewVisibilityIntents.hide;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    setAsking(false);
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  const author = `${review.user.firstName} ${review.user.lastName}`;
  return (
    <>
      <Button size="sm" tone="secondary" busy={busy} onClick={() => setAsking(true)}>
        {review.hidden ? "Show" : "Hide"}
      </Button>
      <ConfirmDialog
        open={asking}
        title={review.hidden ? "Show Review" : "Hide Review"}
        message={
          review.hidden
            ? `Show ${author}'s review of ${review.product.name} in the shop again? It counts in the product's rating again.`
            : `Hide ${author}'s review of ${review.product.name}? Shoppers no longer see it and it leaves the product's rating. You can show it again.`
        }
        confirmLabel={review.hidden ? "Yes, Show" : "Yes, Hide"}
        dismissLabel="Not now"
        busy={busy}
        onConfirm={() => fetcher.submit({ intent, reviewId: review.id }, { method: "post" })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function Rating({ review }: { review: AdminReview }) {
  return <p className="font-semibold text-cognac-dark">Rated {review.rating} of 5</p>;
}

function ProductLink({ review }: { review: AdminReview }) {
  return (
    <Link
      to={`/products/${review.product.slug}`}
      className="font-semibold text-espresso underline-offset-2 hover:underline"
    >
      {review.product.name}
    </Link>
  );
}

export function AdminReviewList({ view }: { view: AdminReviews }) {
  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl font-semibold">Reviews</h1>
      <Form
        method="get"
        role="search"
        aria-label="Find reviews"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:flex-1">
          <ListSearch label="Product name" value={view.search} />
        </div>
        <div className="sm:w-48">
          <ListFilter
            label="Show"
            name="show"
            value={view.filter === "all" ? "" : view.filter}
            everything="All reviews"
            options={filters}
          />
        </div>
        <Button type="submit" tone="secondary" size="sm">
          Search
        </Button>
      </Form>
      {view.reviews.length === 0 ? (
        <NothingFound>No reviews found</NothingFound>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-lg border border-sand bg-parchment md:block">
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">Reviews</caption>
              <thead className="border-b border-sand text-xs tracking-wide text-stone uppercase">
                <tr>
                  <th scope="col" className="w-48 px-4 py-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Review
                  </th>
                  <th scope="col" className="w-32 px-4 py-3 font-semibold">
                    Written
                  </th>
                  <th scope="col" className="w-24 px-4 py-3 font-semibold">
                    State
                  </th>
                  <th scope="col" className="w-32 px-4 py-3 text-right font-semibold">
                    <span className="sr-only">Hide or show</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand">
                {view.reviews.map((review) => (
                  <tr key={review.id} className="align-top">
                    <td className="px-4 py-3">
                      <ProductLink review={review} />
                    </td>
                    <td className="px-4 py-3">
                      <Rating review={review} />
                      <p className="mt-1 break-words whitespace-pre-line">{review.comment}</p>
                      <p className="mt-1 text-stone">
                        <Author review={review} />
                      </p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone">{formatDate(review.createdAt)}</td>
                    <td className="px-4 py-3">
                      <StateTag review={review} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <VisibilityButton review={review} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label="Reviews" className="space-y-3 md:hidden">
            {view.reviews.map((review) => (
              <li
                key={review.id}
                className="space-y-2 rounded-lg border border-sand bg-parchment p-4 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <ProductLink review={review} />
                  <StateTag review={review} />
                </div>
                <Rating review={review} />
                <p className="break-words whitespace-pre-line">{review.comment}</p>
                <p className="text-stone">
                  <Author review={review} /> · {formatDate(review.createdAt)}
                </p>
                <VisibilityButton review={review} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        label="Review pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) => reviewsHref(view, page)}
      />
    </div>
  );
}
