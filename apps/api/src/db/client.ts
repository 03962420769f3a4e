import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

// PGlite (Postgres in WASM, in-process) by default; a node-postgres pool when DATABASE_URL is set.
// Both speak the same SQL, so the same schema, migrations and tests run on either.

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

const casing = "snake_case";

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told when PostgreSQL closes a pooled connection; the pool replaces it on the next query. */
  onLostConnection?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions) {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, { onLostConnection: options.onLostConnection });
  }
  const directory = path.resolve(options.dataDir, "pglite");
  await mkdir(directory, { recursive: true });
  return wrapPglite(await PGlite.create(directory));
}

export function openPostgres(
  url: string,
  options: { max?: number; onLostConnection?: ((error: Error) => void) | undefined } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection that the server ends (restart, failover, a forced drop) surfaces as the pool's
  // "error" event; with no listener Node would end the whole process for it.
  pool.on("error", (error) => options.onLostConnection?.(error));
  const db = drizzleNodePostgres({ client: pool, schema, casing }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}
