import { envelopeSchema } from "@oja/contracts/api";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.ts";
import { databaseRetryAfterSeconds } from "../../http/database-outage.ts";
import { type Readiness, readinessCheck } from "./readiness.ts";

const healthSchema = envelopeSchema(
  z.object({ database: z.enum(["pglite", "postgres"]), uptimeSeconds: z.number() }),
);

const readySchema = envelopeSchema(
  z.object({ database: z.enum(["pglite", "postgres"]), redis: z.boolean() }),
);

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  redis: Redis | undefined;
  readiness: Readiness;
}> = async (api, { database, redis, readiness }) => {
  api.get(
    "/health",
    {
      config: { withoutAppKey: true },
      schema: {
        tags: ["Health"],
        summary: "Liveness and database check for load balancers (no X-App-Key needed)",
        response: { 200: healthSchema, 503: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        reply.header("retry-after", String(databaseRetryAfterSeconds));
        return reply.code(503).send({ status: 503, message: "The database is not reachable." });
      }
      return {
        status: 200,
        message: "OK",
        data: { database: database.kind, uptimeSeconds: Math.round(process.uptime()) },
      };
    },
  );

  const notReady = readinessCheck(readiness, database, redis);
  api.get(
    "/ready",
    {
      config: { withoutAppKey: true },
      schema: {
        tags: ["Health"],
        summary:
          "Whether this process should get traffic: 503 while it stops, or cannot reach the database or Redis (no X-App-Key needed)",
        response: { 200: readySchema, 503: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const reason = await notReady();
      if (reason) {
        if (!readiness.stopping) request.log.warn({ reason }, "not ready");
        reply.header("retry-after", String(databaseRetryAfterSeconds));
        return reply.code(503).send({ status: 503, message: reason });
      }
      return { status: 200, message: "Ready", data: { database: database.kind, redis: redis !== undefined } };
    },
  );
};
