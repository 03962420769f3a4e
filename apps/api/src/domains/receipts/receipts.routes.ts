import { receiptFileName } from "@oja/contracts/receipts";
import { routes } from "@oja/contracts/routes";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOfFile } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { receiptPdf } from "./receipt-pdf.ts";
import { receiptOf } from "./receipts.service.ts";

// A paid order's receipt, a PDF drawn on each request (docs/decisions/034-receipts.md).

export const receiptsRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (api, { db, guard }) => {
  api.route({
    ...routeOfFile(
      routes.receipts.get,
      {
        tags: ["Orders"],
        summary: "The receipt of one of the shopper's paid orders, as a PDF",
        description:
          "Only the signed-in shopper's own orders: 401 without a session, 403 for another shopper's. " +
          "404 for an unknown order, 409 for an order no payment has paid yet. A cancelled or refunded " +
          "order that was paid still has its receipt, with its refunds.",
        security: signedInSecurity,
      },
      "The receipt, a PDF attachment",
    ),
    onRequest: guard.requireSameUser,
    handler: async (request, reply) => {
      const facts = await receiptOf(db, signedInUser(request).id, request.params.orderId);
      const file = await receiptPdf(facts);
      // The file is not the JSON envelope: it goes out through a reply without the schema's serializer.
      const download: FastifyReply = reply;
      return download
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${receiptFileName(facts.order.orderNumber)}"`)
        .header("cache-control", "private, no-store")
        .send(file);
    },
  });
};
