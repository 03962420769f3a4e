import { adminReplaceRule } from "@oja/contracts/admin";
import { adminReviewBodySchema } from "@oja/contracts/reviews";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireEveryField } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { hideReview, listReviewsForOwner } from "../reviews/reviews.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The shoppers' reviews in the owner's admin (docs/decisions/035-reviews-by-buyers.md): read them, and
// hide one (it leaves the product's list and rating) or show it again.

export interface AdminReviewsRoutesOptions extends ShopperRoutesOptions {
  catalogChanged: CatalogChanged;
}

export const adminReviewsRoutes: FastifyPluginAsyncZod<AdminReviewsRoutesOptions> = async (
  api,
  { db, guard, catalogChanged },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.reviews.list, {
      tags,
      summary: "Reviews, newest first; `hidden` for hidden or shown ones only, `search` by product name",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Reviews",
      data: await listReviewsForOwner(db, request.query),
    }),
  });

  api.route({
    ...routeOf(routes.admin.reviews.update, {
      tags,
      summary: "Hide a review from the shop (and its product's rating), or show it again",
      description:
        `${staffOnly} ${adminReplaceRule} The owner changes only \`hidden\`; the words are the shopper's. ` +
        "404 for an unknown review.",
      security: signedInSecurity,
    }),
    onRequest,
    preValidation: requireEveryField(adminReviewBodySchema),
    handler: async (request) => {
      const { hidden } = request.body;
      const { review, changed } = await hideReview(db, signedInUser(request).id, request.params.id, hidden);
      if (changed) await catalogChanged();
      const state = hidden ? "hidden" : "shown";
      return {
        status: 200,
        message: changed
          ? `The review of ${review.product.name} is ${state}.`
          : `The review of ${review.product.name} was already ${state}.`,
        data: review,
      };
    },
  });
};
