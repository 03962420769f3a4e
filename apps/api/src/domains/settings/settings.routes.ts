import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { type AnswerStore, cacheAnswers } from "../../http/answer-cache.ts";
import { routeOf } from "../../http/route-of.ts";
import { getOffice, getSettings } from "./settings.service.ts";

// The reference lists these under Content, with the contact form and the newsletter: what the shop's
// pages show and ask.
const tags = ["Content"];

export interface SettingsRoutesOptions {
  db: Database;
  /** Where the answers are kept: every page reads the settings, and only the admin area changes them. */
  answers: AnswerStore;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (api, { db, answers }) => {
  cacheAnswers(api, answers);
  api.route({
    ...routeOf(routes.content.settings, {
      tags,
      summary: "The company record (the shop uses the id `default`) with its office locations",
      description: "404 for any other id.",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Settings",
      data: await getSettings(db, request.params.id),
    }),
  });

  api.route({
    ...routeOf(routes.content.office, {
      tags,
      summary: "One office location",
      description: "404 for an office the shop does not have.",
    }),
    handler: async (request) => ({
      status: 200,
      message: "Office",
      data: await getOffice(db, request.params.id),
    }),
  });
};
