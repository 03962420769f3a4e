import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openPostgres, pgliteExtensions, wrapPglite } from "../db/client.ts";
import type { OutgoingEmail } from "../domains/mail/mail-transport.ts";
import { withDatabase } from "./global-setup.ts";

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL in api-postgres. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.OJA_TEST_DATABASE !== "postgres") {
    const template = await readFile(inject("pgliteTemplate"));
    const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: pgliteExtensions });
    return wrapPglite(client);
  }
  const url = process.env.TEST_DATABASE_URL ?? "";
  const name = `oja_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  const handle = openPostgres(withDatabase(url, name), { max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * True where a race between processes can happen: on PostgreSQL, where `anotherProcess` opens a pool of
 * its own. On PGlite every query runs in turn on one connection, so a race test there could not fail:
 * races are declared with `describe.skipIf(!racesCanRun)` / `it.skipIf(!racesCanRun)` and run in the
 * api-postgres project (`.ci/run`).
 */
export const racesCanRun = process.env.OJA_TEST_DATABASE === "postgres";

/**
 * Another API process's connection pool to the same database, for races between processes (on
 * PGlite, which is one process, the same handle). Closing it leaves the database in place.
 */
export async function anotherProcess(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === "pglite") return { ...database, close: async () => undefined };
  const [row] = await database.db
    .select({ name: sql<string>`current_database()` })
    .from(sql`(select 1) as one`);
  return openPostgres(withDatabase(process.env.TEST_DATABASE_URL ?? "", row?.name ?? ""), { max: 4 });
}

const pgliteNames = new WeakMap<DatabaseHandle["db"], string>();

/** A name for the database, the same for every handle on it (`anotherProcess`). */
async function databaseName(database: DatabaseHandle): Promise<string> {
  if (database.kind === "pglite") {
    const name = pgliteNames.get(database.db) ?? randomUUID();
    pgliteNames.set(database.db, name);
    return name;
  }
  const [row] = await database.db
    .select({ name: sql<string>`current_database()` })
    .from(sql`(select 1) as one`);
  return row?.name ?? randomUUID();
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole API on a fresh database (or on `options.database`, such as `anotherProcess(shop.database)`),
 * with helpers that send the app key like the real client.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: DatabaseHandle } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), "oja-data-"));
  const config = await loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-123",
    LOG_LEVEL: "silent",
    REDIS_URL: process.env.OJA_TEST_DATABASE === "postgres" ? process.env.TEST_REDIS_URL : undefined,
    ...env,
  });
  const sentEmails: OutgoingEmail[] = [];
  const { app, mail, unpaidOrders, paymentReconciler, photos, catalogChanged, openPageMemo } = await buildApp(
    {
      config,
      database,
      logger: false,
      pollMail: false,
      sweepUnpaidOrders: false,
      reconcilePayments: false,
      sweepPhotos: false,
      // Test files share one Redis; two apps on one database share its cache, as two processes would.
      catalogCacheNamespace: `oja-catalog:${await databaseName(database)}:`,
      sessionsNamespace: `oja-sessions:${await databaseName(database)}:`,
      shopperAnswersNamespace: `oja-${await databaseName(database)}:`,
      mailTransport: {
        describe: "memory",
        async send(email) {
          sentEmails.push(email);
          return {};
        },
      },
    },
  );
  await app.ready();

  const call = (options: InjectOptions & { url: string }) =>
    app.inject({
      ...options,
      url: `${apiBasePath}${options.url}`,
      headers: { [appKeyHeader]: developmentAppKey, ...options.headers },
    });

  return {
    app,
    config,
    database,
    db: database.db,
    unpaidOrders,
    paymentReconciler,
    photos,
    catalogChanged,
    openPageMemo,
    get: (url: string, headers: Record<string, string> = {}) => call({ method: "GET", url, headers }),
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      call({ method: "POST", url, payload: payload as InjectOptions["payload"], headers }),
    put: (url: string, payload: unknown, headers: Record<string, string>) =>
      call({ method: "PUT", url, payload: payload as InjectOptions["payload"], headers }),
    call,
    /** Any method with a JSON body, as a signed-in page would send it. */
    send: (
      method: InjectOptions["method"],
      url: string,
      headers: Record<string, string>,
      payload?: unknown,
    ) => call({ method, url, headers, payload: payload as InjectOptions["payload"] }),
    /** Delivers the outbox and returns every e-mail sent so far. */
    async deliveredEmails() {
      await mail.flush();
      return sentEmails;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
