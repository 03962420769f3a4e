import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { cpuBetween, cpuNow } from "./cpu-time.ts";

// The reference of bench/flash.ts: the least a checkout must do, in a plain script on the same database
// the shop ran on, with as many connections as the shop had. Each of N transactions takes one piece of
// the flash product's variant by an update conditioned on there being one left, and writes one order
// row; a transaction that finds none left is refused (the shop's 409).

/** What one burst gave: each answer in the order fired, its time, and the burst's whole time. */
export interface Burst {
  /** An HTTP status, "refused" for the bare transaction that found no piece, or "error". */
  outcomes: (number | "placed" | "refused" | "error")[];
  latenciesMs: number[];
  wallMs: number;
  details: string[];
  /**
   * CPU milliseconds the burst took until its last answer (Linux only): `groupsMs` of the shop's
   * processes, `postgresMs` of PostgreSQL's, `selfMs` of this script (the bare transactions' client).
   */
  cpu?: { groupsMs: number; postgresMs: number; selfMs: number } | undefined;
}

/** The `sql` answers for a database the script opens itself: PGlite in-process or a pg pool. */
export interface Queries {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** One checkout: true when it took a piece and wrote its order, false when none was left. */
  checkout(variantId: string, key: string): Promise<boolean>;
}

const take = "update product_variants set stock = stock - 1 where id = $1 and stock >= 1 returning id";
const order =
  "insert into orders (user_id, delivery_method, idempotency_key) values (gen_random_uuid(), 'pickup', $1)";

export function pgliteQueries(db: PGlite): Queries {
  return {
    query: async <Row>(text: string, values: unknown[] = []) => (await db.query<Row>(text, values)).rows,
    checkout: (variantId, key) =>
      db.transaction(async (tx) => {
        const taken = await tx.query(take, [variantId]);
        if (taken.rows.length === 0) return false;
        await tx.query(order, [key]);
        return true;
      }),
  };
}

/** A pool of `connections`, every one of them opened before the burst, as the shop's are by then. */
export async function postgresQueries(url: string, connections: number) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  // An idle connection the server ends (the database dropped at the end, another client's fault
  // test) is no checkout's: unheard, its "error" would end the script.
  pool.on("error", () => undefined);
  const opened = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
  for (const client of opened) client.release();
  const queries: Queries = {
    query: async <Row>(text: string, values: unknown[] = []) =>
      (await pool.query(text, values)).rows as Row[],
    async checkout(variantId, key) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const taken = await client.query(take, [variantId]);
        if (taken.rowCount === 0) {
          await client.query("rollback");
          return false;
        }
        await client.query(order, [key]);
        await client.query("commit");
        return true;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
  return { queries, close: () => pool.end() };
}

/** Orders the shop placed for the variant, and its stock, read from the database itself. */
export async function databaseCount(queries: Queries, variantId: string) {
  const [lines] = await queries.query<{ count: number }>(
    "select count(*)::int as count from order_lines where variant_id = $1",
    [variantId],
  );
  const [variant] = await queries.query<{ stock: number }>(
    "select stock from product_variants where id = $1",
    [variantId],
  );
  return { orders: lines?.count ?? 0, stock: variant?.stock };
}

/**
 * The bare burst: the variant's stock put back to `pieces`, then `count` transactions started in one go;
 * twice, the first a warm-up;
 * the checks (exactly `pieces` placed, the rest refused, none failed, stock 0, `pieces` order rows
 * written) go into `details` as problems.
 */
export async function bareBurst(queries: Queries, variantId: string, pieces: number, count: number) {
  // A warm-up burst first, as the shop was warmed by the shoppers' preparation: its order rows are
  // left aside by their keys.
  const warmUp = `flash-warm-${randomBytes(3).toString("hex")}`;
  await queries.query("update product_variants set stock = $2 where id = $1", [variantId, pieces]);
  await Promise.all(
    Array.from({ length: count }, (_, index) => queries.checkout(variantId, `${warmUp}-${index}`)),
  );
  await queries.query("update product_variants set stock = $2 where id = $1", [variantId, pieces]);
  const run = `flash-bare-${randomBytes(3).toString("hex")}`;
  const cpuBefore = cpuNow([]);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const sent = performance.now();
      try {
        const placed = await queries.checkout(variantId, `${run}-${index}`);
        return { outcome: placed ? ("placed" as const) : ("refused" as const), ms: performance.now() - sent };
      } catch (error) {
        return { outcome: "error" as const, ms: performance.now() - sent, detail: String(error) };
      }
    }),
  );
  const cpu = cpuBetween(cpuBefore, cpuNow([]));
  const burst: Burst = {
    cpu,
    outcomes: results.map((result) => result.outcome),
    latenciesMs: results.map((result) => result.ms),
    wallMs: performance.now() - started,
    details: results.flatMap((result) => ("detail" in result && result.detail ? [result.detail] : [])),
  };
  const [written] = await queries.query<{ count: number }>(
    "select count(*)::int as count from orders where idempotency_key like $1",
    [`${run}-%`],
  );
  const [variant] = await queries.query<{ stock: number }>(
    "select stock from product_variants where id = $1",
    [variantId],
  );
  const placed = burst.outcomes.filter((outcome) => outcome === "placed").length;
  const refused = burst.outcomes.filter((outcome) => outcome === "refused").length;
  if (placed !== pieces) burst.details.push(`bare: ${placed} placed, not ${pieces}`);
  if (refused !== count - pieces) burst.details.push(`bare: ${refused} refused, not ${count - pieces}`);
  if (written?.count !== pieces) burst.details.push(`bare: ${written?.count} order rows, not ${pieces}`);
  if (variant?.stock !== 0) burst.details.push(`bare: stock ${variant?.stock} afterwards, not 0`);
  return burst;
}
