import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

// Several API processes may start at once against one PostgreSQL: an advisory lock lets one of them
// migrate and seed while the others wait, then find the work done.
const startUpLockId = 727_001;

/**
 * Runs `work` while holding the start-up lock. On PostgreSQL the lock is a session lock, so it is taken
 * on a connection of its own: through the pool, the lock and its release could land on two different
 * connections. PGlite is one process's own database; nobody else can start on it. `warn` says that the
 * lock's connection was lost: on the console for a command, in the process's log for the server.
 */
export async function underStartUpLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
  warn: (message: string) => void = console.warn,
): Promise<T> {
  if (!handle.connectAlone) return work();
  const client = await handle.connectAlone("oja-start-up", (error) =>
    // The lock went with the connection; the migrations themselves run in one transaction, so a second
    // process that starts migrating now fails on what this one already made rather than doubling it.
    warn(`The start-up lock's connection to PostgreSQL was lost: ${error.message}`),
  );
  try {
    await client.query("select pg_advisory_lock($1)", [startUpLockId]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock is never reached.
    await client.end();
  }
}

/** Applies the committed migrations; the caller holds the start-up lock on PostgreSQL. */
async function applyMigrations(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

export async function migrate(handle: DatabaseHandle) {
  await underStartUpLock(handle, () => applyMigrations(handle));
}

/**
 * Migrates, then seeds the demo shop if the database is empty, all under the one start-up lock: N
 * processes started at once on an empty database migrate once and seed one demo shop.
 */
export async function migrateAndSeed(
  handle: DatabaseHandle,
  seed: (handle: DatabaseHandle) => Promise<number>,
  warn?: (message: string) => void,
): Promise<number> {
  return underStartUpLock(
    handle,
    async () => {
      await applyMigrations(handle);
      return seed(handle);
    },
    warn,
  );
}
