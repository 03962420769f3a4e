// What the product page's review forms post and what its action answers (lib/form-intents.ts).

/** Writing, rewriting and deleting the shopper's own review, as the forms post them in `intent`. */
export const reviewIntents = { write: "write-review", edit: "edit-review", delete: "delete-review" } as const;

/** What a review change answers: the shop's sentence, or why nothing was saved (with the reasons). */
export type ReviewAnswer =
  | { review: true; ok: true; message: string }
  | { review: true; ok: false; message: string; errors?: string[] };

/** Whether the page's action answered a review form (and not the cart's, the wishlist's…). */
export function isReviewAnswer(answer: unknown): answer is ReviewAnswer {
  return typeof answer === "object" && answer !== null && "review" in answer;
}
