import { buildApp } from "./app.ts";
import { listenForBackups } from "./backups/backup-socket.ts";
import { loadConfig, sharedSecretWarning, uploadsDirectory } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateAndSeed } from "./db/migrate.ts";
import { ensureDemoImages } from "./demo-shop/demo-images.ts";
import { seedIfEmpty } from "./demo-shop/seed.ts";
import { ensureAdmin } from "./domains/accounts/accounts.service.ts";
import { photosInUse } from "./domains/orders/photos-in-use.ts";
import { importUploadsFolder } from "./domains/photos/photos.service.ts";
import { stopOnSignals } from "./graceful-stop.ts";
import { openShopLog } from "./shop-log.ts";

// Starts the one Oja process: migrate, seed an empty database, serve the API and the pages, and stop
// without dropping a request on SIGTERM/SIGINT (graceful-stop.ts). `--api-only` leaves the pages to
// `react-router dev`. Everything it says goes to its one log, a JSON object a line (shop-log.ts).

const apiOnly = process.argv.includes("--api-only");
const config = await loadConfig();
const log = openShopLog(config.LOG_LEVEL);
const secretWarning = sharedSecretWarning(process.env);
if (secretWarning) log.warn(secretWarning);
// The embedded database's folder is this process's alone; its socket answers `npm run backup` (decision 041).
const backups = config.DATABASE_URL
  ? undefined
  : await listenForBackups(config.DATA_DIR, (error) => log.error({ err: error }, "a backup failed"));
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onLostConnection: (error) => log.warn(`PostgreSQL closed a pooled connection: ${error.message}`),
});
const products = await migrateAndSeed(
  database,
  (handle) => seedIfEmpty(handle, { products: config.DEMO_PRODUCTS === "on" }),
  (message) => log.warn(message),
);
const { app, keptAnswersVersion, openPageMemo, photos, readiness } = await buildApp({
  config,
  database,
  logger: log,
});
if (products > 0) log.info({ products }, "seeded the demo shop");
if (config.OJA_ADMIN_EMAIL && config.OJA_ADMIN_PASSWORD) {
  const made = await ensureAdmin(database.db, {
    email: config.OJA_ADMIN_EMAIL,
    password: config.OJA_ADMIN_PASSWORD,
  });
  if (made !== "unchanged")
    log.info({ admin: config.OJA_ADMIN_EMAIL, made }, "the shop owner's account is ready");
}
// A shop that kept its photos as files before (decision 038) has them imported into the store once.
const imported = await importUploadsFolder(photos.store, uploadsDirectory(config));
if (imported > 0) log.info({ images: imported }, "imported the photos of DATA_DIR/uploads into the store");
const drawn = await ensureDemoImages(photos.store, await photosInUse(database.db));
backups?.serve({ database, uploadsDir: uploadsDirectory(config), photoStore: photos.store });
if (drawn > 0) log.info({ images: drawn }, "drew the demo images");
// A promise that failed with nobody waiting for it (a page left while its data streamed, say) must not
// end the process and the shop with it for every other customer: it is logged instead.
process.on("unhandledRejection", (reason) => {
  log.error({ err: reason }, "a promise failed with nobody waiting for it");
});
// React picks its development or production build by NODE_ENV as it loads; the pages are always the
// production build, and React's development build renders them several times slower (decision 026).
if (!apiOnly && process.env.NODE_ENV !== "production") {
  log.warn("NODE_ENV is not production: React renders the pages with its slower development build.");
}
const { serveWebPages } = await import("./web-host.ts");
if (!apiOnly) await serveWebPages(app, keptAnswersVersion, openPageMemo);

stopOnSignals({
  app,
  readiness,
  database,
  drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
  timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
  ...(backups ? { closeBeforeDatabase: () => backups.close() } : {}),
});

await app.listen({ host: config.HOST, port: config.PORT });
log.info({ database: database.kind }, `Oja is serving ${config.PUBLIC_URL}`);
