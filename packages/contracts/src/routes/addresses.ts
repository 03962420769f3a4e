import {
  addressBodySchema,
  addressListResponseSchema,
  addressPathSchema,
  addressResponseSchema,
  userAddressPathSchema,
} from "../addresses.ts";
import { messageBodySchema, userPathSchema } from "../api.ts";
import { defineRoute } from "./define-route.ts";

// The shopper's delivery addresses (docs/product.md §3 Address, §7).

export const addressesRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/users/:userId/addresses",
    params: userPathSchema,
    answers: { 200: addressListResponseSchema },
  }),
  add: defineRoute({
    method: "POST",
    path: "/users/:userId/addresses",
    params: userPathSchema,
    body: addressBodySchema,
    answers: { 201: addressResponseSchema },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/addresses/:id",
    params: addressPathSchema,
    body: addressBodySchema,
    answers: { 200: addressResponseSchema },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/addresses/:id",
    params: addressPathSchema,
    answers: { 200: messageBodySchema },
  }),
  /** Answers the addresses, the new default first. */
  makeDefault: defineRoute({
    method: "PUT",
    path: "/users/:userId/addresses/:id/default",
    params: userAddressPathSchema,
    answers: { 200: addressListResponseSchema },
  }),
};
