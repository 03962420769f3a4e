import { officeResponseSchema, settingsResponseSchema } from "@oja/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { getOffice, getSettings } from "./settings.service.ts";

// The reference lists these under Content, with the contact form and the newsletter: what the shop's
// pages show and ask.
const tags = ["Content"];

export interface SettingsRoutesOptions {
  db: Database;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (api, { db }) => {
  api.get(
    "/settings/:id",
    {
      schema: {
        tags,
        summary: "The company record (the shop uses the id `default`) with its office locations",
        description: "404 for any other id.",
        params: z.object({ id: z.string().min(1).max(60) }),
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => ({ status: 200, message: "Settings", data: await getSettings(db, request.params.id) }),
  );

  api.get(
    "/offices/:id",
    {
      schema: {
        tags,
        summary: "One office location",
        description: "404 for an office the shop does not have.",
        params: z.object({ id: z.string().min(1).max(60) }),
        response: { 200: officeResponseSchema },
      },
    },
    async (request) => ({ status: 200, message: "Office", data: await getOffice(db, request.params.id) }),
  );
};
