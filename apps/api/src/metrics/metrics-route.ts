import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Gauge, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client.ts";
import { notFound, unauthorized } from "../http/problem.ts";
import { processMetrics } from "./shop-metrics.ts";

// GET /metrics on the process root, for Prometheus (docs/decisions/040-what-the-operator-watches.md):
// only with `Authorization: Bearer $METRICS_TOKEN`, and not at all (404) when no token is configured.

/** What the gauges read at scrape time, from this app's own database and Redis. */
export interface ScrapeSources {
  database: Pick<DatabaseHandle, "kind" | "connections">;
  /** Absent without REDIS_URL. */
  redis?: { status: string } | undefined;
  /** The mail domain's reading of the outbox table, so it is right whichever process is scraped. */
  oldestQueuedEmailSeconds: () => Promise<number>;
}

export const noMetricsTokenMessage = "There is nothing at this address.";
export const metricsTokenMessage = "Send Authorization: Bearer and the metrics token.";

/** The gauges of one app's resources, beside the process's counters. */
function scrapeRegistry(sources: ScrapeSources): Registry {
  const own = new Registry();
  const registers = [own];
  new Gauge({
    name: "oja_db_connections",
    help: "Database connections by state: total, idle and waiting (requests queued for one); PGlite (kind=pglite) is a single connection and reports its total only.",
    labelNames: ["kind", "state"] as const,
    registers,
    collect() {
      this.reset();
      const { kind } = sources.database;
      for (const [state, count] of Object.entries(sources.database.connections())) {
        this.set({ kind, state }, count);
      }
    },
  });
  if (sources.redis) {
    const redis = sources.redis;
    new Gauge({
      name: "oja_redis_up",
      help: "1 while the connection to Redis is ready, 0 otherwise.",
      registers,
      collect() {
        this.set(redis.status === "ready" ? 1 : 0);
      },
    });
  }
  new Gauge({
    name: "oja_email_oldest_queued_seconds",
    help: "How long the oldest e-mail still waiting in the outbox has waited, in seconds (0 when none waits); read from the outbox table, for every process alike.",
    registers,
    async collect() {
      this.set(await sources.oldestQueuedEmailSeconds());
    },
  });
  return Registry.merge([processMetrics, own]);
}

function digest(text: string) {
  return createHash("sha256").update(text).digest();
}

/** Registers GET /metrics on `app` (not under /api/v1, and not in the API's OpenAPI document). */
export function metricsRoute(app: FastifyInstance, token: string | undefined, sources: ScrapeSources) {
  const registry = scrapeRegistry(sources);
  // Compared as digests of equal length, so the time taken tells nothing of how much of a guess was right.
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw notFound(noMetricsTokenMessage);
    const sent = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(sent, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthorized(metricsTokenMessage);
    }
    reply.header("cache-control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
}
