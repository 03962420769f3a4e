import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type BenchShop, startShop, withThrowawayDatabase, writeReportSection } from "./bench-shop.ts";
import { cpuBetween, cpuNow } from "./cpu-time.ts";
import {
  type Burst,
  bareBurst,
  databaseCount,
  pgliteQueries,
  postgresQueries,
  type Queries,
} from "./flash-bare.ts";
import { type Row, report, rowOf } from "./flash-report.ts";
import {
  createFlashProduct,
  fillCarts,
  ownerAccount,
  prepareShoppers,
  type Shopper,
  stockOf,
} from "./flash-shoppers.ts";

// A flash sale (issue 27): N verified, signed-in shoppers, each with the one flash product in the cart,
// place their orders at the same instant for M pieces. On PGlite, one process; on PostgreSQL, two
// processes on one database and one Redis, the shoppers split between them. Then, on the same database,
// with as many connections as the shop had, the bare reference (bench/flash-bare.ts). Both must end
// correct (exactly M orders, stock 0, the other N − M refused with 409, no 5xx, no network error), or
// the script fails without writing its figures.
//
// Each is measured in several rounds (a fresh flash product each), and its figures are the rounds'
// medians: one burst lasts about a second, and another program's moment on the machine moves it.
//
//   node bench/flash.ts [--shoppers=400] [--pieces=150] [--rounds=3] [--database=pglite|postgres|both]
//
// PostgreSQL: a throwaway database on BENCH_POSTGRES_URL's server; Redis: BENCH_REDIS_URL, a database
// the script empties (default db 14 of the local Redis).

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const shopperCount = Number(option("shoppers", "400"));
const pieces = Number(option("pieces", "150"));
const databases = option("database", "both");
const rounds = Number(option("rounds", "3"));
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/14";
/** openPostgres's pool (apps/api/src/db/client.ts): ten connections a process. */
const poolPerProcess = 10;

if (!(Number.isInteger(pieces) && Number.isInteger(shopperCount) && pieces > 0 && shopperCount > pieces)) {
  throw new Error("--pieces and --shoppers must be whole numbers, with more shoppers than pieces");
}
if (!(Number.isInteger(rounds) && rounds > 0)) throw new Error("--rounds must be a whole number above 0");

const ownerEnv = { OJA_ADMIN_EMAIL: ownerAccount.email, OJA_ADMIN_PASSWORD: ownerAccount.password };

/**
 * Every shopper's order, fired together: one kept-alive connection per shopper opened beforehand, every
 * request written in one loop, each timed from its writing to the end of its answer.
 */
async function fire(shoppers: Shopper[]): Promise<Burst> {
  // Node keeps 256 idle connections an origin unless told otherwise: every shopper's must stay open.
  const agents = new Map(
    [...new Set(shoppers.map((shopper) => shopper.shop))].map((shop) => [
      shop,
      new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000, maxFreeSockets: shoppers.length }),
    ]),
  );
  const send = (shopper: Shopper, method: string, route: string, body?: Buffer) =>
    new Promise<{ status: number | "error"; ms: number; text: string }>((resolve) => {
      const url = new URL(`${shopper.shop.origin}/api/v1${route}`);
      const sent = performance.now();
      const request = http.request(
        {
          agent: agents.get(shopper.shop),
          host: url.hostname,
          port: url.port,
          method,
          path: url.pathname,
          headers: {
            ...shopper.headers,
            "x-app-key": shopper.shop.appKey,
            ...(body ? { "content-type": "application/json", "content-length": body.length } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - sent,
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      request.on("error", (error) =>
        resolve({ status: "error", ms: performance.now() - sent, text: String(error) }),
      );
      request.end(body);
    });
  try {
    // Each shopper's connection opened, and left open for the burst.
    await Promise.all(shoppers.map((shopper) => send(shopper, "GET", "/health")));
    const body = Buffer.from(JSON.stringify({ pickupAt: "pickup" }));
    const groups = [...new Set(shoppers.map((shopper) => shopper.shop.group))];
    const cpuBefore = cpuNow(groups);
    const started = performance.now();
    const answers = await Promise.all(
      shoppers.map((shopper) => send(shopper, "POST", `/users/${shopper.userId}/orders`, body)),
    );
    const wallMs = performance.now() - started;
    return {
      cpu: cpuBetween(cpuBefore, cpuNow(groups)),
      outcomes: answers.map((answer) => answer.status),
      latenciesMs: answers.map((answer) => answer.ms),
      wallMs,
      details: answers
        .filter((answer) => answer.status === "error" || answer.status >= 500)
        .map((answer) => `${answer.status}: ${answer.text.slice(0, 200)}`),
    };
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
}

/** A round of the sale: its flash product, the burst of orders, and the stock the admin area read after it. */
interface Sold {
  product: Awaited<ReturnType<typeof createFlashProduct>>;
  burst: Burst;
  stock: Awaited<ReturnType<typeof stockOf>>;
}

/**
 * The sale, on a shop that has sold before: the shoppers first buy a warm-up product of as many pieces at
 * the same instant (its answers are not measured); then, each round, each cart is emptied and filled with
 * a new flash product, and the measured burst fired. A running shop has taken orders before its sale
 * begins, and the bare reference is warmed the same way (a burst before the measured one,
 * bench/flash-bare.ts): without it the shop's side would be measured on code the JIT has not compiled and
 * database connections that have not yet run its statements, the bare side not.
 */
async function sale(shops: BenchShop[], outbox: string): Promise<Sold[]> {
  const [first] = shops as [BenchShop];
  const warmUp = await createFlashProduct(first, pieces, "Warm-up Satchel");
  const shoppers = await prepareShoppers(shops, outbox, warmUp, shopperCount);
  const warmUpBurst = await fire(shoppers);
  const failed = warmUpBurst.outcomes.filter((outcome) => outcome !== 201 && outcome !== 409);
  if (failed.length > 0)
    throw new Error(`the warm-up sale failed: ${warmUpBurst.details.slice(0, 5).join("; ")}`);
  const sold: Sold[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const product = await createFlashProduct(first, pieces);
    await fillCarts(shoppers, product);
    const burst = await fire(shoppers);
    sold.push({ product, burst, stock: await stockOf(first, product) });
  }
  return sold;
}

/** The shop's burst judged: M × 201, N − M × 409, nothing else; stock 0 and M orders where they are kept. */
function judgeShop(
  burst: Burst,
  stock: { product: number; variant?: number },
  inDatabase: { orders: number; stock?: number },
) {
  const count = (status: number) => burst.outcomes.filter((outcome) => outcome === status).length;
  const others = burst.outcomes.filter((outcome) => outcome !== 201 && outcome !== 409);
  const problems = [...burst.details];
  if (count(201) !== pieces) problems.push(`shop: ${count(201)} orders placed (201), not ${pieces}`);
  if (count(409) !== shopperCount - pieces)
    problems.push(`shop: ${count(409)} × 409, not ${shopperCount - pieces}`);
  if (others.length > 0) problems.push(`shop: other answers ${others.join(", ")}`);
  if (stock.product !== 0 || stock.variant !== 0) {
    problems.push(`shop: the admin area reads stock ${stock.product} (variant ${stock.variant}), not 0`);
  }
  if (inDatabase.orders !== pieces)
    problems.push(`shop: ${inDatabase.orders} order lines in the database, not ${pieces}`);
  if (inDatabase.stock !== 0) problems.push(`shop: stock ${inDatabase.stock} in the database, not 0`);
  return problems;
}

/** Each round's bare burst on the variant of the shop's round, after the shop's burst was judged. */
async function bareRounds(queries: Queries, sold: Sold[], problems: string[]) {
  const bursts: { shop: Burst; bare: Burst }[] = [];
  for (const { product, burst, stock } of sold) {
    problems.push(...judgeShop(burst, stock, await databaseCount(queries, product.variantId)));
    const bare = await bareBurst(queries, product.variantId, pieces, shopperCount);
    problems.push(...bare.details);
    bursts.push({ shop: burst, bare });
  }
  return bursts;
}

/** One process on PGlite; then, the process stopped, its database opened in this one for the bare burst. */
async function onPglite(): Promise<Row> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "oja-flash-"));
  try {
    const shop = await startShop(ownerEnv, { dataDir });
    let sold: Sold[];
    try {
      sold = await sale([shop], path.join(dataDir, "mail"));
    } finally {
      await shop.stop();
    }
    const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      const problems: string[] = [];
      const bursts = await bareRounds(pgliteQueries(db), sold, problems);
      return rowOf("PGlite", 1, 1, bursts, problems);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Two processes on one PostgreSQL database and one Redis; then the bare burst with their pools' size. */
function onPostgres(): Promise<Row> {
  return withThrowawayDatabase(async (url) => {
    // The run's Redis starts empty: kept answers of another run's database would be wrong here.
    const { Redis } = await import("ioredis");
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    const outbox = await mkdtemp(path.join(os.tmpdir(), "oja-flash-mail-"));
    const env = {
      ...ownerEnv,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      // Either process takes the other's sessions, and either may send a shopper's code.
      APP_KEYS: `bench-${randomBytes(8).toString("hex")}`,
      JWT_SECRET: randomBytes(32).toString("hex"),
      MAIL_OUTBOX_DIR: outbox,
    };
    const shops: BenchShop[] = [];
    try {
      // One after the other: the first migrates and seeds the database, the second finds it ready.
      shops.push(await startShop(env));
      shops.push(await startShop(env));
      const sold = await sale(shops, outbox);
      await Promise.all(shops.splice(0).map((shop) => shop.stop()));
      const connections = 2 * poolPerProcess;
      const bare = await postgresQueries(url, connections);
      try {
        const problems: string[] = [];
        const bursts = await bareRounds(bare.queries, sold, problems);
        return rowOf("PostgreSQL + Redis", 2, connections, bursts, problems);
      } finally {
        await bare.close();
      }
    } finally {
      await Promise.all(shops.map((shop) => shop.stop()));
      await rm(outbox, { recursive: true, force: true });
    }
  });
}

const rows: Row[] = [];
if (databases === "pglite" || databases === "both") rows.push(await onPglite());
if (databases === "postgres" || databases === "both") rows.push(await onPostgres());
const table = report(rows, { shopperCount, pieces, rounds, databases });
console.info(`\n${table}\n`);
const problems = rows.flatMap((row) => row.problems.map((problem) => `${row.database}: ${problem}`));
if (problems.length > 0) {
  console.error(
    `The flash sale did not end correct; nothing was written:\n${problems.slice(0, 40).join("\n")}`,
  );
  process.exit(1);
}
console.info(`Wrote ${await writeReportSection("flash", table)}`);
