import type { ReviewListResponse } from "@oja/contracts/catalog";
import { ApiError } from "@oja/contracts/http";
import type { MyReview } from "@oja/contracts/reviews";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireSignedInToChange, shopperShell } from "../../lib/session.server.ts";
import type { ReviewPage } from "./product-reviews.tsx";
import { type ReviewAnswer, reviewIntents } from "./review-change.ts";

// The shopper's own review of a product on the page server (docs/decisions/035-reviews-by-buyers.md).

/** A page of reviews as the product page shows it: the reviews, their average and pages, no envelope. */
export function reviewPageShown({ data, averageRating, pagination }: ReviewListResponse): ReviewPage {
  return { data, averageRating, pagination };
}

/**
 * Their review and whether they may write one; null for a visitor. The page's shell carries it when the
 * page asked for it (`shellCarriesReviewOf`, decision 073); otherwise it takes a call of its own.
 */
export async function loadMyReview(page: PageArgs, productId: string): Promise<MyReview | null> {
  const { user, ownReview } = await shopperShell(page);
  if (!user) return null;
  if (ownReview?.productId === productId) return { review: ownReview.review, canReview: ownReview.canReview };
  return (await callApi(page, routes.reviews.mine, { params: { productId } })).data;
}

/**
 * A review written, rewritten or deleted, posted as a form (`intent`, `productId`, `rating`,
 * `comment`). The rating and comment go as entered, for the API to judge; a refusal comes back as
 * data with the API's reasons and changes nothing. A visitor is sent to sign in.
 */
export async function changeReview(page: PageArgs, form: FormData) {
  await requireSignedInToChange(page);
  const intent = postedIntent(form, reviewIntents);
  const params = { productId: String(form.get("productId") ?? "") };
  const rating = String(form.get("rating") ?? "");
  const entered = {
    rating: rating !== "" && Number.isFinite(Number(rating)) ? Number(rating) : rating,
    comment: String(form.get("comment") ?? ""),
  };
  try {
    const answer =
      intent === reviewIntents.delete
        ? await callApi(page, routes.reviews.delete, { params })
        : intent === reviewIntents.edit
          ? await callApi(page, routes.reviews.edit, { params, entered })
          : await callApi(page, routes.reviews.write, { params, entered });
    return data<ReviewAnswer>({ review: true, ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    const { message, errors } = error.body;
    return data<ReviewAnswer>(
      { review: true, ok: false, message, ...(errors ? { errors } : {}) },
      { status: error.status },
    );
  }
}
