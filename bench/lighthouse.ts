import { spawnSync } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { machineLine, root, startShop, writeReportSection } from "./bench-shop.ts";
import { startHelloPage } from "./hello-page/start.ts";
import { buildWithSourceMaps, frameworkShare, removeSourceMaps, sentBytes } from "./script-origins.ts";

// Lighthouse's mobile scores for the home page, the shop, a product page and the about page, and the
// JavaScript each page loads first, split into the framework's and the shop's own
// (bench/script-origins.ts), written into docs/benchmarks.md. It builds the pages (with source maps
// beside the scripts, removed after) and serves them on a free port with a throwaway data folder,
// exactly as `npm start` would.
//
//   node bench/lighthouse.ts [--runs=3]
//
// Each page is measured `runs` times and the run with the median performance score is reported.
// Lighthouse simulates a mid-range phone on a slow 4G line from what this machine's processor does: the
// figures depend on how fast and how busy it is, so the report says what it ran on, gives every run's
// score, and measures the hello-world page (bench/hello-page, React Router's smallest page, served the
// same way) the same way in the same run: the framework's own floor on this machine at that time.

const pages = ["/", "/shop", "/products/luxurious-voyager-bag", "/about"];
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

interface Measurement {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Bytes of script the page names (their bodies compressed, as sent), and of those the framework's. */
  firstLoadScriptBytes: number;
  frameworkScriptBytes: number;
  lighthouseVersion: string;
  userAgent: string;
}

function runLighthouse(url: string, outputFile: string) {
  const result = spawnSync(
    "npx",
    [
      "lighthouse",
      url,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${chromeFlags}`,
      "--output=json",
      `--output-path=${outputFile}`,
      "--quiet",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr.toString()}`);
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/**
 * The scripts a page's HTML names (its module preloads and script elements): its entry, its routes'
 * modules and what they import, all of which must run before the page is interactive. What the page
 * imports later (a drawer, the sign-in modal) is not named there. Read from the HTML rather than from
 * when the browser asked for them, which depends on their priority and on the machine's speed.
 */
async function scriptsNamedBy(url: string): Promise<Set<string>> {
  const html = await (await fetch(url, { headers: { accept: "text/html" } })).text();
  const named = new Set<string>();
  for (const [tag = ""] of html.matchAll(/<link\b[^>]*>|<script\b[^>]*>/g)) {
    const isScript = tag.startsWith("<script") || /\srel="modulepreload"/.test(tag);
    const address = tag.match(/\s(?:href|src)="([^"]+)"/)?.[1];
    if (isScript && address) named.add(new URL(address, url).href);
  }
  return named;
}

/** The first-load scripts the page loaded, from Lighthouse's network requests. */
function firstLoadScripts(
  report: { audits: Record<string, { details?: { items?: unknown[] } }> },
  named: Set<string>,
): NetworkRequest[] {
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as NetworkRequest[];
  return requests.filter((request) => request.resourceType === "Script" && named.has(request.url));
}

async function readMeasurement(page: string, file: string, named: Set<string>): Promise<Measurement> {
  const report = JSON.parse(await readFile(file, "utf8"));
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
  const scripts = firstLoadScripts(report, named);
  // Each script's body as sent, not Lighthouse's transfer size, which adds the response's headers
  // (a few hundred bytes a script, whoever's code it carries).
  let firstLoadScriptBytes = 0;
  let frameworkScriptBytes = 0;
  for (const script of scripts) {
    const { pathname } = new URL(script.url);
    const bytes = await sentBytes(pathname);
    firstLoadScriptBytes += bytes;
    frameworkScriptBytes += bytes * (await frameworkShare(pathname));
  }
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    firstContentfulPaintMs: audit("first-contentful-paint"),
    largestContentfulPaintMs: audit("largest-contentful-paint"),
    totalBlockingTimeMs: audit("total-blocking-time"),
    cumulativeLayoutShift: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    firstLoadScriptBytes,
    frameworkScriptBytes,
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent ?? "",
  };
}

/** The run whose performance score is the median: one slow or lucky run does not set the figure. */
function medianRun<Run extends { performance: number }>(measurements: Run[]): Run {
  const sorted = [...measurements].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("No Lighthouse run finished");
  return median;
}

/** The hello-world page's figures in its median run, beside which the shop's are read. */
interface Reference {
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Every run's performance score and blocking time, in the order they ran. */
  runs: Pick<Reference, "performance" | "totalBlockingTimeMs">[];
}

async function measureHelloPage(reportsDir: string): Promise<Reference> {
  const helloPage = await startHelloPage();
  try {
    runLighthouse(helloPage.origin, path.join(reportsDir, "hello-warm-up.json"));
    const measured: Omit<Reference, "runs">[] = [];
    for (let run = 0; run < runs; run += 1) {
      const file = path.join(reportsDir, `hello-${run}.json`);
      runLighthouse(helloPage.origin, file);
      const report = JSON.parse(await readFile(file, "utf8"));
      measured.push({
        performance: Math.round((report.categories.performance?.score ?? 0) * 100),
        totalBlockingTimeMs: Number(report.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
        largestContentfulPaintMs: Number(
          report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        ),
      });
    }
    return {
      ...medianRun(measured),
      runs: measured.map(({ performance, totalBlockingTimeMs }) => ({ performance, totalBlockingTimeMs })),
    };
  } finally {
    await helloPage.stop();
  }
}

function failedAudits(report: { audits: Record<string, { score: number | null; title: string }> }) {
  return Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.title);
}

/** "85 (80, 85, 88)": the reported run's score and every run's, in the order they ran. */
const scoreAndRuns = (reported: number, all: number[]) => `${reported} (${all.join(", ")})`;

function section(
  results: Measurement[],
  runsOf: Map<string, Measurement[]>,
  worries: Map<string, string[]>,
  hello: Reference,
): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const first = results[0];
  const chromium = first?.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "unknown";
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  // A target's figure in bytes: rounded to a tenth of a kB, a page just under its limit would read as on it.
  const bytes = (count: number) => `${Math.round(count).toLocaleString("en-US")} bytes`;
  const own = (result: Measurement) => result.firstLoadScriptBytes - result.frameworkScriptBytes;
  const rows = results.map(
    (result) =>
      `| \`${result.page}\` | ${scoreAndRuns(
        result.performance,
        (runsOf.get(result.page) ?? []).map((run) => run.performance),
      )} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${seconds(result.firstContentfulPaintMs)} | ${seconds(result.largestContentfulPaintMs)} | ${Math.round(result.totalBlockingTimeMs)} ms | ${result.cumulativeLayoutShift.toFixed(3)} | ${kB(result.firstLoadScriptBytes)} | ${kB(result.frameworkScriptBytes)} | ${kB(own(result))} |`,
  );
  const met = (yes: boolean) => (yes ? "met" : "**not met**");
  const targets = [
    `performance ≥ 98 on every page: ${met(results.every((result) => result.performance >= 98))}`,
    `the shop's own first-load JavaScript ≤ 15 kB on every page: ${met(results.every((result) => own(result) <= 15_000))} ` +
      `(${bytes(Math.max(...results.map(own)))} at most)`,
    `first-load JavaScript ≤ 112 kB in all: ${met(results.every((result) => result.firstLoadScriptBytes <= 112_000))} ` +
      `(${bytes(Math.max(...results.map((result) => result.firstLoadScriptBytes)))} at most)`,
  ];
  const notes = results.map((result) => {
    const titles = worries.get(result.page) ?? [];
    return `- \`${result.page}\`: ${titles.length > 0 ? titles.join("; ") : "nothing below 90"}`;
  });
  return [
    "## Lighthouse, mobile",
    "",
    `Measured by \`node bench/lighthouse.ts --runs=${runs}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ` +
      `${first?.lighthouseVersion ?? "?"} (its default mobile profile: a mid-range phone on slow 4G, simulated), ` +
      `Chromium ${chromium}, the production build served by the one Oja process on the same machine ` +
      `(${machineLine()}). Each page was measured ${runs} time${runs === 1 ? "" : "s"} after one discarded warm-up run; the ` +
      "run with the median performance score is shown. First-load JavaScript: the scripts the page's HTML names " +
      "(module preloads and script elements) and that Lighthouse saw loaded, their bodies summed as sent (the build's " +
      "Brotli files; Lighthouse's transfer sizes add each response's headers, a few hundred bytes a script). " +
      "Of those, the framework's (React, React DOM and its scheduler, React Router and what they bring: decision " +
      "018's floor) and the shop's own (everything else), each script's bytes attributed by the build's source " +
      "maps, its two parts compressed apart at Brotli 11 and its sent size shared between them in that proportion.",
    "",
    `Targets (issue 27): ${targets.join("; ")}.`,
    "",
    "The hello-world page (bench/hello-page: React Router's smallest page, nothing of the shop's, served the " +
      `same way), measured the same way in the same run: performance ${scoreAndRuns(
        hello.performance,
        hello.runs.map((run) => run.performance),
      )}, ` +
      `blocking time ${Math.round(hello.totalBlockingTimeMs)} ms (runs: ${hello.runs.map((run) => `${Math.round(run.totalBlockingTimeMs)} ms`).join(", ")}), ` +
      `largest paint ${seconds(hello.largestContentfulPaintMs)}. Its blocking time is the framework's alone on this machine at that time ` +
      "(React and React Router starting and hydrating an empty page, slowed four times as Lighthouse slows a phone): " +
      "a slower or busier machine raises it, and every page's with it.",
    "",
    "| Page | Performance (runs) | Accessibility | Best practices | SEO | First paint | Largest paint | Blocking time | Layout shift | First-load JavaScript | Framework's | Shop's own |",
    "| ---- | -----------------: | ------------: | -------------: | --: | ----------: | ------------: | ------------: | -----------: | --------------------: | ----------: | ---------: |",
    ...rows,
    "",
    "Audits scoring below 90 in the reported run:",
    "",
    ...notes,
  ].join("\n");
}

const reportsDir = await mkdtemp(path.join(os.tmpdir(), "oja-lighthouse-"));
buildWithSourceMaps();
const shop = await startShop();
const origin = shop.origin;

try {
  const results: Measurement[] = [];
  const runsOf = new Map<string, Measurement[]>();
  const worries = new Map<string, string[]>();
  for (const page of pages) {
    const named = await scriptsNamedBy(`${origin}${page}`);
    // One discarded run first, so that the figures are for a shop that is already running: a fresh
    // process answers its first requests for a page and its scripts several times slower.
    runLighthouse(`${origin}${page}`, path.join(reportsDir, `${page.replace(/\W+/g, "-")}-warm-up.json`));
    const measurements: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) {
      const file = path.join(reportsDir, `${page.replace(/\W+/g, "-")}-${run}.json`);
      runLighthouse(`${origin}${page}`, file);
      measurements.push(await readMeasurement(page, file, named));
    }
    const reported = medianRun(measurements);
    results.push(reported);
    runsOf.set(page, measurements);
    const reportedFile = path.join(
      reportsDir,
      `${page.replace(/\W+/g, "-")}-${measurements.indexOf(reported)}.json`,
    );
    const reportedRun = JSON.parse(await readFile(reportedFile, "utf8"));
    worries.set(page, failedAudits(reportedRun));
    console.info(
      `${page}: performance ${reported.performance}, accessibility ${reported.accessibility}, ` +
        `best practices ${reported.bestPractices}, SEO ${reported.seo}, CLS ${reported.cumulativeLayoutShift.toFixed(3)}, ` +
        `first-load JavaScript ${(reported.firstLoadScriptBytes / 1000).toFixed(1)} kB, ` +
        `the framework's ${(reported.frameworkScriptBytes / 1000).toFixed(1)} kB:`,
    );
    for (const script of firstLoadScripts(reportedRun, named)) {
      const { pathname } = new URL(script.url);
      console.info(`  ${((await sentBytes(pathname)) / 1000).toFixed(1)} kB ${pathname}`);
    }
  }
  const hello = await measureHelloPage(reportsDir);
  console.info(
    `hello-world page: performance ${hello.performance}, blocking time ${Math.round(hello.totalBlockingTimeMs)} ms`,
  );
  console.info(
    `Wrote ${await writeReportSection("lighthouse", section(results, runsOf, worries, hello))} (reports kept in ${reportsDir})`,
  );
} finally {
  await shop.stop();
  await removeSourceMaps();
}
