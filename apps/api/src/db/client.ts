import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { is, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres, NodePgTransaction } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

// PGlite (Postgres in WASM, in-process) by default; a node-postgres pool when DATABASE_URL is set.
// Both speak the same SQL, so the same schema, migrations and tests run on either.

/**
 * A database handle or an open transaction (a transaction is a handle too): every service function
 * takes this, so that a caller may run it inside its own transaction. It knows no tables; each
 * domain imports its own from its `*.schema.ts`.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for LISTEN or a session lock (a pooled
   * connection is handed to other queries). `onError` hears it fail or be cut from the moment it is
   * made, so the error never goes unheard (which would end the process). The caller ends it.
   */
  connectAlone?: (applicationName: string, onError: (error: Error) => void) => Promise<pg.Client>;
  /** The connections as GET /metrics reports them: the pool's, or PGlite's one (no idle or waiting). */
  connections: () => { total: number; idle?: number; waiting?: number };
}

const casing = "snake_case";

/** The contrib extensions the migrations create (pg_trgm: the shop's search index); PGlite loads them. */
export const pgliteExtensions = { pg_trgm };

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
  return wrapPglite(await PGlite.create(directory, { extensions: pgliteExtensions }));
}

export function openPostgres(
  url: string,
  options: { max?: number; onLostConnection?: ((error: Error) => void) | undefined } = {},
): DatabaseHandle {
  // A server that does not answer (a network fault, a failover) fails a query within seconds as a
  // 503 (http/database-outage.ts) rather than holding the shopper's request open indefinitely.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // A connection the server ends (a restart, a failover, a forced drop) emits "error", and an "error"
  // event nobody listens to ends the whole process. An idle connection's surfaces as the pool's own
  // "error" event; a connection lent out to a transaction has no listener of the pool's, so each one
  // gets one of its own here. Its query hears the error anyway (answered 503 by
  // http/database-outage.ts), and the pool drops the connection when it comes back unusable.
  pool.on("error", (error) => options.onLostConnection?.(error));
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzleNodePostgres({ client: pool, casing }) as unknown as Database;
  db.transaction = (work, config) => onPooledConnection(pool, (client) => client.transaction(work, config));
  const connectAlone = async (applicationName: string, onError: (error: Error) => void) => {
    const client = new pg.Client({
      connectionString: url,
      application_name: applicationName,
      // An idle connection whose server vanished without a word is noticed by TCP keep-alive.
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    client.on("error", onError);
    await client.connect();
    return client;
  };
  const connections = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: "postgres", close: () => pool.end(), connectAlone, connections };
}

/**
 * Runs `work` on one connection of the pool and always hands it back (the pool drops it if it was cut).
 * Drizzle's own transaction on a pool sends BEGIN before its try/finally, so a connection cut at that
 * moment was never handed back: each fault left the pool a connection short until it had none and
 * every request waited for one in vain.
 */
async function onPooledConnection<T>(pool: pg.Pool, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(handleOf(client));
  } finally {
    client.release();
  }
}

/**
 * One Drizzle handle a pooled connection, made the first time it runs a transaction: a handle made for
 * each transaction would learn every table's column names again, each checkout paying for it.
 */
const handles = new WeakMap<pg.PoolClient, Database>();

function handleOf(client: pg.PoolClient): Database {
  let handle = handles.get(client);
  if (!handle) {
    handle = drizzleNodePostgres({ client, casing }) as unknown as Database;
    handles.set(client, handle);
  }
  return handle;
}

/**
 * Runs the last statement of an outermost transaction and, on PostgreSQL, its COMMIT in the same round
 * trip (one simple query, the values written in): the rows it locks are let go as soon as it is done,
 * instead of after its answer has crossed to this process, waited for a busy event loop and sent the
 * COMMIT back. The statement must fail when the transaction must not commit: its error skips the rest.
 * An empty transaction is opened after, for the COMMIT Drizzle sends when the work returns. PGlite is one
 * connection with nobody waiting on its locks: it runs the statement and commits as usual.
 */
export async function executeAndCommit(tx: Database, statement: SQL): Promise<unknown> {
  if (!is(tx, NodePgTransaction)) return tx.execute(statement);
  const [answer] = (await tx.execute(
    sql`${statement}; commit; begin`.inlineParams(),
  )) as unknown as unknown[];
  return answer;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, casing }) as unknown as Database;
  // PGlite is one connection in the process, running every query in turn.
  const connections = () => ({ total: 1 });
  return { db, kind: "pglite", close: () => client.close(), connections };
}
