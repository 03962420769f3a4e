import { userPathSchema, userProductPathSchema } from "../api.ts";
import {
  addToCartBodySchema,
  cartLinePathSchema,
  cartResponseSchema,
  updateCartItemBodySchema,
} from "../cart-api.ts";
import { defineRoute } from "./define-route.ts";

// The shopper's cart (docs/product.md §3 Cart): every change answers the whole cart.

export const cartRoutes = {
  get: defineRoute({
    method: "GET",
    path: "/users/:userId/cart",
    params: userPathSchema,
    answers: { 200: cartResponseSchema },
  }),
  add: defineRoute({
    method: "POST",
    path: "/users/:userId/cart/items/:productId",
    params: userProductPathSchema,
    body: addToCartBodySchema,
    answers: { 201: cartResponseSchema },
  }),
  updateLine: defineRoute({
    method: "PUT",
    path: "/users/:userId/cart/items/:itemId",
    params: cartLinePathSchema,
    body: updateCartItemBodySchema,
    answers: { 200: cartResponseSchema },
  }),
  removeLine: defineRoute({
    method: "DELETE",
    path: "/users/:userId/cart/items/:itemId",
    params: cartLinePathSchema,
    answers: { 200: cartResponseSchema },
  }),
  empty: defineRoute({
    method: "DELETE",
    path: "/users/:userId/cart",
    params: userPathSchema,
    answers: { 200: cartResponseSchema },
  }),
};
