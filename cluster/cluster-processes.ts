import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { serverNodeFlags } from "../apps/api/src/server-flags.ts";

// What the cluster test runs (docs/decisions/039): three Oja processes in production mode on one
// PostgreSQL and one Redis, Caddy in front of them health-checking /api/v1/ready, and an SMTP sink
// that keeps every message it is handed.

export const root = path.resolve(import.meta.dirname, "..");
export const proxyPort = 3320;
export const processPorts = [3321, 3322, 3323];
const sinkPort = 3324;

/** One Oja process: started again after each stop, on the same port and data folder. */
export class OjaProcess {
  child: ChildProcess | undefined;
  readonly origin: string;
  readonly port: number;
  readonly dataDir: string;
  private readonly env: Record<string, string>;
  /** All the process wrote, on stdout and stderr, across its restarts. */
  readonly logFile: string;
  constructor(port: number, dataDir: string, env: Record<string, string>, logFile: string) {
    this.port = port;
    this.dataDir = dataDir;
    this.env = env;
    this.logFile = logFile;
    this.origin = `http://127.0.0.1:${port}`;
  }

  get appKey(): string {
    return this.env.APP_KEYS ?? "";
  }

  start() {
    const log = createWriteStream(this.logFile, { flags: "a" });
    this.child = spawn(process.execPath, [...serverNodeFlags, path.join(root, "apps/api/src/server.ts")], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
  }

  /** Until /ready answers 200, or the process ended (an error naming its log). */
  async ready(): Promise<void> {
    for (;;) {
      if (this.child?.exitCode !== null) throw new Error(`Oja on ${this.port} ended; see ${this.logFile}`);
      try {
        if ((await fetch(`${this.origin}/api/v1/ready`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
  }

  /** SIGTERM, then its exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    return exited;
  }
}

/** The environment every process shares: production, PostgreSQL, Redis, the sink, Caddy's address. */
export function clusterEnv(databaseUrl: string, redisUrl: string, drainSeconds: number) {
  return {
    NODE_ENV: "production",
    OJA_MODE: "production",
    APP_KEYS: `cluster-${randomBytes(8).toString("hex")}`,
    JWT_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    ALLOW_HTTP_PUBLIC_URL: "true",
    PAYMENTS_SANDBOX: "on",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: "127.0.0.1",
    HOST: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
    OJA_ADMIN_EMAIL: "owner@cluster.test",
    OJA_ADMIN_PASSWORD: "Leather#Owner2026",
    SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    SHUTDOWN_TIMEOUT_SECONDS: "30",
    LOG_LEVEL: "warn",
  };
}

/**
 * Caddy on 127.0.0.1:3320 with its admin endpoint off: round robin over the three, an active health
 * check of /ready every second, and dial failures retried for up to 5 s. It believes the load's
 * X-Forwarded-For (its virtual users' addresses) because the load runs on loopback.
 */
export async function startCaddy(dir: string): Promise<ChildProcess> {
  const caddyfile = path.join(dir, "Caddyfile");
  const upstreams = processPorts.map((port) => `127.0.0.1:${port}`).join(" ");
  await writeFile(
    caddyfile,
    `{
	admin off
	auto_https off
}

http://127.0.0.1:${proxyPort} {
	reverse_proxy ${upstreams} {
		lb_policy round_robin
		trusted_proxies 127.0.0.1/32
		lb_try_duration 5s
		lb_try_interval 100ms
		health_uri /api/v1/ready
		health_interval 1s
		health_timeout 2s
		health_status 200
	}
}
`,
  );
  const log = createWriteStream(path.join(dir, "caddy.log"));
  const caddy = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    cwd: dir,
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  caddy.stdout?.pipe(log);
  caddy.stderr?.pipe(log);
  for (;;) {
    if (caddy.exitCode !== null) {
      throw new Error(`Caddy ended: ${await readFile(path.join(dir, "caddy.log"), "utf8")}`);
    }
    try {
      await fetch(`http://127.0.0.1:${proxyPort}/api/v1/health`);
      return caddy;
    } catch {
      await sleep(200);
    }
  }
}

export interface SentMail {
  messageId: string;
  to: string;
  raw: string;
}

/** The SMTP sink: every message, in the order it came, with its Message-ID. */
export async function startSmtpSink(): Promise<{ messages: SentMail[]; close: () => Promise<void> }> {
  const messages: SentMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const messageId = raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1] ?? "";
        const to = session.envelope.rcptTo.map((address) => address.address).join(",");
        messages.push({ messageId, to, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(sinkPort, "127.0.0.1", () => resolve());
  });
  return { messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A fresh PostgreSQL database of a unique name, and how to drop it. */
export function freshDatabase(serverUrl: string) {
  const name = `oja_cluster_${randomBytes(6).toString("hex")}`;
  const url = new URL(serverUrl);
  const connection = ["-h", url.hostname, "-p", url.port || "5432", "-U", url.username || "postgres"];
  const made = spawnSync("createdb", [...connection, name], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`createdb failed: ${made.stderr}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => spawnSync("dropdb", [...connection, "--force", name], { encoding: "utf8" }),
  };
}
