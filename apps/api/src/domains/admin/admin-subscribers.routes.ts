import { routes } from "@oja/contracts/routes";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { csvFile } from "../../http/csv.ts";
import { routeOfJsonOrFile } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity } from "../accounts/user-guard.ts";
import { allSubscribers, listSubscribers } from "../content/content-admin.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The newsletter's subscribers in the owner's admin (docs/architecture.md §8), as a list or as a CSV file.

export const adminSubscribersRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (
  api,
  { db, guard },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOfJsonOrFile(
      routes.admin.subscribers.list,
      routes.admin.subscribers.csv,
      {
        tags,
        summary: "The newsletter's subscribers, newest first; every one of them as CSV when asked",
        description:
          `${staffOnly} With \`Accept: text/csv\` or \`format=csv\`: a CSV attachment (name, e-mail, ` +
          "subscribed at) of every subscriber, its cells safe to open in a spreadsheet.",
        security: signedInSecurity,
      },
      "The subscribers, as JSON or as a CSV file",
    ),
    onRequest,
    handler: async (request, reply) => {
      const wantsCsv =
        request.query.format === "csv" ||
        (request.query.format === undefined && /\btext\/csv\b/i.test(request.headers.accept ?? ""));
      if (!wantsCsv) {
        return {
          status: 200,
          message: "Subscribers",
          data: await listSubscribers(db, request.query.page, request.query.limit),
        };
      }
      const subscribers = await allSubscribers(db);
      const file = csvFile(
        ["name", "email", "subscribed_at"],
        subscribers.map((subscriber) => [subscriber.name, subscriber.email, subscriber.createdAt]),
      );
      const day = new Date().toISOString().slice(0, 10);
      // The file is not the JSON list the schema describes: it goes out through a reply without it.
      const download: FastifyReply = reply;
      return download
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="oja-subscribers-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  });
};
