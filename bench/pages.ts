import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchShop, machineLine, startShop, writeReportSection } from "./bench-shop.ts";
import { keepOnWishlist, newShopper, putInCart, signIn } from "./bench-shoppers.ts";
import { startHelloPage } from "./hello-page/start.ts";
import { copyPageElements } from "./page-elements.ts";

// Server-side rendering throughput of the shop's pages beside a hello-world React Router page (issue
// 16): bench/hello-page, a minimal framework-mode app, is built with the shop's toolchain into a
// throwaway folder and served the way the shop serves its pages (apps/api/src/web-host.ts's
// servePages), in a process of its own; then each page is measured, the shop's and the hello page,
// in the same run. The ratios (shop ÷ hello, signed in ÷ visitor) are what the issues' targets are set on.
//
//   node bench/pages.ts [--seconds=10] [--connections=10] [--rounds=3]
//
// A shared machine's speed drifts from minute to minute: every measurement is made once a round, each
// shop page's just after a measurement of the hello page, and each ratio is the median of the rounds'.
//
// Each request asks for the page as a browser does (HTML, Brotli or gzip), so compressing the page is
// part of the cost measured, on both sides.
//
// Each shop page is also rendered again by the hello app, its same elements and loader data as a visitor
// and as the signed-in shopper got them (bench/page-elements.ts): what React Router and React alone cost
// for a page of that size, the floor under the shop's own figure for it.

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const seconds = Number(option("seconds", "10"));
const connections = Number(option("connections", "10"));
const rounds = Number(option("rounds", "3"));
const pages = ["/", "/shop", "/products/luxurious-voyager-bag"];
const browserHeaders = { accept: "text/html", "accept-encoding": "br, gzip" };

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Compressed size of one answer. */
  bytes: number;
  errors: number;
}

/**
 * The page's figures, as one of three visitors gets it:
 * - `kept`: a signed-out visitor, answered from the copy the page host keeps (decision 017);
 * - `rendered`: a signed-out visitor whose every request carries a `bench` parameter of its own (which
 *   the pages ignore), so that none is a kept copy and every one is rendered;
 * - a signed-in shopper's session cookies: every page is rendered for the shopper, as in the account
 *   area and the checkout.
 * The catalog answers the loaders ask for may still be kept ones (decision 014).
 */
async function measure(
  origin: string,
  page: string,
  visitor: "kept" | "rendered" | { cookie: string },
): Promise<Figures> {
  let sent = 0;
  const separator = page.includes("?") ? "&" : "?";
  const rendered = visitor === "rendered";
  const options = {
    url: origin,
    headers: typeof visitor === "object" ? { ...browserHeaders, cookie: visitor.cookie } : browserHeaders,
    connections,
    requests: [
      {
        method: "GET" as const,
        setupRequest: (request: autocannon.Request) => {
          sent += 1;
          return { ...request, path: rendered ? `${page}${separator}bench=${sent}` : page };
        },
      },
    ],
  };
  // A short warm-up, so that the page is not measured while its code is still being compiled.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * What the holding measurement's shopper holds, put there once: a product in the cart, two on the
 * wishlist, as most shoppers who come back to buy have.
 */
const holdings = {
  cart: ["luxurious-voyager-bag"],
  wishlist: ["luxurious-voyager-bag", "ikoyi-penny-loafer"],
};

/** A new shopper holding `holdings`: their e-mail, to sign in again before each measurement. */
async function holdingShopper(shop: BenchShop): Promise<string> {
  const session = await newShopper(shop);
  await putInCart(shop, session, holdings.cart);
  await keepOnWishlist(shop, session, holdings.wishlist);
  return session.email;
}

/** The middle one of values already sorted (the lower middle one of an even number). */
const middleOf = <T>(sorted: T[]): T => sorted[Math.floor((sorted.length - 1) / 2)] as T;

/** The round whose rate is the median of the rounds'. */
function median(measured: Figures[]): Figures {
  return middleOf([...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond));
}

/** The median of the rounds' ratios, as a percentage. */
function medianShare(measured: Figures[], of: Figures[]): number {
  return middleOf(
    measured
      .map((figures, round) => (100 * figures.requestsPerSecond) / (of[round] as Figures).requestsPerSecond)
      .sort((a, b) => a - b),
  );
}

/** One page's measurements, each round's hello page measured just before them. */
interface PageRounds {
  hello: Figures[];
  kept: Figures[];
  rendered: Figures[];
  signedIn: Figures[];
  /** The same, for a shopper holding a cart line and two wishlist products. */
  holding: Figures[];
  /** The visitor's page, then the signed-in shopper's, rendered again by the hello app. */
  sameElements: Figures[];
  sameElementsSignedIn: Figures[];
}

interface Row {
  page: string;
  kept: Figures;
  rendered: Figures;
  signedIn: Figures;
  holding: Figures;
  sameElements: Figures;
  sameElementsSignedIn: Figures;
  /** The median round's share of the hello page measured just before, in %. */
  ofHello: {
    kept: number;
    rendered: number;
    signedIn: number;
    holding: number;
    sameElements: number;
    sameElementsSignedIn: number;
  };
  /** The signed-in shopper's share of the visitor's rendered page, the median round's, in %. */
  ofVisitor: number;
  /** The same for the shopper holding a cart line and wishlist products. */
  holdingOfVisitor: number;
  /**
   * The shop's rendered pages' share of the same elements rendered by the hello app in the same round,
   * in %: how near the shop's own code brings each page to what the framework alone costs for it.
   */
  ofSameElements: { rendered: number; signedIn: number };
}

function rowOf(page: string, measured: PageRounds): Row {
  return {
    page,
    kept: median(measured.kept),
    rendered: median(measured.rendered),
    signedIn: median(measured.signedIn),
    holding: median(measured.holding),
    sameElements: median(measured.sameElements),
    sameElementsSignedIn: median(measured.sameElementsSignedIn),
    ofHello: {
      kept: medianShare(measured.kept, measured.hello),
      rendered: medianShare(measured.rendered, measured.hello),
      signedIn: medianShare(measured.signedIn, measured.hello),
      holding: medianShare(measured.holding, measured.hello),
      sameElements: medianShare(measured.sameElements, measured.hello),
      sameElementsSignedIn: medianShare(measured.sameElementsSignedIn, measured.hello),
    },
    ofVisitor: medianShare(measured.signedIn, measured.rendered),
    holdingOfVisitor: medianShare(measured.holding, measured.rendered),
    ofSameElements: {
      rendered: medianShare(measured.rendered, measured.sameElements),
      signedIn: medianShare(measured.signedIn, measured.sameElementsSignedIn),
    },
  };
}

/** The issue's targets, each with whether this run met it and its worst page's figure. */
function targetsOf(rows: Row[]): string {
  const range = (shares: number[]) =>
    `${Math.min(...shares).toFixed(1)} to ${Math.max(...shares).toFixed(1)} %`;
  const target = (
    what: string,
    least: number,
    shares: number[],
    floor?: { ofHello: number[]; reached: number[] },
  ) => {
    const worst = Math.min(...shares);
    const floorText = floor
      ? `; the same elements in the hello app: ${range(floor.ofHello)}, of which the shop's pages reach ${range(floor.reached)}`
      : "";
    return `${what} ≥ ${least} %: ${worst >= least ? "met" : "**not met**"} (${worst.toFixed(1)} % at least${floorText})`;
  };
  return [
    target(
      "signed in ÷ the same page rendered for a visitor",
      70,
      rows.map((row) => row.ofVisitor),
    ),
    target(
      "the same, signed in holding a cart line and two wishlist products",
      70,
      rows.map((row) => row.holdingOfVisitor),
    ),
    target(
      "signed in ÷ hello",
      25,
      rows.map((row) => row.ofHello.signedIn),
      {
        ofHello: rows.map((row) => row.ofHello.sameElementsSignedIn),
        reached: rows.map((row) => row.ofSameElements.signedIn),
      },
    ),
    target(
      "rendered for a visitor ÷ hello",
      40,
      rows.map((row) => row.ofHello.rendered),
      {
        ofHello: rows.map((row) => row.ofHello.sameElements),
        reached: rows.map((row) => row.ofSameElements.rendered),
      },
    ),
  ].join("; ");
}

function report(hello: Figures, rows: Row[]): string {
  const whole = (value: number) => Math.round(value).toLocaleString("en");
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const percent = (share: number) => `${share.toFixed(1)} %`;
  const optional = (share?: number) => (share === undefined ? "" : percent(share));
  const line = (
    name: string,
    how: string,
    figures: Figures,
    ofHello: number,
    shares: { ofVisitor?: number; ofSameElements?: number } = {},
  ) =>
    `| ${name} | ${how} | ${kB(figures.bytes)} | ${whole(figures.requestsPerSecond)} | ${figures.p50} ms | ${figures.p99} ms | ${percent(ofHello)}${figures.errors > 0 ? ` (${figures.errors} errors)` : ""} | ${optional(shares.ofVisitor)} | ${optional(shares.ofSameElements)} |`;
  return [
    "## Page rendering beside a hello-world React Router page",
    "",
    `Measured by \`node bench/pages.ts --seconds=${seconds} --connections=${connections} --rounds=${rounds}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      "the production build in one process (`npm start`'s, NODE_ENV=production), autocannon in the " +
      "benchmark's process asking for HTML with Brotli or gzip, on the same machine " +
      `(${machineLine()}). Each measurement ran ${seconds} s with ${connections} connections after a 2 s warm-up, once in each of ` +
      `${rounds} rounds; in each round every shop page is measured just after the hello page, so that each ratio ` +
      "compares two measurements a few seconds apart on a machine whose speed drifts. Each rate is the median " +
      "round's, each ratio the median of the rounds' ratios. The " +
      "hello-world page is `bench/hello-page`, built by the same React Router and Vite and served by the same Fastify " +
      "plugins (compression included, but no page copies) in a process of its own. Each shop page is measured four " +
      "times: as a signed-out visitor gets it, from the copy the page host keeps for a few seconds (decision 017); " +
      "rendered for a signed-out visitor on every request (each with a `bench` parameter of its own, so none is a " +
      "kept copy); and rendered for two signed-in shoppers, whose pages also read the shopper, the cart and the " +
      "wishlist (each signed in just before each measurement, so that no request renews a session): a new " +
      "shopper whose cart and wishlist are empty, and one holding a cart line (the Voyager bag) and two wishlist " +
      "products, whose pages carry them in their data (the header's viewers render them only once opened). The " +
      "catalog answers the loaders read may still be kept ones (decision 014). ÷ hello: the page's " +
      "requests per second ÷ the hello page's measured just before (issue 16 asks ≥ 60 %); ÷ visitor: the " +
      "signed-in shopper's ÷ the same page's rendered for a visitor, in the same round; ÷ same elements: the shop's " +
      "rendered page ÷ the hello app rendering its same elements, in the same round. The same elements in the " +
      "hello app: the page as the shop rendered it for a visitor (its inline style sheet, its elements, its " +
      "loaders' data) or for the signed-in shopper, copied and rendered again on every request by the hello app, " +
      "which draws the elements with React and hands the data to React Router as its own loader's, with nothing " +
      "of the shop's code (`bench/page-elements.ts`): what the framework alone costs for a page of that size, " +
      "and so the most the shop's own figure for it could reach.",
    "",
    `Targets (issue 27): ${targetsOf(rows)}.`,
    "",
    "| Page | Served | Answer | req/s | p50 | p99 | ÷ hello | ÷ visitor | ÷ same elements |",
    "| ---- | ------ | -----: | ----: | --: | --: | ------: | --------: | --------------: |",
    line("hello world", "rendered", hello, 100),
    ...rows.flatMap((row) => [
      line(`\`${row.page}\``, "kept copy", row.kept, row.ofHello.kept),
      line(`\`${row.page}\``, "rendered", row.rendered, row.ofHello.rendered, {
        ofSameElements: row.ofSameElements.rendered,
      }),
      line(`\`${row.page}\``, "rendered, signed in", row.signedIn, row.ofHello.signedIn, {
        ofVisitor: row.ofVisitor,
        ofSameElements: row.ofSameElements.signedIn,
      }),
      line(`\`${row.page}\``, "rendered, signed in, holding", row.holding, row.ofHello.holding, {
        ofVisitor: row.holdingOfVisitor,
      }),
      line(`\`${row.page}\``, "same elements, hello app", row.sameElements, row.ofHello.sameElements),
      line(
        `\`${row.page}\``,
        "same elements signed in, hello app",
        row.sameElementsSignedIn,
        row.ofHello.sameElementsSignedIn,
      ),
    ]),
  ].join("\n");
}

// Where the shop's pages are copied for the hello app's same-elements route, which reads it from its
// environment (its process inherits this one's).
const copies = await mkdtemp(path.join(tmpdir(), "oja-page-elements-"));
process.env.HELLO_PAGE_COPIES = copies;
const copyName = (page: string) => page.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "home";
const helloPage = await startHelloPage();
try {
  const shop = await startShop();
  try {
    const copiedAs = (await newShopper(shop)).cookies;
    const holder = await holdingShopper(shop);
    for (const page of pages) await copyPageElements(copies, copyName(page), shop.origin, page, copiedAs);
    const pageRounds: PageRounds[] = pages.map(() => ({
      hello: [],
      kept: [],
      rendered: [],
      signedIn: [],
      holding: [],
      sameElements: [],
      sameElementsSignedIn: [],
    }));
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, page] of pages.entries()) {
        const measured = pageRounds[index] as PageRounds;
        measured.hello.push(await measure(helloPage.origin, "/", "kept"));
        measured.kept.push(await measure(shop.origin, page, "kept"));
        measured.rendered.push(await measure(shop.origin, page, "rendered"));
        // A session of its own for each measurement: an access token lasts 15 minutes, and a page asked
        // for with one about to run out renews the session on every request (the load generator keeps
        // no cookies), which a long run would measure in place of the page.
        measured.signedIn.push(
          await measure(shop.origin, page, { cookie: (await newShopper(shop)).cookies }),
        );
        measured.holding.push(
          await measure(shop.origin, page, { cookie: (await signIn(shop, holder)).cookies }),
        );
        const sameElements = `/same-elements/${copyName(page)}`;
        measured.sameElements.push(await measure(helloPage.origin, sameElements, "rendered"));
        measured.sameElementsSignedIn.push(
          await measure(helloPage.origin, `${sameElements}-signed-in`, "rendered"),
        );
        const rate = (figures: Figures[]) => Math.round(figures.at(-1)?.requestsPerSecond ?? 0);
        console.info(
          `round ${round}, ${page}: hello world ${rate(measured.hello)} req/s; ${rate(measured.kept)} kept, ${rate(measured.rendered)} rendered, ${rate(measured.signedIn)} signed in, ${rate(measured.holding)} holding; the same elements in the hello app ${rate(measured.sameElements)}, signed in ${rate(measured.sameElementsSignedIn)}`,
        );
      }
    }
    const hello = median(pageRounds.flatMap((measured) => measured.hello));
    const rows = pages.map((page, index) => rowOf(page, pageRounds[index] as PageRounds));
    const table = report(hello, rows);
    console.info(`\n${table}\n`);
    console.info(`Wrote ${await writeReportSection("pages", table)}`);
  } finally {
    await shop.stop();
  }
} finally {
  await helloPage.stop();
  await rm(copies, { recursive: true, force: true });
}
