import type { MyReview } from "@oja/contracts/reviews";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { type ReviewAnswer, reviewIntents } from "./review-change.ts";
import { ReviewForm } from "./review-form.tsx";

// The delete confirmation is fetched when the shopper first asks to delete, not with every product page.
const ConfirmDialog = lazy(() =>
  import("../../components/ui/confirm-dialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

// The shopper's place in a product's reviews (docs/decisions/035-reviews-by-buyers.md): "Write a
// review" for a buyer who has not written one, or their own review with Edit and Delete. Visitors and
// shoppers who have not received the product see nothing here.

export const writeReviewAnchor = "write-review";

export function MyReviewPanel({ productId, mine }: { productId: string; mine: MyReview | null }) {
  const [editing, setEditing] = useState(false);
  const stopEditing = useCallback(() => setEditing(false), []);
  if (!mine || (!mine.review && !mine.canReview)) return null;
  const { review } = mine;
  return (
    <section
      id={writeReviewAnchor}
      aria-labelledby={`${writeReviewAnchor}-heading`}
      className="mb-8 scroll-mt-32 rounded-sm border border-sand bg-linen/60 p-5"
    >
      <h3 id={`${writeReviewAnchor}-heading`} className="font-display text-2xl font-semibold">
        {review ? "Your review" : "Write a review"}
      </h3>
      <div className="mt-4">
        {!review ? (
          <ReviewForm productId={productId} />
        ) : editing ? (
          <ReviewForm productId={productId} initial={review} onDone={stopEditing} />
        ) : (
          <>
            <RatingStars rating={review.rating} size={18} />
            <p className="mt-2 max-w-prose leading-relaxed whitespace-pre-line text-umber">
              {review.comment}
            </p>
            {review.hidden ? (
              <p className="mt-2 text-sm text-stone">The shop has hidden this review from other shoppers.</p>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button size="sm" tone="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <DeleteReview productId={productId} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** Delete, asked first; without JavaScript the button posts the form itself. */
function DeleteReview({ productId }: { productId: string }) {
  const fetcher = useFetcher<ReviewAnswer>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    setAsking(false);
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={reviewIntents.delete} />
      <input type="hidden" name="productId" value={productId} />
      <Button
        type="submit"
        size="sm"
        tone="secondary"
        onClick={(event) => {
          event.preventDefault();
          setAsked(true);
          setAsking(true);
        }}
      >
        Delete
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            title="Delete Review"
            message="Delete your review of this product? You can write a new one afterwards."
            confirmLabel="Yes, Delete"
            dismissLabel="Keep It"
            busy={busy}
            onConfirm={() => fetcher.submit({ intent: reviewIntents.delete, productId }, { method: "post" })}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </fetcher.Form>
  );
}
