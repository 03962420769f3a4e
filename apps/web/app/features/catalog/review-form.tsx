import { reviewCommentMaxLength } from "@oja/contracts/shop";
import { useEffect, useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { isReviewAnswer, type ReviewAnswer, reviewIntents } from "./review-change.ts";

// The shopper's review form (docs/decisions/035-reviews-by-buyers.md): a rating as five radio buttons
// drawn as stars ("1 star" … "5 stars", arrow keys move between them as between any radio buttons)
// and a comment. It posts to the product page's action, so it works without JavaScript; with it,
// through a fetcher, and the page reads the review again.

const starPath = "M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z";
const ratings = [1, 2, 3, 4, 5] as const;

export function ReviewForm({
  productId,
  initial,
  onDone,
}: {
  productId: string;
  /** The review being rewritten; none for a new one. */
  initial?: { rating: number; comment: string };
  /** Called once the review is saved, or when a rewrite is abandoned. */
  onDone?: () => void;
}) {
  const fetcher = useFetcher<ReviewAnswer>();
  const pageAnswer = useActionData<unknown>();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const commentId = useId();
  const statusId = useId();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.data ?? (isReviewAnswer(pageAnswer) ? pageAnswer : undefined);
  const refusal = !sending && answer?.ok === false ? answer : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;

  useEffect(() => {
    if (saved) onDone?.();
  }, [saved, onDone]);

  return (
    <fetcher.Form method="post" className="space-y-4" aria-describedby={statusId}>
      <input type="hidden" name="intent" value={initial ? reviewIntents.edit : reviewIntents.write} />
      <input type="hidden" name="productId" value={productId} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-espresso">Your rating</legend>
        <div className="flex gap-1">
          {ratings.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-sm p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cognac"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                required
                defaultChecked={initial?.rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <svg
                width={32}
                height={32}
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="peer-checked:scale-110"
              >
                <path
                  d={starPath}
                  fill={value <= rating ? "var(--color-brass)" : "none"}
                  stroke="var(--color-umber)"
                  strokeWidth="1.4"
                />
              </svg>
              <span className="sr-only">{value === 1 ? "1 star" : `${value} stars`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={commentId} className="mb-1.5 block text-sm font-medium text-espresso">
          Your review
        </label>
        <textarea
          id={commentId}
          name="comment"
          required
          rows={4}
          maxLength={reviewCommentMaxLength}
          defaultValue={initial?.comment}
          className="w-full rounded-sm border border-sand bg-white px-4 py-3 text-espresso focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={sending}>
          {initial ? "Save Review" : "Post Review"}
        </Button>
        {initial && onDone ? (
          <Button type="button" tone="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
      <div id={statusId} role="status" className="text-sm font-medium text-error">
        {refusal ? (
          <>
            <p>{refusal.message}</p>
            {refusal.errors?.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
