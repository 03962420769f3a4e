import { z } from "zod";
import { adminPageSize, adminSearchSchema } from "./admin.ts";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";
import { reviewSchema } from "./catalog.ts";
import { reviewCommentMaxLength } from "./shop.ts";

// Reviews by buyers (docs/decisions/035-reviews-by-buyers.md): a shopper with a delivered or collected
// order of a product writes one review of it, edits or deletes it; the owner hides or shows reviews.

export const reviewBodySchema = z.object({
  rating: z
    .number({ error: "rating must be a whole number from 1 to 5" })
    .int("rating must be a whole number from 1 to 5")
    .min(1, "rating must be a whole number from 1 to 5")
    .max(5, "rating must be a whole number from 1 to 5"),
  comment: z
    .string({ error: "comment is required" })
    .trim()
    .min(1, "comment is required")
    .max(reviewCommentMaxLength, `comment must be at most ${reviewCommentMaxLength} characters`),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** `products/{productId}/reviews/mine` and the POST beside it: a product the shop does not know is a 404. */
export const myReviewPathSchema = z.object({ productId: z.string() });

export const myReviewSchema = z.object({
  /** The shopper's own review of the product, hidden or not; null before they write one. */
  review: reviewSchema.extend({ hidden: z.boolean() }).nullable(),
  /** Whether they may write one now: a delivered or collected order of it, and no review yet. */
  canReview: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewResponseSchema = envelopeSchema(myReviewSchema);
export const reviewResponseSchema = envelopeSchema(reviewSchema);

export const onlyBuyersMayReviewMessage = "Only shoppers who received this product can review it.";
export const alreadyReviewedMessage =
  "You have already reviewed this product. You can edit or delete your review instead.";
export const noReviewYetMessage = "You have not reviewed this product yet.";
export const reviewSavedMessage = "Thank you! Your review is published.";
export const reviewUpdatedMessage = "Your review is updated.";
export const reviewDeletedMessage = "Your review is deleted.";

// The owner's side.

export const adminReviewListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  /** true: hidden only; false: shown only; absent: all. */
  hidden: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  /** Part of the product's name. */
  search: adminSearchSchema,
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewPathSchema = z.object({ id: idParamSchema("a review's id") });

/** Hiding is the one thing the owner changes of a review: the words are the shopper's. */
export const adminReviewBodySchema = z.object({
  hidden: z.boolean({ error: "hidden must be true or false" }),
});

export const adminReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  product: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewResponseSchema = envelopeSchema(adminReviewSchema);
export const adminReviewListResponseSchema = envelopeSchema(
  z.object({ reviews: z.array(adminReviewSchema), pagination: paginationSchema }),
);

export const reviewNotFoundMessage = "We could not find that review.";
