import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

// `npm run db:migrate`: applies the committed SQL migrations to the configured database.

const config = await loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  console.info(`Migrated the ${database.kind} database.`);
} finally {
  await database.close();
}
