import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrate.ts";

// Whether this process should be sent traffic (docs/decisions/039): the proxy's health check asks
// /ready, so a process that is stopping, or cannot reach what every request needs, is passed over
// while it stays alive for the requests it already holds.

/** Set by server.ts on SIGTERM/SIGINT: from then on /ready answers 503 while requests are still served. */
export interface Readiness {
  stopping: boolean;
}

/** Why the process should not get traffic, in words for the 503; undefined when it should. */
export type NotReadyReason = string | undefined;

/** How long Redis may take to answer a ping before it counts as unreachable. */
const redisPingMs = 1000;

async function newestMigration(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The migrations' own table (or its schema) is missing: the database answered, but was never migrated. */
function neverMigrated(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === "42P01" || code === "3F000") return true;
    current = current.cause;
  }
  return false;
}

/** Checks in the order a stopping process answers fastest; the first failure is the reason. */
export function readinessCheck(state: Readiness, database: DatabaseHandle, redis: Redis | undefined) {
  // Once this process's migrations are seen applied they stay applied: asked once, then remembered.
  let migrated = false;
  return async (): Promise<NotReadyReason> => {
    if (state.stopping) return "This process is stopping.";
    let applied: number;
    try {
      const { rows } = (await database.db.execute(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { newest: string | null }[] };
      applied = Number(rows[0]?.newest ?? 0);
    } catch (error) {
      if (!neverMigrated(error)) return "The database is not reachable.";
      applied = 0;
    }
    if (!migrated) {
      if (applied < (await newestMigration())) return "The database's migrations are not all applied.";
      migrated = true;
    }
    if (redis) {
      if (redis.status !== "ready") return "Redis is not reachable.";
      const timeout = new Promise<"late">((resolve) =>
        setTimeout(() => resolve("late"), redisPingMs).unref(),
      );
      const answer = await Promise.race([redis.ping().catch(() => "failed"), timeout]);
      if (answer !== "PONG") return "Redis is not reachable.";
    }
    return undefined;
  };
}
