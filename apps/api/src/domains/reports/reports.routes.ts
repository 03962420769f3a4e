import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { dashboardOf, shopSummary } from "./reports.service.ts";

const tags = ["Reports"];

export const reportsRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (api, { db, guard }) => {
  api.route({
    ...routeOf(routes.reports.dashboard, {
      tags,
      summary: "The shopper's dashboard: the four stats, the newest orders, the wishlist and recommendations",
      description:
        "Only the signed-in shopper's own: 401 without a session, 403 for another user's id. Loyalty " +
        "Points are one per full ₦1,000 of each paid order.",
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request) => ({
      status: 200,
      message: "Your dashboard",
      data: await dashboardOf(db, signedInUser(request).id),
    }),
  });

  api.route({
    ...routeOf(routes.admin.summary, {
      tags: ["Admin"],
      summary: "The shop at a glance: sales today, this week and this month; orders by status; low stock",
      description:
        "The shop's staff only: 401 without a session, 403 for any role but ADMIN. Periods start at " +
        "00:00 in Lagos (the week on Monday); sales are settled payments minus refunds, in naira.",
      security: signedInSecurity,
    }),
    onRequest: guard.requireAdmin,
    handler: async () => ({ status: 200, message: "Summary", data: await shopSummary(db) }),
  });
};
