import { userPathSchema } from "../api.ts";
import {
  createOrderBodySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderPathSchema,
  orderResponseSchema,
} from "../orders.ts";
import { defineRoute } from "./define-route.ts";

// The shopper's orders (docs/product.md §7; docs/architecture.md §5).

export const ordersRoutes = {
  /** 201 for a new order; 200 for the one an `Idempotency-Key` already placed. */
  place: defineRoute({
    method: "POST",
    path: "/users/:userId/orders",
    params: userPathSchema,
    body: createOrderBodySchema,
    answers: { 200: orderResponseSchema, 201: orderResponseSchema },
  }),
  list: defineRoute({
    method: "GET",
    path: "/users/:userId/orders",
    params: userPathSchema,
    query: orderListQuerySchema,
    answers: { 200: orderListResponseSchema },
  }),
  get: defineRoute({
    method: "GET",
    path: "/users/:userId/orders/:orderId",
    params: orderPathSchema,
    answers: { 200: orderResponseSchema },
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/users/:userId/orders/:orderId/cancel",
    params: orderPathSchema,
    answers: { 200: orderResponseSchema },
  }),
};
