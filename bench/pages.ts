import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, machineLine, root, startShop, writeReportSection } from "./bench-shop.ts";

// Server-side rendering throughput of the shop's pages beside a hello-world React Router page (issue
// 16): bench/hello-page, a minimal framework-mode app, is built with the shop's toolchain into a
// throwaway folder and served the way the shop serves its pages (apps/api/src/web-host.ts's
// servePages), in a process of its own; then each page is measured, the shop's and the hello page,
// in the same run. The ratio (shop ÷ hello) is what the issue's target is set on.
//
//   node bench/pages.ts [--seconds=10] [--connections=10]
//
// Each request asks for the page as a browser does (HTML, Brotli or gzip), so compressing the page is
// part of the cost measured, on both sides.

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const seconds = Number(option("seconds", "10"));
const connections = Number(option("connections", "10"));
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

async function measure(url: string): Promise<Figures> {
  // A short warm-up, so that the page is not measured while its code is still being compiled.
  await autocannon({ url, headers: browserHeaders, connections, duration: 2 });
  const result = await autocannon({ url, headers: browserHeaders, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.non2xx + result.errors + result.timeouts,
  };
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
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "bench/hello-page/serve.ts")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    // As bench-shop.ts runs the shop.
    env: { ...process.env, NODE_ENV: "production", HELLO_PAGE_BUILD: buildDirectory, PORT: String(port) },
  });
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

function report(hello: Figures, rows: { page: string; figures: Figures }[]): string {
  const whole = (value: number) => Math.round(value).toLocaleString("en");
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const line = (name: string, figures: Figures) =>
    `| ${name} | ${kB(figures.bytes)} | ${whole(figures.requestsPerSecond)} | ${figures.p50} ms | ${figures.p99} ms | ${((100 * figures.requestsPerSecond) / hello.requestsPerSecond).toFixed(1)} %${figures.errors > 0 ? ` (${figures.errors} errors)` : ""} |`;
  return [
    "## Page rendering beside a hello-world React Router page",
    "",
    `Measured by \`node bench/pages.ts --seconds=${seconds} --connections=${connections}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      "the production build in one process (`npm start`'s, NODE_ENV=production), a signed-out visitor, autocannon in the " +
      "benchmark's process asking for HTML with Brotli or gzip, on the same machine " +
      `(${machineLine()}). Each page ran ${seconds} s with ${connections} connections after a 2 s warm-up. The hello-world ` +
      "page is `bench/hello-page`, built by the same React Router and Vite and served by the same Fastify plugins in a " +
      "process of its own. Ratio: the page's requests per second ÷ the hello page's (issue 16 asks ≥ 60 %).",
    "",
    "| Page | Answer | req/s | p50 | p99 | Ratio |",
    "| ---- | -----: | ----: | --: | --: | ----: |",
    line("hello world", hello),
    ...rows.map((row) => line(`\`${row.page}\``, row.figures)),
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
    const rows: { page: string; figures: Figures }[] = [];
    for (const page of pages) {
      const figures = await measure(`${shop.origin}${page}`);
      rows.push({ page, figures });
      console.info(`${page}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms`);
    }
    // Measured last, after the shop's pages, so that both ran on a machine as warm.
    const hello = await measure(helloPage.origin);
    console.info(`hello world: ${Math.round(hello.requestsPerSecond)} req/s, p50 ${hello.p50} ms`);
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
