import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { serverNodeFlags } from "../apps/api/src/server-flags.ts";
import {
  type BenchShop,
  codeSentTo,
  freePort,
  machineLine,
  root,
  startShop,
  writeReportSection,
} from "./bench-shop.ts";

// Server-side rendering throughput of the shop's pages beside a hello-world React Router page (issue
// 16): bench/hello-page, a minimal framework-mode app, is built with the shop's toolchain into a
// throwaway folder and served the way the shop serves its pages (apps/api/src/web-host.ts's
// servePages), in a process of its own; then each page is measured, the shop's and the hello page,
// in the same run. The ratios (shop ÷ hello, signed in ÷ visitor) are what the issues' targets are set on.
//
//   node bench/pages.ts [--seconds=10] [--connections=10] [--rounds=3]
//
// A shared machine's speed drifts from minute to minute: every measurement is made once a round, the
// hello page's first in each, and each figure is the median round's.
//
// Each request asks for the page as a browser does (HTML, Brotli or gzip), so compressing the page is
// part of the cost measured, on both sides.

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

/** The session cookies of a new, verified shopper, as the browser sends them once signed in. */
async function signedInCookies(shop: BenchShop): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${shop.origin}/api/v1${path}`, {
      method: "POST",
      headers: { "x-app-key": shop.appKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const email = `bench+${randomBytes(4).toString("hex")}@example.com`;
  const password = "Leather#2026";
  await call("/users/register", {
    firstName: "Bench",
    lastName: "Shopper",
    email,
    password,
    role: "CUSTOMER",
  });
  await call("/users/verify-otp", { email, otp: await codeSentTo(shop, email), type: "PASSWORD" });
  const signedIn = await call("/users/signin", { email, password });
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The hello-world page, built into `buildDirectory` and served on a free port in its own process. */
async function startHelloPage(buildDirectory: string) {
  const built = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build", path.join(root, "bench/hello-page")],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", HELLO_PAGE_BUILD: buildDirectory },
    },
  );
  if (built.status !== 0) throw new Error("The hello-world page did not build");
  const port = await freePort();
  // With the shop's own Node flags, so that the two processes are measured alike.
  const server: ChildProcess = spawn(
    process.execPath,
    [...serverNodeFlags, path.join(root, "bench/hello-page/serve.ts")],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      // As bench-shop.ts runs the shop.
      env: { ...process.env, NODE_ENV: "production", HELLO_PAGE_BUILD: buildDirectory, PORT: String(port) },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`The hello-world page did not answer at ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  return { origin, stop };
}

/** The round whose rate is the median of the rounds' (the lower middle one of an even number). */
function median(measured: Figures[]): Figures {
  const sorted = [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Figures;
}

interface Row {
  page: string;
  kept: Figures;
  rendered: Figures;
  signedIn: Figures;
}

/** The issue's targets, each with whether this run met it and its worst page's figure. */
function targetsOf(hello: Figures, rows: Row[]): string {
  const share = (figures: Figures, of: Figures) => (100 * figures.requestsPerSecond) / of.requestsPerSecond;
  const target = (what: string, least: number, shares: number[]) => {
    const worst = Math.min(...shares);
    return `${what} ≥ ${least} %: ${worst >= least ? "met" : "**not met**"} (${worst.toFixed(1)} % at least)`;
  };
  return [
    target(
      "signed in ÷ the same page rendered for a visitor",
      70,
      rows.map((row) => share(row.signedIn, row.rendered)),
    ),
    target(
      "signed in ÷ hello",
      25,
      rows.map((row) => share(row.signedIn, hello)),
    ),
    target(
      "rendered for a visitor ÷ hello",
      40,
      rows.map((row) => share(row.rendered, hello)),
    ),
  ].join("; ");
}

function report(hello: Figures, rows: Row[]): string {
  const whole = (value: number) => Math.round(value).toLocaleString("en");
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const percent = (figures: Figures, of: Figures) =>
    `${((100 * figures.requestsPerSecond) / of.requestsPerSecond).toFixed(1)} %`;
  const line = (name: string, how: string, figures: Figures, visitor?: Figures) =>
    `| ${name} | ${how} | ${kB(figures.bytes)} | ${whole(figures.requestsPerSecond)} | ${figures.p50} ms | ${figures.p99} ms | ${percent(figures, hello)}${figures.errors > 0 ? ` (${figures.errors} errors)` : ""} | ${visitor ? percent(figures, visitor) : ""} |`;
  return [
    "## Page rendering beside a hello-world React Router page",
    "",
    `Measured by \`node bench/pages.ts --seconds=${seconds} --connections=${connections} --rounds=${rounds}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      "the production build in one process (`npm start`'s, NODE_ENV=production), autocannon in the " +
      "benchmark's process asking for HTML with Brotli or gzip, on the same machine " +
      `(${machineLine()}). Each measurement ran ${seconds} s with ${connections} connections after a 2 s warm-up, once in each of ` +
      `${rounds} rounds (the hello page first in each); each figure is the median round's. The ` +
      "hello-world page is `bench/hello-page`, built by the same React Router and Vite and served by the same Fastify " +
      "plugins (compression included, but no page copies) in a process of its own. Each shop page is measured three " +
      "times: as a signed-out visitor gets it, from the copy the page host keeps for a few seconds (decision 017); " +
      "rendered for a signed-out visitor on every request (each with a `bench` parameter of its own, so none is a " +
      "kept copy); and rendered for a signed-in shopper, whose page also reads the shopper, the cart and the " +
      "wishlist. The catalog answers the loaders read may still be kept ones (decision 014). ÷ hello: the page's " +
      "requests per second ÷ the hello page's (issue 16 asks ≥ 60 %); ÷ visitor: the signed-in shopper's ÷ the " +
      "same page's rendered for a visitor, in the same run.",
    "",
    `Targets (issue 27): ${targetsOf(hello, rows)}.`,
    "",
    "| Page | Served | Answer | req/s | p50 | p99 | ÷ hello | ÷ visitor |",
    "| ---- | ------ | -----: | ----: | --: | --: | ------: | --------: |",
    line("hello world", "rendered", hello),
    ...rows.flatMap((row) => [
      line(`\`${row.page}\``, "kept copy", row.kept),
      line(`\`${row.page}\``, "rendered", row.rendered),
      line(`\`${row.page}\``, "rendered, signed in", row.signedIn, row.rendered),
    ]),
  ].join("\n");
}

// Inside the repository (its build/ folders are ignored), so that the built server finds the packages.
const buildsDirectory = path.join(root, "bench/hello-page/build");
await mkdir(buildsDirectory, { recursive: true });
const buildDirectory = await mkdtemp(path.join(buildsDirectory, "run-"));
const helloPage = await startHelloPage(buildDirectory);
try {
  const shop = await startShop();
  try {
    const cookie = await signedInCookies(shop);
    const helloRounds: Figures[] = [];
    const pageRounds = pages.map(() => ({
      kept: [] as Figures[],
      rendered: [] as Figures[],
      signedIn: [] as Figures[],
    }));
    for (let round = 1; round <= rounds; round += 1) {
      helloRounds.push(await measure(helloPage.origin, "/", "kept"));
      console.info(
        `round ${round}: hello world ${Math.round(helloRounds.at(-1)?.requestsPerSecond ?? 0)} req/s`,
      );
      for (const [index, page] of pages.entries()) {
        const measured = pageRounds[index] as (typeof pageRounds)[number];
        measured.kept.push(await measure(shop.origin, page, "kept"));
        measured.rendered.push(await measure(shop.origin, page, "rendered"));
        measured.signedIn.push(await measure(shop.origin, page, { cookie }));
        console.info(
          `round ${round}, ${page}: ${Math.round(measured.kept.at(-1)?.requestsPerSecond ?? 0)} req/s kept, ${Math.round(measured.rendered.at(-1)?.requestsPerSecond ?? 0)} rendered, ${Math.round(measured.signedIn.at(-1)?.requestsPerSecond ?? 0)} signed in`,
        );
      }
    }
    const hello = median(helloRounds);
    const rows: Row[] = pages.map((page, index) => {
      const measured = pageRounds[index] as (typeof pageRounds)[number];
      return {
        page,
        kept: median(measured.kept),
        rendered: median(measured.rendered),
        signedIn: median(measured.signedIn),
      };
    });
    const table = report(hello, rows);
    console.info(`\n${table}\n`);
    console.info(`Wrote ${await writeReportSection("pages", table)}`);
  } finally {
    await shop.stop();
  }
} finally {
  await helloPage.stop();
  await rm(buildDirectory, { recursive: true, force: true });
}
