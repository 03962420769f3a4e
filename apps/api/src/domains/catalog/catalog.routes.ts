import {
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from "@oja/contracts/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { type AnswerStore, cacheAnswers } from "../../http/answer-cache.ts";
import { getProduct, listProducts, productSuggestions } from "./catalog.service.ts";
import { listReviews } from "./reviews.service.ts";

const tags = ["Catalog"];

// Every call here is public and the same for every shopper: answered from the catalog cache when it
// holds the answer (catalog-cache.ts), before the query is even parsed.
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; answers: AnswerStore }> = async (
  api,
  { db, answers },
) => {
  cacheAnswers(api, answers);

  api.get(
    "/products",
    {
      schema: {
        tags,
        summary: "List products (shop page: 30 a page), filtered by category or text and sorted",
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request) => ({ status: 200, message: "Products", data: await listProducts(db, request.query) }),
  );

  api.get(
    "/products/fetch/suggestions",
    {
      schema: {
        tags,
        summary: "The home page's New Arrivals, Selling Hot and Most Liked lists",
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Product suggestions",
      data: await productSuggestions(db, request.query.limit),
    }),
  );

  api.get(
    "/products/:slugOrId",
    {
      schema: {
        tags,
        summary: "One product by slug or id, with related products from its category",
        description: "404 for a product the shop does not have or no longer shows.",
        params: z.object({ slugOrId: z.string().min(1).max(120) }),
        response: { 200: productDetailResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Product",
      data: await getProduct(db, request.params.slugOrId),
    }),
  );

  api.get(
    "/products/:productId/reviews",
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first, with the average rating",
        description: "404 for a product the shop does not have or no longer shows.",
        params: z.object({ productId: z.string() }),
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const reviews = await listReviews(db, request.params.productId, page, limit);
      return { status: 200, message: "Reviews", ...reviews };
    },
  );
};
