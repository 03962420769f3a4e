import { officeResponseSchema, settingsResponseSchema } from "@oja/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { getOffice, getSettings } from "./content.service.ts";

const tags = ["Content"];

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (api, { db }) => {
  api.get(
    "/settings/:id",
    {
      schema: {
        tags,
        summary: "The company record (the shop uses the id `default`) with its office locations",
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
        params: z.object({ id: z.string().min(1).max(60) }),
        response: { 200: officeResponseSchema },
      },
    },
    async (request) => ({ status: 200, message: "Office", data: await getOffice(db, request.params.id) }),
  );
};
