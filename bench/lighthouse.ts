import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

// Lighthouse's mobile scores for the home page, the shop and a product page, written into
// docs/benchmarks.md. It serves the production build (building it first when the sources changed)
// on a free port with a throwaway data folder, exactly as `npm start` would.
//
//   node bench/lighthouse.ts [--runs=3]
//
// Each page is measured `runs` times and the run with the median performance score is reported.
// Lighthouse simulates a mid-range phone on a slow 4G line; the figures also depend on how busy this
// machine is, so the report says what it ran on.

const root = path.resolve(import.meta.dirname, "..");
const pages = ["/", "/shop", "/products/luxurious-voyager-bag"];
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
const reportFile = path.join(root, "docs/benchmarks.md");
const sectionStart = "<!-- lighthouse:start -->";
const sectionEnd = "<!-- lighthouse:end -->";

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
  lighthouseVersion: string;
  userAgent: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop did not start at ${origin} within ${timeoutMs / 1000} s`);
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

async function readMeasurement(page: string, file: string): Promise<Measurement> {
  const report = JSON.parse(await readFile(file, "utf8"));
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
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
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent ?? "",
  };
}

/** The run whose performance score is the median: one slow or lucky run does not set the figure. */
function medianRun(measurements: Measurement[]): Measurement {
  const sorted = [...measurements].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("No Lighthouse run finished");
  return median;
}

function failedAudits(report: { audits: Record<string, { score: number | null; title: string }> }) {
  return Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.title);
}

function section(results: Measurement[], worries: Map<string, string[]>): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const first = results[0];
  const chromium = first?.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "unknown";
  const rows = results.map(
    (result) =>
      `| \`${result.page}\` | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${seconds(result.firstContentfulPaintMs)} | ${seconds(result.largestContentfulPaintMs)} | ${Math.round(result.totalBlockingTimeMs)} ms | ${result.cumulativeLayoutShift.toFixed(3)} |`,
  );
  const notes = results.map((result) => {
    const titles = worries.get(result.page) ?? [];
    return `- \`${result.page}\`: ${titles.length > 0 ? titles.join("; ") : "nothing below 90"}`;
  });
  return [
    sectionStart,
    "## Lighthouse, mobile",
    "",
    `Measured by \`node bench/lighthouse.ts --runs=${runs}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ` +
      `${first?.lighthouseVersion ?? "?"} (its default mobile profile: a mid-range phone on slow 4G, simulated), ` +
      `Chromium ${chromium}, the production build served by the one Oja process on the same machine ` +
      `(${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${os
        .loadavg()[0]
        ?.toFixed(
          1,
        )} when it finished). Each page was measured ${runs} times after one discarded warm-up run; the ` +
      "run with the median performance score is shown.",
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | First paint | Largest paint | Blocking time | Layout shift |",
    "| ---- | ----------: | ------------: | -------------: | --: | ----------: | ------------: | ------------: | -----------: |",
    ...rows,
    "",
    "Audits scoring below 90 in the reported run:",
    "",
    ...notes,
    sectionEnd,
  ].join("\n");
}

async function writeReport(text: string) {
  const current = existsSync(reportFile) ? await readFile(reportFile, "utf8") : "# Benchmarks\n";
  const start = current.indexOf(sectionStart);
  const end = current.indexOf(sectionEnd);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${text}${current.slice(end + sectionEnd.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  await writeFile(reportFile, next);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "oja-bench-"));
const reportsDir = await mkdtemp(path.join(os.tmpdir(), "oja-lighthouse-"));
// Its own process group, so that stopping it also stops the server that scripts/start.ts runs.
const server = spawn(process.execPath, [path.join(root, "scripts/start.ts")], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: origin,
    // Lighthouse loads the shop over loopback, where there is no TLS to terminate.
    ALLOW_HTTP_PUBLIC_URL: "true",
    DATA_DIR: dataDir,
    APP_KEYS: `bench-${randomBytes(8).toString("hex")}`,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
  },
});

try {
  await waitForHealth(origin, 600_000);
  const results: Measurement[] = [];
  const worries = new Map<string, string[]>();
  for (const page of pages) {
    // One discarded run first, so that the figures are for a shop that is already running: a fresh
    // process answers its first requests for a page and its scripts several times slower.
    runLighthouse(`${origin}${page}`, path.join(reportsDir, `${page.replace(/\W+/g, "-")}-warm-up.json`));
    const measurements: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) {
      const file = path.join(reportsDir, `${page.replace(/\W+/g, "-")}-${run}.json`);
      runLighthouse(`${origin}${page}`, file);
      measurements.push(await readMeasurement(page, file));
    }
    const reported = medianRun(measurements);
    results.push(reported);
    const reportedFile = path.join(
      reportsDir,
      `${page.replace(/\W+/g, "-")}-${measurements.indexOf(reported)}.json`,
    );
    worries.set(page, failedAudits(JSON.parse(await readFile(reportedFile, "utf8"))));
    console.info(
      `${page}: performance ${reported.performance}, accessibility ${reported.accessibility}, ` +
        `best practices ${reported.bestPractices}, SEO ${reported.seo}, CLS ${reported.cumulativeLayoutShift.toFixed(3)}`,
    );
  }
  await writeReport(section(results, worries));
  console.info(`Wrote ${path.relative(root, reportFile)} (reports kept in ${reportsDir})`);
} finally {
  if (server.exitCode === null && server.pid !== undefined) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
