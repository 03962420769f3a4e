import { routes } from "@oja/contracts/routes";
import { stockAlertSavedMessage } from "@oja/contracts/stock-alerts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { limits } from "../../http/rate-limit.ts";
import { routeOf } from "../../http/route-of.ts";
import type { ShopperRoutesOptions } from "../accounts/user-guard.ts";
import { askForStockAlert } from "./stock-alerts.service.ts";

// Back in stock (docs/decisions/032-back-in-stock.md): open to visitors, who give an address; a
// signed-in shopper's own address is used when the form gives none.

export const stockAlertsRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (api, { db, guard }) => {
  api.route({
    ...routeOf(routes.catalog.stockAlert, {
      tags: ["Catalog"],
      summary: "Ask to be e-mailed once when a sold-out size and colour of a product is back in stock",
      description:
        "Open to visitors, who give `email`; a signed-in shopper's own address is used when none is given. " +
        "Asking again before the restock is the same alert. 400 without an address; 404 for a size and " +
        "colour the shop does not sell; 409 when it is in stock.",
      security: [{ appKey: [] }, { appKey: [], bearer: [] }],
    }),
    config: { rateLimit: limits.stockAlert },
    onRequest: guard.identifyUser,
    handler: async (request, reply) => {
      await askForStockAlert(db, { ...request.params, email: request.body.email, user: request.user });
      return reply.code(201).send({ status: 201, message: stockAlertSavedMessage });
    },
  });
};
