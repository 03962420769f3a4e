import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { type AnswerStore, cacheAnswers } from "../../http/answer-cache.ts";
import { routeOf } from "../../http/route-of.ts";
import { getProduct, listProducts, onSale, productSuggestions } from "./catalog.service.ts";
import { searchSuggestions } from "./catalog-search.ts";
import { listReviews } from "./reviews.service.ts";

const tags = ["Catalog"];

// Every call here is public and the same for every shopper: answered from the catalog cache when it
// holds the answer (catalog-cache.ts), before the query is even parsed.
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; answers: AnswerStore }> = async (
  api,
  { db, answers },
) => {
  cacheAnswers(api, answers);

  api.route({
    ...routeOf(routes.catalog.products, {
      tags,
      summary: "List products (shop page: 30 a page), filtered by category or text and sorted",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Products",
      data: await listProducts(db, request.query),
    }),
  });

  api.route({
    ...routeOf(routes.catalog.suggestions, {
      tags,
      summary: "The home page's New Arrivals, Selling Hot and Most Liked lists",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Product suggestions",
      data: await productSuggestions(db, request.query.limit),
    }),
  });

  api.route({
    ...routeOf(routes.catalog.searchSuggestions, {
      tags,
      summary:
        "What the header's search suggests as a shopper types: the best matching products and categories",
      description:
        "Read as the shop's search reads `q`: tolerant of typos and of the start of a word, colour and material words included.",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Search suggestions",
      data: await searchSuggestions(db, onSale, request.query.q),
    }),
  });

  api.route({
    ...routeOf(routes.catalog.product, {
      tags,
      summary: "One product by slug or id, with related products from its category",
      description: "404 for a product the shop does not have or no longer shows.",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Product",
      data: await getProduct(db, request.params.slugOrId),
    }),
  });

  api.route({
    ...routeOf(routes.catalog.reviews, {
      tags,
      summary: "A product's reviews, newest first, with the average rating",
      description: "404 for a product the shop does not have or no longer shows.",
    }),
    handler: async (request) => {
      const { page, limit } = request.query;
      const reviews = await listReviews(db, request.params.productId, page, limit);
      return { status: 200, message: "Reviews", ...reviews };
    },
  });
};
