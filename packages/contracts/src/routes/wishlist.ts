import { userPathSchema, userProductPathSchema } from "../api.ts";
import { wishlistCheckResponseSchema, wishlistResponseSchema } from "../wishlist.ts";
import { defineRoute } from "./define-route.ts";

// The shopper's wishlist (docs/product.md §3 Wishlist).

export const wishlistRoutes = {
  get: defineRoute({
    method: "GET",
    path: "/users/:userId/wishlist",
    params: userPathSchema,
    answers: { 200: wishlistResponseSchema },
  }),
  /** 201 when added, 200 when it was there already. */
  add: defineRoute({
    method: "POST",
    path: "/users/:userId/wishlist/:productId",
    params: userProductPathSchema,
    answers: { 200: wishlistResponseSchema, 201: wishlistResponseSchema },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/users/:userId/wishlist/:productId",
    params: userProductPathSchema,
    answers: { 200: wishlistResponseSchema },
  }),
  check: defineRoute({
    method: "GET",
    path: "/users/:userId/wishlist/:productId/check",
    params: userProductPathSchema,
    answers: { 200: wishlistCheckResponseSchema },
  }),
};
