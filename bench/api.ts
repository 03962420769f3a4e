import autocannon from "autocannon";
import Fastify from "fastify";
import {
  type BenchShop,
  machineLine,
  startShop,
  withThrowawayDatabase,
  writeReportSection,
} from "./bench-shop.ts";
import { apiData, newShopper, putInCart } from "./bench-shoppers.ts";

// The API's throughput beside a bare Fastify route (issue 16): each Oja call, then a bare Fastify
// route answering a body of the very same bytes, one after the other in the same run, on PGlite and
// on PostgreSQL. The ratio (Oja ÷ bare) is what the issue's target is set on; the absolute figures
// depend on the machine and on what else it is doing.
//
//   node bench/api.ts [--database=pglite|postgres|both] [--seconds=10] [--connections=10]
//
// PostgreSQL: a throwaway database on BENCH_POSTGRES_URL's server (default the machine's,
// postgres://postgres@127.0.0.1:5432/test), created and dropped by the script, with Redis as a shop of
// several processes runs (BENCH_REDIS_URL, default the machine's database 14, emptied first): the
// session register checks a shopper's version there (decision 043).

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const databases = option("database", "both");
const seconds = Number(option("seconds", "10"));
const connections = Number(option("connections", "10"));

interface Call {
  name: string;
  path: string;
  /** Sent with the call: the app key always, a shopper's token for the signed-in ones. */
  headers: Record<string, string>;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Row {
  database: string;
  call: Call;
  bytes: number;
  oja: Figures;
  bare: Figures;
}

async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A verified, signed-in shopper with two pieces in the cart; answers the cart call's path and token. */
async function shopperWithCart(shop: BenchShop) {
  const session = await newShopper(shop);
  await putInCart(shop, session, ["luxurious-voyager-bag", "adire-heritage-loafer"]);
  return { path: `/api/v1/users/${session.userId}/cart`, token: session.token };
}

async function callsOf(shop: BenchShop): Promise<Call[]> {
  const appKey = { "x-app-key": shop.appKey };
  const { product } = await apiData<{ product: { id: string } }>(
    shop,
    "GET",
    "/products/luxurious-voyager-bag",
  );
  const cart = await shopperWithCart(shop);
  return [
    { name: "products list", path: "/api/v1/products?page=1&limit=30", headers: appKey },
    { name: "product detail", path: "/api/v1/products/luxurious-voyager-bag", headers: appKey },
    { name: "suggestions", path: "/api/v1/products/fetch/suggestions", headers: appKey },
    { name: "reviews", path: `/api/v1/products/${product.id}/reviews`, headers: appKey },
    {
      name: "cart (signed in)",
      path: cart.path,
      headers: { ...appKey, authorization: `Bearer ${cart.token}` },
    },
  ];
}

/** A bare Fastify answering each call's path with the body Oja gave it, byte for byte. */
async function bareTwin(shop: BenchShop, calls: Call[]) {
  const bare = Fastify();
  const bodies = new Map<string, string>();
  for (const call of calls) {
    const response = await fetch(`${shop.origin}${call.path}`, { headers: call.headers });
    bodies.set(call.name, await response.text());
  }
  calls.forEach((call, index) => {
    const body = bodies.get(call.name) ?? "";
    bare.get(`/bare/${index}`, (_request, reply) => {
      reply.header("content-type", "application/json; charset=utf-8").send(body);
    });
  });
  const address = await bare.listen({ port: 0, host: "127.0.0.1" });
  return { address, bare, bodies };
}

async function benchmark(database: string, env: Record<string, string>): Promise<Row[]> {
  const shop = await startShop(env);
  try {
    const calls = await callsOf(shop);
    const twin = await bareTwin(shop, calls);
    try {
      const rows: Row[] = [];
      for (const [index, call] of calls.entries()) {
        const ojaUrl = `${shop.origin}${call.path}`;
        const bareUrl = `${twin.address}/bare/${index}`;
        // A short warm-up of both, so that neither is measured while its code is still being compiled.
        await autocannon({ url: ojaUrl, headers: call.headers, connections, duration: 2 });
        await autocannon({ url: bareUrl, connections, duration: 2 });
        const oja = await measure(ojaUrl, call.headers);
        const bare = await measure(bareUrl, {});
        const bytes = Buffer.byteLength(twin.bodies.get(call.name) ?? "");
        rows.push({ database, call, bytes, oja, bare });
        console.info(
          `${database} ${call.name}: Oja ${Math.round(oja.requestsPerSecond)} req/s, bare ${Math.round(bare.requestsPerSecond)} req/s`,
        );
      }
      return rows;
    } finally {
      await twin.bare.close();
    }
  } finally {
    await shop.stop();
  }
}

const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/14";

async function onPostgres(): Promise<Row[]> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  return withThrowawayDatabase((url) => benchmark("PostgreSQL", { DATABASE_URL: url, REDIS_URL: redisUrl }));
}

/** The signed-in cart's targets (≥ 25 % of bare on PostgreSQL, ≥ 10 % on PGlite), each with whether met. */
function cartTargets(rows: Row[]): string {
  const least: Record<string, number> = { PostgreSQL: 25, PGlite: 10 };
  return rows
    .filter((row) => row.call.name === "cart (signed in)")
    .map((row) => {
      const ratio = (100 * row.oja.requestsPerSecond) / row.bare.requestsPerSecond;
      const wanted = least[row.database] ?? 0;
      return `signed-in cart on ${row.database} ≥ ${wanted} % of bare: ${ratio >= wanted && row.oja.errors === 0 ? "met" : "**not met**"} (${ratio.toFixed(1)} %)`;
    })
    .join("; ");
}

function report(rows: Row[]): string {
  const whole = (value: number) => Math.round(value).toLocaleString("en");
  const lines = rows.map(
    (row) =>
      `| ${row.database} | ${row.call.name} | ${whole(row.bytes)} B | ${whole(row.oja.requestsPerSecond)} | ${row.oja.p50} ms | ${row.oja.p99} ms | ${whole(row.bare.requestsPerSecond)} | ${row.bare.p50} ms | ${((100 * row.oja.requestsPerSecond) / row.bare.requestsPerSecond).toFixed(1)} %${row.oja.errors > 0 ? ` (${row.oja.errors} errors)` : ""} |`,
  );
  return [
    "## API throughput beside a bare Fastify route",
    "",
    `Measured by \`node bench/api.ts --database=${databases} --seconds=${seconds} --connections=${connections}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      "the production build in one process (`npm start`'s; on PostgreSQL with Redis), autocannon in the benchmark's process on the same machine " +
      `(${machineLine()}). Each call ran ${seconds} s with ${connections} connections after a 2 s warm-up, then a bare Fastify ` +
      "route answering the same bytes ran likewise. Ratio: Oja's requests per second ÷ the bare route's (issue 16 asks ≥ 50 % for catalog reads).",
    "",
    `Targets (issue 27): ${cartTargets(rows)}.`,
    "",
    "| Database | Call | Body | Oja req/s | Oja p50 | Oja p99 | Bare req/s | Bare p50 | Ratio |",
    "| -------- | ---- | ---: | --------: | ------: | ------: | ---------: | -------: | ----: |",
    ...lines,
  ].join("\n");
}

const rows: Row[] = [];
if (databases === "pglite" || databases === "both") rows.push(...(await benchmark("PGlite", {})));
if (databases === "postgres" || databases === "both") rows.push(...(await onPostgres()));
const table = report(rows);
console.info(`\n${table}\n`);
console.info(`Wrote ${await writeReportSection("api", table)}`);
