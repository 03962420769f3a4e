import { messageBodySchema } from "../api.ts";
import {
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productPathSchema,
  productReviewsPathSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from "../catalog.ts";
import { stockAlertBodySchema, stockAlertPathSchema } from "../stock-alerts.ts";
import { defineRoute } from "./define-route.ts";

// The shop's catalog: public, the same for every shopper.

export const catalogRoutes = {
  products: defineRoute({
    method: "GET",
    path: "/products",
    query: productListQuerySchema,
    answers: { 200: productListResponseSchema },
  }),
  suggestions: defineRoute({
    method: "GET",
    path: "/products/fetch/suggestions",
    query: suggestionsQuerySchema,
    answers: { 200: suggestionsResponseSchema },
  }),
  searchSuggestions: defineRoute({
    method: "GET",
    path: "/products/search-suggestions",
    query: searchSuggestionsQuerySchema,
    answers: { 200: searchSuggestionsResponseSchema },
  }),
  product: defineRoute({
    method: "GET",
    path: "/products/:slugOrId",
    params: productPathSchema,
    answers: { 200: productDetailResponseSchema },
  }),
  reviews: defineRoute({
    method: "GET",
    path: "/products/:productId/reviews",
    params: productReviewsPathSchema,
    query: reviewListQuerySchema,
    answers: { 200: reviewListResponseSchema },
  }),
  stockAlert: defineRoute({
    method: "POST",
    path: "/products/:productId/variants/:variantId/stock-alerts",
    params: stockAlertPathSchema,
    body: stockAlertBodySchema,
    answers: { 201: messageBodySchema },
  }),
};
