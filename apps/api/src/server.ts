import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { ensureDemoImages } from "./db/seed/demo-images.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/seed.ts";
import { serveUploads, serveWebPages } from "./web-host.ts";

// Starts the one Oja process: migrate, seed an empty database, serve the API and the pages, and
// shut down cleanly on SIGTERM/SIGINT. `--api-only` leaves the pages to `react-router dev`.

const apiOnly = process.argv.includes("--api-only");
const config = await loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onLostConnection: (error) => console.warn(`PostgreSQL closed a pooled connection: ${error.message}`),
});
await migrate(database);
const { app } = await buildApp({ config, database });

if (await isDatabaseEmpty(database.db)) {
  const { products } = await seedDemoData(database.db);
  app.log.info({ products }, "seeded the demo shop");
}
const drawn = await ensureDemoImages(path.join(config.DATA_DIR, "uploads"));
if (drawn > 0) app.log.info({ images: drawn }, "drew the demo images");
await serveUploads(app, config);
if (!apiOnly) await serveWebPages(app);

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once("SIGTERM", () => void shutDown("SIGTERM"));
process.once("SIGINT", () => void shutDown("SIGINT"));

await app.listen({ host: config.HOST, port: config.PORT });
console.info(`Oja is serving ${config.PUBLIC_URL} (${database.kind} database)`);
