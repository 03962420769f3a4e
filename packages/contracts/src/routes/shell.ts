import { shellQuerySchema, shellResponseSchema } from "../shell.ts";
import { defineRoute } from "./define-route.ts";

// The page shell's one call for the shopper (docs/decisions/043-the-session-register.md).

export const shellRoutes = {
  get: defineRoute({
    method: "GET",
    path: "/shell",
    query: shellQuerySchema,
    answers: { 200: shellResponseSchema },
  }),
};
