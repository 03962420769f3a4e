import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import { openPostgres, runTogether, type Statement, StatementText, textsByShape } from "./client.ts";

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

describe.runIf(onPostgres)("statements sent together on PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL ?? "";
  const open = () => openPostgres(withDatabase(url, new URL(url).pathname.slice(1)), { max: 1 });
  const rowsOf = (rows: Record<string, unknown>[]) => rows;

  it("answers each statement's rows in order, commits with them and runs the same text again on its connection", async () => {
    const handle = open();
    const name = `oja_together_${randomUUID().slice(0, 8)}`;
    const table = sql.raw(name);
    await handle.db.execute(sql`create table ${table} (id int primary key)`);
    try {
      const placed = (id: number): Statement<Record<string, unknown>[]>[] => [
        { sql: sql`insert into ${table} (id) values (${id}) returning id`, answer: rowsOf },
        { sql: sql`select count(*)::int as count from ${table}`, answer: rowsOf },
      ];
      const [{ pid }] = (
        (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: [{ pid: number }];
        }
      ).rows;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      for (const id of [1, 2]) {
        const answers = await handle.db.transaction((tx) => runTogether(tx, placed(id), { commit: true }));
        expect(answers).toEqual([[{ id }], [{ count: id }]]);
        // BEGIN went first and the COMMIT last: the connection went back to the pool out of any transaction.
        const state = await admin.query("select state from pg_stat_activity where pid = $1", [pid]);
        expect(state.rows).toEqual([{ state: "idle" }]);
      }
      await admin.end();
      expect(await handle.db.execute(sql`select count(*)::int as count from ${table}`)).toMatchObject({
        rows: [{ count: 2 }],
      });
      // One connection: the second order's statements ran by the names the first one's prepared.
      const prepared = sql`select count(*)::int as count from pg_prepared_statements
        where statement like ${`insert into ${name} %`}`;
      expect(await handle.db.execute(prepared)).toMatchObject({ rows: [{ count: 1 }] });
    } finally {
      await handle.db.execute(sql`drop table ${table}`);
      await handle.close();
    }
  });

  it("throws the failing statement's own error, and commits nothing of a transaction it aborted", async () => {
    const handle = open();
    const table = sql.raw(`oja_together_${randomUUID().slice(0, 8)}`);
    await handle.db.execute(sql`create table ${table} (id int primary key)`);
    try {
      const attempt = handle.db.transaction((tx) =>
        runTogether(
          tx,
          [
            { sql: sql`insert into ${table} (id) values (${1})`, answer: rowsOf },
            { sql: sql`insert into ${table} (id) values (${1})`, answer: rowsOf },
            { sql: sql`insert into ${table} (id) values (${3})`, answer: rowsOf },
          ],
          { commit: true },
        ),
      );
      // 23505, the duplicate key; not 25P02, "current transaction is aborted", of the statement after it.
      await expect(attempt).rejects.toMatchObject({ code: "23505" });
      expect(await handle.db.execute(sql`select count(*)::int as count from ${table}`)).toMatchObject({
        rows: [{ count: 0 }],
      });
      // The connection went back to the pool out of any transaction, and takes the next one.
      const after = await handle.db.transaction((tx) =>
        runTogether(
          tx,
          [{ sql: sql`insert into ${table} (id) values (${4}) returning id`, answer: rowsOf }],
          {
            commit: true,
          },
        ),
      );
      expect(after).toEqual([[{ id: 4 }]]);
    } finally {
      await handle.db.execute(sql`drop table ${table}`);
      await handle.close();
    }
  });
});

describe.runIf(onPostgres)("statements built once", () => {
  const url = process.env.TEST_DATABASE_URL ?? "";
  const open = () => openPostgres(withDatabase(url, new URL(url).pathname.slice(1)), { max: 1 });

  it("are sent with each run's values, a JSON null as SQL's NULL, by one text a shape", async () => {
    const handle = open();
    let built = 0;
    const echo = new StatementText(() => {
      built += 1;
      return sql`select ${sql.placeholder("word")}::text as word, ${sql.placeholder("json")}::jsonb is null as "noJson",
        ${sql.placeholder("json")}::jsonb as json`;
    });
    const listed = textsByShape((count: number) => {
      built += 1;
      const each = Array.from({ length: count }, (_, index) => sql`${sql.placeholder(`n${index}`)}::int`);
      return sql`select array[${sql.join(each, sql`, `)}] as numbers`;
    });
    const list = (numbers: number[]) =>
      listed(numbers.length).with(
        Object.fromEntries(numbers.map((n, index) => [`n${index}`, n])),
        ([row]) => row,
      );
    try {
      const answers = await handle.db.transaction((tx) =>
        runTogether(tx, [
          echo.with({ word: "first", json: null }, ([row]) => row),
          echo.with({ word: "second", json: { city: "Lagos" } }, ([row]) => row),
          list([1, 2]),
          list([3, 4]),
          list([5]),
        ]),
      );
      expect(answers).toEqual([
        { word: "first", noJson: true, json: null },
        { word: "second", noJson: false, json: { city: "Lagos" } },
        { numbers: [1, 2] },
        { numbers: [3, 4] },
        { numbers: [5] },
      ]);
      // One build for the echo, one for each of the list's two shapes.
      expect(built).toBe(3);
    } finally {
      await handle.close();
    }
  });
});
