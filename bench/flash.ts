import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import {
  type BenchShop,
  machineLine,
  startShop,
  withThrowawayDatabase,
  writeReportSection,
} from "./bench-shop.ts";
import { cpuBetween, cpuNow } from "./cpu-time.ts";
import {
  type Burst,
  bareBurst,
  databaseCount,
  pgliteQueries,
  postgresQueries,
  type Queries,
} from "./flash-bare.ts";
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

interface Figures {
  checkoutsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds a checkout: of its own processes (the shop's, or the bare script) and of PostgreSQL. */
  cpu?: { ownMs: number; postgresMs: number } | undefined;
}

function figuresOf(burst: Burst, own: "groupsMs" | "selfMs"): Figures {
  const sorted = [...burst.latenciesMs].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.max(0, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  const cpu = burst.cpu && {
    ownMs: burst.cpu[own] / sorted.length,
    postgresMs: burst.cpu.postgresMs / sorted.length,
  };
  return { checkoutsPerSecond: (1000 * sorted.length) / burst.wallMs, p50: at(0.5), p99: at(0.99), cpu };
}

interface Row {
  database: string;
  processes: number;
  connections: number;
  /** The rounds' medians. */
  shop: Figures;
  bare: Figures;
  rounds: { shop: Figures; bare: Figures }[];
  problems: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over the rounds. */
function medianOf(figures: Figures[]): Figures {
  const cpus = figures.flatMap((figure) => (figure.cpu ? [figure.cpu] : []));
  return {
    checkoutsPerSecond: median(figures.map((figure) => figure.checkoutsPerSecond)),
    p50: median(figures.map((figure) => figure.p50)),
    p99: median(figures.map((figure) => figure.p99)),
    cpu:
      cpus.length === figures.length
        ? {
            ownMs: median(cpus.map((cpu) => cpu.ownMs)),
            postgresMs: median(cpus.map((cpu) => cpu.postgresMs)),
          }
        : undefined,
  };
}

function rowOf(
  database: string,
  processes: number,
  connections: number,
  bursts: { shop: Burst; bare: Burst }[],
  problems: string[],
): Row {
  const measured = bursts.map(({ shop, bare }) => ({
    shop: figuresOf(shop, "groupsMs"),
    bare: figuresOf(bare, "selfMs"),
  }));
  const row = {
    database,
    processes,
    connections,
    shop: medianOf(measured.map((round) => round.shop)),
    bare: medianOf(measured.map((round) => round.bare)),
    rounds: measured,
    problems,
  };
  for (const [index, round] of measured.entries()) {
    console.info(
      `${database}, round ${index + 1}: shop ${Math.round(round.shop.checkoutsPerSecond)} checkouts/s (p50 ${Math.round(round.shop.p50)} ms, p99 ${Math.round(round.shop.p99)} ms), ` +
        `bare ${Math.round(round.bare.checkoutsPerSecond)}/s (p50 ${Math.round(round.bare.p50)} ms, p99 ${Math.round(round.bare.p99)} ms)`,
    );
  }
  return row;
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

/** Each round's figures, of which the table above gives the medians. */
function roundsTable(rows: Row[]): string[] {
  const rate = (value: number) => Math.round(value).toLocaleString("en");
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  return [
    "",
    "Each round:",
    "",
    "| Database | Round | Shop checkouts/s | Shop p99 | Bare checkouts/s | Ratio |",
    "| -------- | ----: | ---------------: | -------: | ---------------: | ----: |",
    ...rows.flatMap((row) =>
      row.rounds.map(
        (round, index) =>
          `| ${row.database} | ${index + 1} | ${rate(round.shop.checkoutsPerSecond)} | ${ms(round.shop.p99)} | ` +
          `${rate(round.bare.checkoutsPerSecond)} | ${((100 * round.shop.checkoutsPerSecond) / round.bare.checkoutsPerSecond).toFixed(1)} % |`,
      ),
    ),
  ];
}

/** Where each burst's time went, when the machine tells (Linux): CPU a checkout until the last answer. */
function cpuTable(rows: Row[]): string[] {
  const cpuMs = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(2)} ms`);
  if (!rows.some((row) => row.shop.cpu)) return [];
  return [
    "",
    "CPU time a checkout (the rounds' medians), from the burst to its last answer (read from /proc; PostgreSQL is every `postgres` " +
      "process of the machine, PGlite runs inside the process that opened it):",
    "",
    "| Database | Shop processes | PostgreSQL (shop) | Bare script | PostgreSQL (bare) |",
    "| -------- | -------------: | ----------------: | ----------: | ----------------: |",
    ...rows.map(
      (row) =>
        `| ${row.database} | ${cpuMs(row.shop.cpu?.ownMs)} | ${cpuMs(row.shop.cpu?.postgresMs)} | ` +
        `${cpuMs(row.bare.cpu?.ownMs)} | ${cpuMs(row.bare.cpu?.postgresMs)} |`,
    ),
  ];
}

function report(rows: Row[]): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  const rate = (value: number) => Math.round(value).toLocaleString("en");
  const ratio = (row: Row) => (100 * row.shop.checkoutsPerSecond) / row.bare.checkoutsPerSecond;
  const postgres = rows.find((row) => row.processes === 2);
  const target = postgres
    ? `**${ratio(postgres) >= 40 && postgres.shop.p99 < 1000 ? "met" : "not met"}** ` +
      `(${ratio(postgres).toFixed(1)} %, p99 ${ms(postgres.shop.p99)})`
    : "not measured in this run (it needs `--database=postgres` or `both`)";
  return [
    "## A flash sale",
    "",
    `Measured by \`node bench/flash.ts --shoppers=${shopperCount} --pieces=${pieces} --rounds=${rounds} --database=${databases}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      `${shopperCount} verified, signed-in shoppers, each with the one flash product (one size, one colour, ${pieces} pieces) ` +
      "in the cart and showroom pickup chosen, place their orders at the same instant, every request written at once " +
      "on a connection of its own opened beforehand, after the same shoppers bought a warm-up product of as many pieces " +
      "the same way (a running shop has sold before; the bare script is warmed by a burst too). " +
      `The sale runs ${rounds} times, each round with a new flash product, and so does the bare reference; the figures are the rounds' medians (each round's below). ` +
      "On PGlite, the production build in one process (`npm start`'s); " +
      "on PostgreSQL, two such processes on one database and one Redis, the shoppers split between them. Then, on the " +
      "same database with as many connections as the shop had (PGlite's one; two pools of ten), the bare reference: a " +
      "plain script running as many transactions at once, each taking one piece by " +
      "`UPDATE product_variants SET stock = stock - 1 WHERE id = $1 AND stock >= 1` and writing one order row. Both " +
      `ended correct in every round: exactly ${pieces} orders, stock 0, the other ${shopperCount - pieces} refused (409), no 5xx and no network error. ` +
      "Checkouts per second: the shoppers ÷ the time from the burst to its last answer; p50 and p99 of each " +
      `request's time. On the same machine (${machineLine()}). Ratio: the shop's checkouts per second ÷ the bare script's.`,
    "",
    `Target (issue 27): on two processes with PostgreSQL, ≥ 40 % of the bare transaction with p99 under 1 s, always correct: ${target}.`,
    "",
    "| Database | Processes | Connections | Shop checkouts/s | Shop p50 | Shop p99 | Bare checkouts/s | Bare p50 | Bare p99 | Ratio |",
    "| -------- | --------: | ----------: | ---------------: | -------: | -------: | ---------------: | -------: | -------: | ----: |",
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.processes} | ${row.connections} | ${rate(row.shop.checkoutsPerSecond)} | ${ms(row.shop.p50)} | ${ms(row.shop.p99)} | ` +
        `${rate(row.bare.checkoutsPerSecond)} | ${ms(row.bare.p50)} | ${ms(row.bare.p99)} | ${ratio(row).toFixed(1)} % |`,
    ),
    ...roundsTable(rows),
    ...cpuTable(rows),
  ].join("\n");
}

const rows: Row[] = [];
if (databases === "pglite" || databases === "both") rows.push(await onPglite());
if (databases === "postgres" || databases === "both") rows.push(await onPostgres());
const table = report(rows);
console.info(`\n${table}\n`);
const problems = rows.flatMap((row) => row.problems.map((problem) => `${row.database}: ${problem}`));
if (problems.length > 0) {
  console.error(
    `The flash sale did not end correct; nothing was written:\n${problems.slice(0, 40).join("\n")}`,
  );
  process.exit(1);
}
console.info(`Wrote ${await writeReportSection("flash", table)}`);
