import { messageBodySchema } from "../api.ts";
import {
  myReviewPathSchema,
  myReviewResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
} from "../reviews.ts";
import { defineRoute } from "./define-route.ts";

// Reviews by buyers (docs/decisions/035-reviews-by-buyers.md): signed in, the shopper's own review of a
// product. The public list is the catalog's (`routes.catalog.reviews`).

export const reviewsRoutes = {
  write: defineRoute({
    method: "POST",
    path: "/products/:productId/reviews",
    params: myReviewPathSchema,
    body: reviewBodySchema,
    answers: { 201: reviewResponseSchema },
  }),
  mine: defineRoute({
    method: "GET",
    path: "/products/:productId/reviews/mine",
    params: myReviewPathSchema,
    answers: { 200: myReviewResponseSchema },
  }),
  edit: defineRoute({
    method: "PUT",
    path: "/products/:productId/reviews/mine",
    params: myReviewPathSchema,
    body: reviewBodySchema,
    answers: { 200: reviewResponseSchema },
  }),
  delete: defineRoute({
    method: "DELETE",
    path: "/products/:productId/reviews/mine",
    params: myReviewPathSchema,
    answers: { 200: messageBodySchema },
  }),
};
