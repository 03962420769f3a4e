import { userPathSchema } from "../api.ts";
import { dashboardResponseSchema } from "../reports.ts";
import { defineRoute } from "./define-route.ts";

// The shopper's dashboard (docs/product.md §3 Dashboard). The shop's summary is the admin area's.

export const reportsRoutes = {
  dashboard: defineRoute({
    method: "GET",
    path: "/reports/users/:userId/dashboard",
    params: userPathSchema,
    answers: { 200: dashboardResponseSchema },
  }),
};
