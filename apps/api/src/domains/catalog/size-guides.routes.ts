import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { type AnswerStore, cacheAnswers } from "../../http/answer-cache.ts";
import { routeOf } from "../../http/route-of.ts";
import { categorySizeGuide } from "./size-guides.service.ts";

// A category's size guide, public and the same for every shopper: kept with the catalog's other
// answers, so the owner's write (which calls catalogChanged) reaches it at once.

export const sizeGuideRoutes: FastifyPluginAsyncZod<{ db: Database; answers: AnswerStore }> = async (
  api,
  { db, answers },
) => {
  cacheAnswers(api, answers);

  api.route({
    ...routeOf(routes.sizeGuides.get, {
      tags: ["Catalog"],
      summary: "A category's size guide: a titled table and a note, or null when it has none",
      description: "By the category's slug (`shoes`, `bags`…); 404 for a category the shop does not have.",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Size guide",
      data: await categorySizeGuide(db, request.params.category),
    }),
  });
};
