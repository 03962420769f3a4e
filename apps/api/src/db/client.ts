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

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }) {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = path.resolve(options.dataDir, "pglite");
  await mkdir(directory, { recursive: true });
  return wrapPglite(await PGlite.create(directory));
}

export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzleNodePostgres({ client: pool, schema, casing }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}
