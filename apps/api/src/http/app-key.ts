import { appKeyHeader } from "@oja/contracts/http";
import type { FastifyInstance } from "fastify";
import { unauthorized } from "./problem.ts";

// Every API call names its client application with X-App-Key (docs/architecture.md §2). Routes that are opened
// by a browser or a provider rather than our client (docs, health, webhooks) opt out.

declare module "fastify" {
  interface FastifyContextConfig {
    withoutAppKey?: boolean;
  }
}

export function requireAppKey(api: FastifyInstance, keys: readonly string[]) {
  const known = new Set(keys);
  api.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.withoutAppKey) return;
    const key = request.headers[appKeyHeader];
    if (typeof key !== "string" || !known.has(key)) {
      throw unauthorized("A valid X-App-Key header is required.");
    }
  });
}
