import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import { openPostgres } from "./client.ts";

// Only the PostgreSQL run has a server that can end a connection under the pool.
const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";

describe.runIf(onPostgres)("the PostgreSQL pool", () => {
  it("survives the server ending an idle connection, and answers the next query", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const tag = `oja-pool-${randomUUID().slice(0, 8)}`;
    const lost: Error[] = [];
    const handle = openPostgres(withDatabase(url, new URL(url).pathname.slice(1)), {
      max: 1,
      onLostConnection: (error) => lost.push(error),
    });
    await handle.db.execute(sql.raw(`set application_name = '${tag}'`));

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
      tag,
    ]);
    await admin.end();
    await expect.poll(() => lost.length).toBe(1);

    expect(await handle.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await handle.close();
  });
});
