import { reviewDeletedMessage, reviewSavedMessage, reviewUpdatedMessage } from "@oja/contracts/reviews";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { deleteReview, editReview, type KeptReviews, keptMyReview, writeReview } from "./reviews.service.ts";

// The shopper's own review of a product (docs/decisions/035-reviews-by-buyers.md): signed in, never
// kept by the catalog cache, which keeps only the answers that are the same for everyone, but kept for
// the shopper while it holds (decision 047).

const tags = ["Reviews"];
const productNotFound = "404 for a product the shop does not have or no longer shows.";

export interface ReviewsRoutesOptions extends ShopperRoutesOptions {
  /** A written, edited or deleted review moves the product's rating and its list at once. */
  catalogChanged: CatalogChanged;
  reviews: KeptReviews;
}

export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  api,
  { db, guard, catalogChanged, reviews },
) => {
  const onRequest = guard.requireUser;

  api.route({
    ...routeOf(routes.reviews.write, {
      tags,
      summary: "Review a product the shopper received: a rating from 1 to 5 and a comment",
      description:
        "403 unless the shopper has a DELIVERED or COLLECTED order with the product; 409 for a second " +
        `review of it (edit or delete the first). ${productNotFound}`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request, reply) => {
      const review = await writeReview(db, request.params.productId, signedInUser(request), request.body);
      await catalogChanged();
      return reply.code(201).send({ status: 201, message: reviewSavedMessage, data: review });
    },
  });

  api.route({
    ...routeOf(routes.reviews.mine, {
      tags,
      summary: "The shopper's own review of a product, or null, and whether they may write one now",
      description: productNotFound,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Your review",
      data: await keptMyReview(reviews, db, request.params.productId, signedInUser(request)),
    }),
  });

  api.route({
    ...routeOf(routes.reviews.edit, {
      tags,
      summary: "Rewrite the shopper's own review of a product",
      description: `404 when they have not reviewed it. ${productNotFound}`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const review = await editReview(db, request.params.productId, signedInUser(request), request.body);
      await catalogChanged();
      return { status: 200, message: reviewUpdatedMessage, data: review };
    },
  });

  api.route({
    ...routeOf(routes.reviews.delete, {
      tags,
      summary: "Delete the shopper's own review of a product",
      description: `404 when they have not reviewed it. ${productNotFound}`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      await deleteReview(db, request.params.productId, signedInUser(request));
      await catalogChanged();
      return { status: 200, message: reviewDeletedMessage };
    },
  });
};
