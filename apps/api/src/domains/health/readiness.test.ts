import { PGlite } from "@electric-sql/pglite";
import { apiBasePath } from "@oja/contracts/http";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type DatabaseHandle, openPostgres, pgliteExtensions, wrapPglite } from "../../db/client.ts";
import { createTestApp, createTestDatabase } from "../../test/test-app.ts";

// GET /ready (decision 039): whether the proxy should send this process traffic. The liveness check,
// /health, is app.test.ts's.

const shop = await createTestApp();
afterAll(() => shop.close());

/** The whole API on `database`, asked /ready once, without an app key. */
async function readyOn(database: DatabaseHandle, env: Partial<typeof shop.config> = {}) {
  const { app } = await buildApp({
    config: { ...shop.config, ...env },
    database,
    logger: false,
    pollMail: false,
    sweepUnpaidOrders: false,
    reconcilePayments: false,
  });
  try {
    return await app.inject({ method: "GET", url: `${apiBasePath}/ready` });
  } finally {
    await app.close();
  }
}

describe("the readiness check", () => {
  it("answers 200 without an app key when the database is reachable and migrated", async () => {
    const answer = await shop.app.inject({ method: "GET", url: `${apiBasePath}/ready` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 200, data: { database: shop.database.kind } });
  });

  it("answers 503 with Retry-After as soon as the process is stopping, while /health stays 200", async () => {
    const database = await createTestDatabase();
    const { app, readiness } = await buildApp({
      config: shop.config,
      database,
      logger: false,
      pollMail: false,
    });
    try {
      expect((await app.inject({ method: "GET", url: `${apiBasePath}/ready` })).statusCode).toBe(200);
      readiness.stopping = true;
      const stopping = await app.inject({ method: "GET", url: `${apiBasePath}/ready` });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.headers["retry-after"]).toMatch(/^\d+$/);
      expect(stopping.json()).toEqual({ status: 503, message: "This process is stopping." });
      // Still serving: the drain keeps answering what the proxy sent before it saw the 503.
      const health = await app.inject({ method: "GET", url: `${apiBasePath}/health` });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe("close");
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("answers 503 naming the database when it cannot be reached", async () => {
    // Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
    const unreachable = openPostgres("postgres://postgres@127.0.0.1:1/oja");
    const answer = await readyOn(unreachable);
    await unreachable.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
    expect(answer.json()).toEqual({ status: 503, message: "The database is not reachable." });
  });

  it("answers 503 when the database was never migrated", async () => {
    const empty = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
    const answer = await readyOn(empty);
    await empty.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe("The database's migrations are not all applied.");
  });

  it("answers 503 naming Redis when REDIS_URL is set and Redis cannot be reached", async () => {
    const answer = await readyOn(shop.database, { REDIS_URL: "redis://127.0.0.1:1" });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 503, message: "Redis is not reachable." });
  });
});
