import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// What the benchmark scripts share: the production shop started on a free port with a throwaway
// data folder, exactly as `npm start` runs it, and their sections of docs/benchmarks.md.

export const root = path.resolve(import.meta.dirname, "..");
const reportFile = path.join(root, "docs/benchmarks.md");

/** BENCH_PORTS ("3420-3449"): the ports the benchmarks may take, when the machine is shared; else any free one. */
const portRange = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);

function listens(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const taken = typeof address === "object" && address ? address.port : undefined;
      server.close(() => resolve(taken));
    });
  });
}

/** Ports handed out by this run, so two shops started one after the other never get the same one. */
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  if (!portRange) {
    const port = await listens(0);
    if (port === undefined) throw new Error("no free port");
    return port;
  }
  for (let port = Number(portRange[1]); port <= Number(portRange[2]); port += 1) {
    if (handedOut.has(port)) continue;
    if ((await listens(port)) === port) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

export async function waitForHealth(origin: string, timeoutMs: number) {
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

export interface BenchShop {
  origin: string;
  appKey: string;
  dataDir: string;
  /** The process group of scripts/start.ts and the server it runs. */
  group: number;
  stop(): Promise<void>;
}

/**
 * The production build served by scripts/start.ts (built first when the sources changed), in
 * production mode, on a free port and a data folder of its own; `env` adds to its environment
 * (DATABASE_URL, say; APP_KEYS and JWT_SECRET for processes that must take each other's sessions).
 * Stopping it ends its process group and removes the folder, unless the caller gave the folder
 * (`options.dataDir`): then the caller may open its database after and removes it itself.
 */
export async function startShop(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<BenchShop> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "oja-bench-")));
  const appKey = env.APP_KEYS ?? `bench-${randomBytes(8).toString("hex")}`;
  // Its own process group, so that stopping it also stops the server that scripts/start.ts runs.
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/start.ts")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      OJA_MODE: "production",
      PORT: String(port),
      PUBLIC_URL: origin,
      // The benchmarks reach the shop over loopback, where there is no TLS to terminate.
      ALLOW_HTTP_PUBLIC_URL: "true",
      DATA_DIR: dataDir,
      APP_KEYS: appKey,
      JWT_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // Nothing routes requests to a benchmark's shop, so it has nothing to drain when stopped.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await exited;
      // scripts/start.ts ends at once; the server it ran finishes its stop a moment later, and its
      // database is not free (nor its connections closed) until the whole group has gone.
      while (groupAlive(server.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await waitForHealth(origin, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, appKey, dataDir, group: server.pid ?? 0, stop };
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/** The six-digit code the shop wrote to `address` (no SMTP: the outbox's .eml files). */
export async function codeSentTo(shop: BenchShop, address: string): Promise<string> {
  const directory = path.join(shop.dataDir, "mail");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = existsSync(directory) ? await readdir(directory) : [];
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      const message = await readFile(path.join(directory, file), "utf8");
      if (message.match(/^To: (.+)$/m)?.[1]?.trim() !== address) continue;
      // The plain-text part carries the code alone on its line.
      const code = message.match(/^(\d{6})$/m)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was e-mailed to ${address}`);
}

/** The PostgreSQL server the benchmarks make their throwaway databases on. */
export const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Runs `use` with the address of a new, empty database on `postgresUrl`'s server, dropped after. */
export async function withThrowawayDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  const name = `oja_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The machine a figure was measured on, for the reports. */
export function machineLine(): string {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} when it finished`;
}

/** Writes `text` between the markers `<!-- name:start -->` and `<!-- name:end -->`, or appends it. */
export async function writeReportSection(name: string, body: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(reportFile) ? await readFile(reportFile, "utf8") : "# Benchmarks\n";
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${text}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  await writeFile(reportFile, next);
  return path.relative(root, reportFile);
}
