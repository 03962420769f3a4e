import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

// Several API processes may start at once against one PostgreSQL: an advisory lock lets one migrate.
const migrationLockId = 727_001;

export async function migrate(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.db.execute(sql`select pg_advisory_lock(${migrationLockId})`);
  try {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${migrationLockId})`);
  }
}
