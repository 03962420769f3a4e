import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { colourWords } from "@oja/contracts/colours";
import autocannon from "autocannon";
import pg from "pg";
import {
  type BenchShop,
  machineLine,
  startShop,
  withThrowawayDatabase,
  writeReportSection,
} from "./bench-shop.ts";

// The catalog calls on the 40-product demo shop and on a catalog of 100,000 products with 1,000,000
// reviews (issue 16: the big catalog's p50 within 2× of the demo's), on PGlite and on PostgreSQL.
// The same database serves both: the demo shop is measured, then the products and reviews are
// generated into it with SQL, then the shop is started again and measured.
//
//   node bench/catalog-scale.ts [--database=pglite|postgres|both] [--seconds=5] [--connections=4]
//
// The API keeps each answer 5 s (decision 014), which would hide the database: every request here
// is written in a spelling of its own (uniquePath), so each one is a first read.
// PostgreSQL: a throwaway database on BENCH_POSTGRES_URL's server (default the machine's,
// postgres://postgres@127.0.0.1:5432/test), created and dropped by the script.

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const databases = option("database", "both");
const seconds = Number(option("seconds", "5"));
const connections = Number(option("connections", "4"));

const productCount = 100_000;
const reviewCount = 1_000_000;
/** One generated name in forty has this word, as a shopper's search for it would find. */
const searchWord = "voyager";
/** The same word as a shopper mistypes it: the search reads it as the shop's nearest word. */
const typoWord = "voyger";
/** A colour family word: half the generated products are in a shade of brown. */
const colourWord = "brown";
const deepPage = 1000;

interface Call {
  name: string;
  path: string;
}

interface Figures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

interface Row {
  database: string;
  call: Call;
  demo: Figures;
  big: Figures;
  /** The demo call the big one is compared with (the deep page with the demo's first page). */
  baseline: Figures;
}

/** Runs SQL on the shop's database while the shop is stopped. */
type RunSql = (text: string) => Promise<void>;

// Names that read like the shop's own: a place, a style word and a kind of piece, numbered.
const places = ["Ikoyi", "Lekki", "Eko", "Yaba", "Ikeja", "Epe", "Badagry", "Apapa", "Kano", "Ibadan"];
const styles = [
  ...["Heritage", "Classic", "Woven", "Braided", "Suede", "Polished", "Heavy", "Soft", "Royal", "Market"],
  ...["Weekend", "Harbour", "Lagoon", "Bronze", "Indigo", "Adire", "Aso-Oke", "Savanna", "Coastal", "Durbar"],
  ...["Island", "Mainland", "Palm", "Crown", "Festival", "Atlantic", "Sahel", "Oyo", "Delta", "Niger"],
  ...["Benue", "Eyo", "Calabar", "Jos", "Owerri", "Abuja", "Zaria", "Enugu", "Kaduna", "Voyager"],
];
const pieces = [
  "Loafer",
  "Oxford",
  "Sandal",
  "Slide",
  "Sneaker",
  "Tote",
  "Satchel",
  "Wallet",
  "Belt",
  "Boot",
];
// Their colours: one of four pairs, two of them brown, with the search words the shop writes for them
// (catalog-search.ts): the category's name, then each colour's name and family word.
const palettes = [
  ["#9a5b2e", "#1c1a19"],
  ["#1f2a3d", "#f1ece2"],
  ["#4a2c1d", "#c08a5b"],
  ["#5e1f24", "#1c1a19"],
];
const paletteWords = palettes.map((colours) => [...new Set(colours.flatMap(colourWords))].join(" "));
const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(", ")}]`;

/**
 * 100,000 products (one in twenty a draft) spread over the demo's categories, older than the demo's,
 * and 1,000,000 reviews spread over them, with every product's rating summary recomputed from its
 * reviews (decision 014) and the planner's statistics and visibility map brought up to date.
 */
async function generate(run: RunSql) {
  await run(`
    INSERT INTO products (slug, name, price_kobo, images, category_id, sizes, colours, description_html,
      vendor_id, stock, status, units_sold, likes, created_at, updated_at, search_words)
    SELECT 'bench-' || g,
      (${sqlArray(places)})[1 + g % ${places.length}] || ' ' || (${sqlArray(styles)})[1 + (g / 7) % ${styles.length}]
        || ' ' || (${sqlArray(pieces)})[1 + (g / 11) % ${pieces.length}] || ' No. ' || g,
      1500000 + (g * 37 % 200) * 50000,
      model.images, (category.ids)[1 + g % array_length(category.ids, 1)], model.sizes,
      CASE g % ${palettes.length} ${palettes.map((colours, index) => `WHEN ${index} THEN ${sqlArray(colours)}`).join(" ")} END,
      '<p>Hand-cut leather, stitched in Lagos.</p>', model.vendor_id, 0,
      CASE WHEN g % 20 = 0 THEN 'DRAFT' ELSE 'ACTIVE' END::product_status,
      (g::bigint * 7919 % 500)::int, (g::bigint * 104729 % 300)::int,
      now() - make_interval(mins => g), now() - make_interval(mins => g),
      (category.names)[1 + g % array_length(category.ids, 1)] || ' ' || (${sqlArray(paletteWords)})[1 + g % ${palettes.length}]
    FROM generate_series(1, ${productCount}) AS g
    CROSS JOIN (SELECT array_agg(id ORDER BY position) AS ids, array_agg(name ORDER BY position) AS names FROM categories) AS category
    CROSS JOIN (SELECT images, sizes, vendor_id FROM products ORDER BY slug LIMIT 1) AS model`);
  // Each product's stock (0 to 24 pieces) lives in its variants, spread as a new product's is
  // (docs/decisions/029-variants.md); their trigger sums it into the product's row.
  await run(`
    INSERT INTO product_variants (product_id, sku, size, colour, stock, position)
    SELECT grid.id,
      upper(grid.slug) || '-' || regexp_replace(upper(grid.size), '[^A-Z0-9.]+', '-', 'g') || '-' || upper(replace(grid.colour, '#', '')),
      grid.size, grid.colour,
      grid.stock / grid.count + CASE WHEN grid.position < grid.stock % grid.count THEN 1 ELSE 0 END,
      grid.position
    FROM (
      SELECT p.id, p.slug, substring(p.slug FROM 7)::int % 25 AS stock, s.size, c.colour,
        (row_number() OVER (PARTITION BY p.id ORDER BY s.at, c.at) - 1)::int AS position,
        (count(*) OVER (PARTITION BY p.id))::int AS count
      FROM products p
      CROSS JOIN LATERAL unnest(p.sizes) WITH ORDINALITY AS s(size, at)
      CROSS JOIN LATERAL unnest(p.colours) WITH ORDINALITY AS c(colour, at)
      WHERE p.slug LIKE 'bench-%'
    ) grid`);
  await run(`
    INSERT INTO reviews (product_id, author_first_name, author_last_name, rating, comment, created_at)
    SELECT generated.id, 'Bench', 'Reviewer', 1 + r % 5, 'Lovely leather, well stitched.', now() - make_interval(mins => r)
    FROM generate_series(1, ${reviewCount}) AS r
    JOIN (SELECT id, row_number() OVER (ORDER BY slug) AS n FROM products WHERE slug LIKE 'bench-%') AS generated
      ON generated.n = 1 + r % ${productCount}`);
  await run(`
    UPDATE products SET review_count = summary.count, rating_sum = summary.sum
    FROM (SELECT product_id, count(*)::int AS count, sum(rating)::int AS sum FROM reviews GROUP BY product_id) AS summary
    WHERE summary.product_id = products.id`);
  await run("VACUUM ANALYZE products");
  await run("VACUUM ANALYZE reviews");
  await run("VACUUM ANALYZE product_variants");
}

async function callsOf(shop: BenchShop): Promise<Call[]> {
  const response = await fetch(`${shop.origin}/api/v1/products/luxurious-voyager-bag`, {
    headers: { "x-app-key": shop.appKey },
  });
  const { data } = (await response.json()) as { data: { product: { id: string } } };
  // What the shop page asks for (apps/web shop-query.server.ts): 30 a page, newest first.
  const list = "/api/v1/products?limit=30&sort=newest";
  return [
    { name: "products list, page 1", path: `${list}&page=1` },
    { name: `products list, page ${deepPage.toLocaleString("en")}`, path: `${list}&page=${deepPage}` },
    { name: "category (bags), page 1", path: `${list}&page=1&category=bags` },
    { name: `search "${searchWord}", page 1`, path: `${list}&page=1&q=${searchWord}` },
    { name: `search "${typoWord}" (a typo), page 1`, path: `${list}&page=1&q=${typoWord}` },
    { name: `search "${colourWord}" (a colour word), page 1`, path: `${list}&page=1&q=${colourWord}` },
    { name: `search suggestions "${typoWord}"`, path: `/api/v1/products/search-suggestions?q=${typoWord}` },
    { name: "product detail", path: "/api/v1/products/luxurious-voyager-bag" },
    { name: "suggestions", path: "/api/v1/products/fetch/suggestions" },
    // Leading zeros give its query letters enough to spell every request its own way (uniquePath).
    { name: "reviews", path: `/api/v1/products/${data.product.id}/reviews?page=000000001&limit=000000010` },
  ];
}

/**
 * The call's address spelt its `n`-th way: the bits of `n` choose which letters and digits of its query
 * (or, without one, of its last path segment) are percent-encoded, and spaces the search text's trimming
 * removes carry what is left. The API reads every spelling as the same request, while the kept answers
 * are keyed by the address as sent. (The calls take no parameter they do not know, decision 021.)
 */
function uniquePath(path: string, n: number): string {
  const at = path.includes("?") ? path.indexOf("?") + 1 : path.lastIndexOf("/") + 1;
  let bits = n;
  let spelt = "";
  for (const character of path.slice(at)) {
    const encoded = /[a-z0-9]/i.test(character) && bits % 2 === 1;
    spelt += encoded ? `%${character.charCodeAt(0).toString(16)}` : character;
    if (/[a-z0-9]/i.test(character)) bits = Math.floor(bits / 2);
  }
  const spaces = path.includes("q=") ? "%20".repeat(bits) : "";
  return `${path.slice(0, at)}${spelt}${spaces}`;
}

/** The call's figures, each request with a `bench` parameter of its own so that none is a kept answer. */
async function measure(shop: BenchShop, call: Call, duration: number): Promise<Figures> {
  let sent = 0;
  const result = await autocannon({
    url: shop.origin,
    connections,
    duration,
    headers: { "x-app-key": shop.appKey },
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          sent += 1;
          return { ...request, path: uniquePath(call.path, sent) };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function measureShop(env: Record<string, string>, label: string) {
  const shop = await startShop(env);
  try {
    const calls = await callsOf(shop);
    // Every call is warmed up before any is measured, so that none (the first above all) is measured
    // while the shop's code is still being compiled.
    for (const call of calls) await measure(shop, call, 2);
    const figures: Figures[] = [];
    for (const call of calls) {
      const measured = await measure(shop, call, seconds);
      console.info(`${label} ${call.name}: p50 ${measured.p50} ms, p99 ${measured.p99} ms`);
      figures.push(measured);
    }
    return { calls, figures };
  } finally {
    await shop.stop();
  }
}

async function benchmark(database: string, env: Record<string, string>, run: RunSql): Promise<Row[]> {
  const demo = await measureShop(env, `${database} demo`);
  const started = Date.now();
  await generate(run);
  console.info(`${database}: generated the big catalog in ${Math.round((Date.now() - started) / 1000)} s`);
  const big = await measureShop(env, `${database} 100k`);
  return demo.calls.map((call, index) => {
    const demoFigures = demo.figures[index] as Figures;
    return {
      database,
      call,
      demo: demoFigures,
      big: big.figures[index] as Figures,
      baseline: index === 1 ? (demo.figures[0] as Figures) : demoFigures,
    };
  });
}

async function onPglite(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "oja-scale-"));
  try {
    return await benchmark("PGlite", { DATA_DIR: dataDir }, async (text) => {
      // The shop is stopped, so this process may open its data folder (as apps/api's client does).
      const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
      try {
        await client.exec(text);
      } finally {
        await client.close();
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function onPostgres(): Promise<Row[]> {
  return withThrowawayDatabase(async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await benchmark("PostgreSQL", { DATABASE_URL: url }, async (text) => {
        await client.query(text);
      });
    } finally {
      await client.end();
    }
  });
}

function report(rows: Row[]): string {
  const errors = (figures: Figures) => (figures.errors > 0 ? ` (${figures.errors} errors)` : "");
  const lines = rows.map(
    (row) =>
      `| ${row.database} | ${row.call.name} | ${row.demo.p50} ms | ${row.demo.p99} ms${errors(row.demo)} | ${row.big.p50} ms | ${row.big.p99} ms${errors(row.big)} | ${(row.big.p50 / Math.max(row.baseline.p50, 1)).toFixed(1)}× |`,
  );
  return [
    "## The catalog at 100,000 products",
    "",
    `Measured by \`node bench/catalog-scale.ts --database=${databases} --seconds=${seconds} --connections=${connections}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      `the production build in one process, autocannon in the benchmark's process on the same shared machine (${machineLine()}). ` +
      `Each call ran ${seconds} s with ${connections} connections after a 2 s warm-up of every call, first on the 40-product demo shop, then on the same ` +
      `database with ${productCount.toLocaleString("en")} more products (one in twenty a draft) and ${reviewCount.toLocaleString("en")} reviews generated into it. ` +
      "Every request spells its address its own way (percent-encoded letters, `uniquePath`), so none is answered from the kept answers (decision 014): these are the database's figures. " +
      `The search word is in one generated name in forty (${(productCount / 40).toLocaleString("en")} products); "${typoWord}" is read as it, and "${colourWord}" is the colour of half the generated products. ` +
      `Ratio: the big catalog's p50 ÷ the demo's (issue 16 asks ≤ 2×); page ${deepPage.toLocaleString("en")} is compared with the demo's page 1, the demo having no such page. ` +
      "Latencies are autocannon's, in whole milliseconds.",
    "",
    "| Database | Call | Demo p50 | Demo p99 | 100k p50 | 100k p99 | Ratio |",
    "| -------- | ---- | -------: | -------: | -------: | -------: | ----: |",
    ...lines,
  ].join("\n");
}

const rows: Row[] = [];
if (databases === "postgres" || databases === "both") rows.push(...(await onPostgres()));
if (databases === "pglite" || databases === "both") rows.push(...(await onPglite()));
const table = report(rows);
console.info(`\n${table}\n`);
console.info(`Wrote ${await writeReportSection("catalog-scale", table)}`);
