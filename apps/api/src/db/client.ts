import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePostgres, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTransactionConfig,
} from "drizzle-orm/pg-core";
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
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    // A query sent before the one ahead of it is answered goes at once rather than waiting its turn:
    // `runTogether` sends a transaction's statements that need nothing from each other that way. A
    // connection is lent to one request at a time, which otherwise waits for each answer as before.
    pipeline: true,
  });
  // A connection the server ends (a restart, a failover, a forced drop) emits "error", and an "error"
  // event nobody listens to ends the whole process. An idle connection's surfaces as the pool's own
  // "error" event; a connection lent out to a transaction has no listener of the pool's, so each one
  // gets one of its own here. Its query hears the error anyway (answered 503 by
  // http/database-outage.ts), and the pool drops the connection when it comes back unusable.
  pool.on("error", (error) => options.onLostConnection?.(error));
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzleNodePostgres({ client: pool, casing }) as unknown as Database;
  db.transaction = (work, config) =>
    inPooledTransaction(pool, (tx) => work(tx as Parameters<typeof work>[0]), config);
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
 * Runs `work` in a transaction on one connection of the pool and always hands it back (the pool drops
 * it if it was cut). Drizzle's own transaction on a pool sends BEGIN before its try/finally, so a
 * connection cut at that moment was never handed back: each fault left the pool a connection short until
 * it had none and every request waited for one in vain. Its BEGIN goes with the first statement, and its
 * COMMIT is not sent when the last statement already committed (`runTogether`): two round trips fewer for
 * every order placed.
 */
async function inPooledTransaction<T>(
  pool: pg.Pool,
  work: (tx: Database) => Promise<T>,
  config: PgTransactionConfig | undefined,
): Promise<T> {
  const client = await pool.connect();
  try {
    if (config) return await drizzleNodePostgres({ client, casing }).transaction(work, config);
    const tx = new NodePgTransaction(dialect, sessionOf(client), undefined) as unknown as Database;
    outermost.set(tx, client);
    // Not waited for: queued on the connection before `work` can send anything, it goes first, and the
    // transaction's first statement follows it on the pipelined connection in the same round trip. Its
    // answer comes first, and is checked before the transaction commits.
    holdWritesThisTurn(client);
    const begun = client.query("begin");
    begun.catch(() => undefined);
    try {
      const result = await work(tx);
      await begun;
      if (!committed.has(tx)) await client.query("commit");
      return result;
    } catch (error) {
      if (!committed.has(tx)) await client.query("rollback");
      throw error;
    }
  } finally {
    client.release();
  }
}

function streamOf(client: pg.PoolClient) {
  return (client as unknown as pg.Client).connection.stream;
}

/**
 * Holds the connection's writes until the end of this turn of the event loop, so that what is queued on
 * it meanwhile (the BEGIN and the transaction's first statement) leaves in one write instead of one each.
 */
function holdWritesThisTurn(client: pg.PoolClient) {
  const stream = streamOf(client);
  stream.cork();
  setImmediate(() => stream.uncork());
}

/** One dialect for every transaction, so a table's column names are learnt once, not on each checkout. */
const dialect = new PgDialect({ casing });
/** One session a pooled connection, made the first time it runs a transaction. */
const sessions = new WeakMap<pg.PoolClient, NodePgSession<Record<string, never>, Record<string, never>>>();

function sessionOf(client: pg.PoolClient) {
  let session = sessions.get(client);
  if (!session) {
    session = new NodePgSession(client, dialect, undefined);
    sessions.set(client, session);
  }
  return session;
}

/** The transactions `inPooledTransaction` runs, with their connections, and those of them whose last statement committed them. */
const outermost = new WeakMap<Database, pg.PoolClient>();
const committed = new WeakSet<Database>();

/**
 * A statement to be sent with others in one round trip (`runTogether`), and how its rows are answered:
 * built now (`sql`), or a text built once given its values (`StatementText.with`).
 */
export type Statement<Answer> = (
  | { sql: SQL; text?: never; values?: never }
  | { text: StatementText; values: Record<string, unknown>; sql?: never }
) & { answer: (rows: Record<string, unknown>[]) => Answer };

/** A query ready for the driver: its text, the name it is prepared under, and its values or placeholders. */
interface BuiltText extends Query {
  name: string;
}

function built(statement: SQL): BuiltText {
  const query = dialect.sqlToQuery(statement);
  return { ...query, name: nameOf(query.sql) };
}

/**
 * A statement's text built once, its values named by placeholders (`sql.placeholder`, or a builder's
 * values given as placeholders), for a statement every shopper's request sends: Drizzle would otherwise
 * build the same text anew on every call, and hash it for its prepared name. Built the first time it is
 * sent, so a module can define it before the database is open.
 */
export class StatementText {
  readonly #build: () => SQL;
  #built: BuiltText | undefined;

  constructor(build: () => SQL) {
    this.#build = build;
  }

  get query(): BuiltText {
    this.#built ??= built(this.#build());
    return this.#built;
  }

  /** The statement with its values, to send with others (`runTogether`). */
  with<Answer>(
    values: Record<string, unknown>,
    answer: (rows: Record<string, unknown>[]) => Answer,
  ): Statement<Answer> {
    return { text: this, values, answer };
  }
}

/**
 * The texts of a statement whose text depends on its shape (how many rows or values it names), each
 * built the first time a shape is sent. Shapes come from a cart's lines, so they are few; past a bound,
 * a text is built for its one use.
 */
export function textsByShape<Shape extends readonly number[]>(build: (...shape: Shape) => SQL) {
  const texts = new Map<string, StatementText>();
  return (...shape: Shape): StatementText => {
    const key = shape.join(",");
    let text = texts.get(key);
    if (!text) {
      text = new StatementText(() => build(...shape));
      if (texts.size < 100) texts.set(key, text);
    }
    return text;
  };
}

/**
 * Builds the statements of a `StatementText` without a database: Drizzle's query builders need a handle,
 * but building a statement's text needs no connection.
 */
export const statementBuilder = drizzleNodePostgres.mock({ casing }) as unknown as Database;

/** A statement ready to send: its text and name, and its values with any placeholders filled. */
function readyToSend(statement: Statement<unknown>): { query: BuiltText; values: unknown[] } {
  if (statement.text) {
    const query = statement.text.query;
    return { query, values: fillPlaceholders(query.params, statement.values) };
  }
  const query = built(statement.sql);
  return { query, values: query.params };
}

type Answers<Statements extends readonly Statement<unknown>[]> = {
  [K in keyof Statements]: Statements[K] extends Statement<infer Answer> ? Answer : never;
};

/**
 * Runs statements of a transaction in turn and answers each one's rows. On PostgreSQL, in an outermost
 * transaction, they are sent together without waiting for each other's answers (the pool's connections
 * are pipelined), each as a statement prepared once a connection under a name its text gives, so that
 * PostgreSQL parses it once and, after a few runs, plans it once (decision 057), each still in a snapshot
 * of its own taken when it starts, as if sent alone. With `commit`, the COMMIT goes with them, so the rows
 * the last statement locks are let go as soon as it is done, instead of after its answer has crossed to
 * this process, waited for a busy event loop and sent the COMMIT back
 * (docs/decisions/049-the-stock-statement-commits.md). A statement that fails leaves the transaction
 * aborted: the ones after it fail unrun and the COMMIT rolls it back, so a statement that must keep the
 * transaction from committing fails, and its error is the one thrown. PGlite is one connection with
 * nobody waiting on its locks, and a nested transaction commits with its outermost one: there the
 * statements are run one by one and the transaction commits as usual.
 */
export async function runTogether<const Statements extends readonly Statement<unknown>[]>(
  tx: Database,
  statements: Statements,
  options: { commit: boolean } = { commit: false },
): Promise<Answers<Statements>> {
  type Result = { rows: Record<string, unknown>[] };
  const client = outermost.get(tx);
  if (!client) {
    const answers: unknown[] = [];
    for (const statement of statements) {
      const { query, values } = readyToSend(statement);
      // A text built once is prepared by its name here too, so PostgreSQL parses it once a connection.
      const name = statement.text ? query.name : undefined;
      const prepared = tx._.session.prepareQuery({ sql: query.sql, params: values }, undefined, name, false);
      answers.push(statement.answer(((await prepared.execute()) as Result).rows));
    }
    return answers as Answers<Statements>;
  }
  // Queued on the connection in one synchronous loop, so they go in this order whatever else awaits,
  // and in one write to the socket.
  const stream = streamOf(client);
  stream.cork();
  const sent: Promise<Result>[] = statements.map((statement) => {
    const { query, values } = readyToSend(statement);
    return client.query({ name: query.name, text: query.sql, values, types: asDrizzleAnswers });
  });
  if (options.commit) sent.push(client.query("commit"));
  stream.uncork();
  const settled = await Promise.allSettled(sent);
  // The first failure is the statement's own; those after it only say the transaction was aborted.
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  if (options.commit) committed.add(tx);
  return statements.map((statement, index) => {
    const result = settled[index] as PromiseFulfilledResult<Result>;
    return statement.answer(result.value.rows);
  }) as Answers<Statements>;
}

/**
 * The values of a statement's rows as Drizzle's `execute` answers them on node-postgres: dates, times,
 * intervals, their arrays and arrays of numerics as the text PostgreSQL sends, every other type as
 * node-postgres reads it.
 */
const asDrizzleAnswers = {
  getTypeParser: (typeId: number, format?: "text" | "binary") =>
    keptAsText.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
} as pg.CustomTypesConfig;
/** timestamptz, timestamp, date, interval, and the arrays of those and of numeric. */
const keptAsText = new Set([1184, 1114, 1082, 1186, 1185, 1115, 1182, 1187, 1231]);

/**
 * A prepared statement's name on a connection, from its text: the same text always gets the same name
 * (its values are sent apart from it), and a text for another number of rows a name of its own.
 */
function nameOf(text: string): string {
  return `oja_${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, casing }) as unknown as Database;
  // PGlite is one connection in the process, running every query in turn.
  const connections = () => ({ total: 1 });
  return { db, kind: "pglite", close: () => client.close(), connections };
}
