import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { sharedSecretWarning } from "../config.ts";
import { withDatabase } from "../test/global-setup.ts";
import { migrationsFolder } from "./migrate.ts";

// docs/architecture.md §1: N processes started at once on an empty PostgreSQL migrate once and seed one demo shop,
// under the start-up advisory lock. PGlite is one process's own database, so this runs on PostgreSQL.

const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";
const apiProcessScript = path.resolve(import.meta.dirname, "../test/api-process.ts");

function prepare(databaseUrl: string, dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [apiProcessScript, "--prepare"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.once("exit", (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`exit ${code}`))));
  });
}

describe.skipIf(!onPostgres)("start-up on a shared PostgreSQL", () => {
  it("four processes started at once on an empty database migrate once and seed one demo shop", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const name = `oja_start_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), "oja-start-"));
    try {
      const outputs = await Promise.all([0, 1, 2, 3].map(() => prepare(withDatabase(url, name), dataDir)));
      expect(outputs.sort()).toEqual(["seeded 0", "seeded 0", "seeded 0", "seeded 40"]);
      const shop = new pg.Client({ connectionString: withDatabase(url, name) });
      await shop.connect();
      try {
        const count = async (table: string) =>
          Number((await shop.query(`select count(*) as n from ${table}`)).rows[0]?.n);
        const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
        expect(await count("drizzle.__drizzle_migrations")).toBe(journal.entries.length);
        expect(await count("products")).toBe(40);
        expect(await count("settings")).toBe(1);
        expect(await count("offices")).toBe(1);
        expect(await count("promo_codes")).toBe(4);
      } finally {
        await shop.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the shared JWT_SECRET warning", () => {
  it("is given on a shared PostgreSQL without JWT_SECRET, and not otherwise", () => {
    expect(sharedSecretWarning({ DATABASE_URL: "postgres://db/oja" })).toMatch(
      /JWT_SECRET is not set while DATABASE_URL is.*same JWT_SECRET/,
    );
    expect(
      sharedSecretWarning({ DATABASE_URL: "postgres://db/oja", JWT_SECRET: "x".repeat(32) }),
    ).toBeUndefined();
    expect(sharedSecretWarning({})).toBeUndefined();
  });
});
