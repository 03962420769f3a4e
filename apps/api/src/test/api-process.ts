import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrateAndSeed } from "../db/migrate.ts";
import { seedIfEmpty } from "../demo-shop/seed.ts";

// One API process for the tests that need several on one PostgreSQL (the payments race, the start-up
// lock): what server.ts does without the pages and the demo images. It migrates and seeds under the
// start-up lock, then listens on PORT (0: any free port) and prints "listening <port>"; with `--prepare`
// it stops after the seed and prints "seeded <products>".

const config = await loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const products = await migrateAndSeed(database, seedIfEmpty);
if (process.argv.includes("--prepare")) {
  console.info(`seeded ${products}`);
  await database.close();
  process.exit(0);
}
const { app } = await buildApp({
  config,
  database,
  logger: false,
  sweepUnpaidOrders: false,
  reconcilePayments: false,
  sweepPhotos: false,
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
console.info(`listening ${typeof address === "object" && address ? address.port : "?"}`);
process.once("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
