import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { and, eq, ne, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { type DatabaseHandle, openDatabase, openPostgres } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { outboxEmails } from "../apps/api/src/domains/mail/mail.schema.ts";
import type { MailTransport } from "../apps/api/src/domains/mail/mail-transport.ts";

// How late the sign-up codes arrive after a burst of sign-ups (issue #9, item 10). It starts the
// real API in this process on a throwaway database (PostgreSQL when DATABASE_URL is set: a new
// database on that server, dropped afterwards; PGlite in a temporary folder otherwise), posts the
// sign-ups over HTTP as fast as `--concurrency` clients can, each from its own address, and waits
// for the outbox to drain. The delay of each code is its outbox row's sent_at minus its created_at.
//
//   npm run bench:mail -- [--signups=1000] [--concurrency=20] [--smtp-ms=100]
//
// The e-mails go to a stand-in for an SMTP server that takes `--smtp-ms` per message (a hosted
// provider's round trips), so the figures are about the sender, not about a real mail server.

const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const signups = argument("signups", 1000);
const concurrency = argument("concurrency", 20);
const smtpMs = argument("smtp-ms", 100);
const codeLifetimeSeconds = 300;

const databaseUrl = process.env.DATABASE_URL;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "oja-bench-mail-"));
const benchDatabase = `oja_bench_${randomBytes(6).toString("hex")}`;
const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;

async function openBenchDatabase(): Promise<DatabaseHandle> {
  if (!databaseUrl || !admin) return openDatabase({ dataDir });
  await admin.connect();
  await admin.query(`create database ${benchDatabase}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${benchDatabase}`;
  return openPostgres(url.toString());
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const standIn: MailTransport = {
  describe: `a stand-in SMTP server taking ${smtpMs} ms a message`,
  async send() {
    await sleep(smtpMs);
    return {};
  },
};

const database = await openBenchDatabase();
try {
  await migrate(database);
  const config = await loadConfig({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
  });
  // The production sender: its default poll, batch and concurrency.
  const { app } = await buildApp({ config, database, mailTransport: standIn });
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });

  let next = 0;
  let failed = 0;
  const signUp = async (index: number) => {
    const response = await fetch(`${origin}${apiBasePath}/users/register`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [appKeyHeader]: developmentAppKey,
        // Each sign-up from its own address, as a crowd would, so the per-address limit lets it in.
        "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({
        firstName: "Bench",
        lastName: "Shopper",
        email: `bench-${index}@example.com`,
        password: "Leather#2026",
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) failed += 1;
  };
  const client = async () => {
    for (let index = next++; index < signups; index = next++) await signUp(index);
  };

  console.info(`${signups} sign-ups from ${concurrency} clients on ${database.kind} …`);
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const signUpMs = performance.now() - started;
  if (failed > 0) throw new Error(`${failed} sign-ups were refused`);

  const signUpCodes = eq(outboxEmails.kind, "otp-sign-up");
  const deadline = Date.now() + 15 * 60_000;
  while ((await database.db.$count(outboxEmails, and(signUpCodes, ne(outboxEmails.status, "SENT")))) > 0) {
    if (Date.now() > deadline) throw new Error("the outbox did not drain within 15 minutes");
    await sleep(200);
  }
  const drainedMs = performance.now() - started;

  const rows = await database.db
    .select({
      delayMs: sql<number>`(extract(epoch from ${outboxEmails.sentAt} - ${outboxEmails.createdAt}) * 1000)::float8`,
    })
    .from(outboxEmails)
    .where(signUpCodes);
  const delays = rows.map((row) => Number(row.delayMs)).sort((a, b) => a - b);
  const expired = delays.filter((ms) => ms > codeLifetimeSeconds * 1000).length;

  await app.close();

  console.info("");
  console.info(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${database.kind}, ` +
      `${standIn.describe}, ${concurrency} clients`,
  );
  console.info("");
  console.info(
    "| Database | Sign-ups | Signed up in | Rate | Codes sent | Delay p50 | p95 | max | Older than 300 s |",
  );
  console.info(
    "| -------- | -------: | -----------: | ---: | ---------: | --------: | --: | --: | ---------------: |",
  );
  console.info(
    `| ${database.kind === "postgres" ? "PostgreSQL" : "PGlite"} | ${signups} | ${seconds(signUpMs)} | ` +
      `${Math.round(signups / (signUpMs / 1000))}/s | ${delays.length} | ${seconds(percentile(delays, 0.5))} | ` +
      `${seconds(percentile(delays, 0.95))} | ${seconds(delays.at(-1) ?? Number.NaN)} | ${expired} |`,
  );
  console.info("");
  console.info(`The outbox was empty ${seconds(drainedMs - signUpMs)} after the last sign-up answered.`);
} finally {
  await database.close();
  if (admin) {
    await admin.query(`drop database if exists ${benchDatabase} with (force)`).catch(() => undefined);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}
