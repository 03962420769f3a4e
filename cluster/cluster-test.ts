import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { checkAfterwards, checkLogs } from "./cluster-checks.ts";
import { createLoad, products } from "./cluster-load.ts";
import {
  clusterEnv,
  freshDatabase,
  OjaProcess,
  processPorts,
  proxyPort,
  root,
  startCaddy,
  startSmtpSink,
} from "./cluster-processes.ts";

// `npm run test:cluster` (docs/decisions/039): three Oja processes behind Caddy under 60 s of mixed
// load while each in turn is stopped with SIGTERM and started again. Afterwards no request may have
// failed, every order is paid once, stock adds up, every e-mail was sent once, and the owner's photo
// and setting are seen through each process, and a shopper the owner disables is refused by each
// process at its next call, and everything each process wrote is its JSON log. Exits 1 on any failure.
//
// CLUSTER_POSTGRES_URL: the server to make the throwaway database on (default the local one);
// CLUSTER_REDIS_URL: a Redis database the run may empty (default db 13 of the local Redis);
// CLUSTER_DRAIN_SECONDS: the processes' drain (default 3; 0 shows what happens without one).

const loadSeconds = 60;
const virtualUsers = { visitors: 12, shoppers: 14 };
const drainSeconds = Number(process.env.CLUSTER_DRAIN_SECONDS ?? 3);
const redisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/13";

if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
  console.error("Build the pages first: npm run build");
  process.exit(1);
}
const started = Date.now();
const dir = await mkdtemp(path.join(os.tmpdir(), "oja-cluster-"));
const database = freshDatabase(
  process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const env = clusterEnv(database.url, redisUrl, drainSeconds);
const sink = await startSmtpSink();
const processes = processPorts.map(
  (port) => new OjaProcess(port, path.join(dir, `data-${port}`), env, path.join(dir, `oja-${port}.log`)),
);
const [first, ...others] = processes as [OjaProcess, ...OjaProcess[]];
let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
const client = new pg.Client({ connectionString: database.url });
let failed = true;
try {
  // The Redis database the run owns starts empty: kept answers of another run's database would be wrong.
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();

  // The first process migrates, seeds and draws the demo images into the photo store; the others find
  // them there.
  first.start();
  await first.ready();
  for (const other of others) other.start();
  await Promise.all(others.map((other) => other.ready()));
  caddy = await startCaddy(dir);
  await client.connect();
  // Enough stock for every order of the run, and what each variant holds at the start.
  await client.query(
    "update product_variants set stock = 5000 where product_id in (select id from products where slug = any($1))",
    [products],
  );
  const stockAtStart = (
    await client.query<{ id: string; stock: number }>(
      "select v.id, v.stock from product_variants v join products p on p.id = v.product_id where p.slug = any($1)",
      [products],
    )
  ).rows;
  console.info(
    `Three processes ready behind Caddy on ${proxyPort} after ${Math.round((Date.now() - started) / 1000)} s`,
  );

  const loadEnds = Date.now() + loadSeconds * 1000;
  const during = () => Date.now() < loadEnds;
  const load = createLoad(`http://127.0.0.1:${proxyPort}`, env.APP_KEYS, sink.messages, during);
  const exitCodes: (number | null)[] = [];
  async function rollingRestart() {
    for (const running of processes) {
      await sleep(5000);
      exitCodes.push(await running.stop());
      running.start();
      await running.ready();
    }
  }
  await Promise.all([
    rollingRestart(),
    load.owner(env.OJA_ADMIN_EMAIL, env.OJA_ADMIN_PASSWORD),
    ...Array.from({ length: virtualUsers.visitors }, () => load.visitor()),
    ...Array.from({ length: virtualUsers.shoppers }, (_, index) => load.shopper(index)),
  ]);

  const problems = await checkAfterwards({
    client,
    load: load.result,
    processes,
    sink: sink.messages,
    stockAtStart,
  });
  if (exitCodes.some((code) => code !== 0)) problems.push(`a stopped process exited ${exitCodes.join(", ")}`);
  problems.push(...(await checkLogs(processes)));
  problems.push(
    ...(await load.suspension(
      env.OJA_ADMIN_EMAIL,
      env.OJA_ADMIN_PASSWORD,
      processes.map((running) => running.origin),
    )),
  );
  const { result } = load;
  console.info(
    `${result.requests} requests, ${result.failures.length} failed; ${result.signUps} sign-ups, ` +
      `${result.placedOrders.length} orders, ${result.paidOrders.length} paid; ${sink.messages.length} e-mails; ` +
      `${exitCodes.length} restarts (exit ${exitCodes.join(", ")}); ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const byCall = new Map<string, number>();
  for (const failure of result.failures) {
    const key = `${failure.call} → ${failure.status}`;
    byCall.set(key, (byCall.get(key) ?? 0) + 1);
  }
  for (const [key, count] of byCall) console.error(`  failed ${count}× ${key}`);
  for (const failure of result.failures.slice(0, 5))
    console.error(`  e.g. ${failure.call}: ${failure.detail}`);
  for (const problem of problems) console.error(`  ${problem}`);
  failed = result.failures.length > 0 || problems.length > 0;
  console.info(failed ? "The cluster test FAILED" : "The cluster test passed");
} catch (error) {
  console.error(error);
  for (const running of processes) {
    const log = await readFile(path.join(dir, `oja-${running.port}.log`), "utf8").catch(() => "");
    if (log) console.error(`--- oja ${running.port} ---\n${log.slice(-2000)}`);
  }
} finally {
  await client.end().catch(() => undefined);
  caddy?.kill("SIGTERM");
  await Promise.all(processes.map((running) => running.stop()));
  await sink.close();
  database.drop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
