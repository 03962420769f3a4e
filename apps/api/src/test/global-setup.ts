import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteExtensions, wrapPglite } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

// Migrates one template database per run; every test file then starts from a copy of it
// (a PGlite data-dir dump, or a PostgreSQL database created from a template).

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: read it from the project.
  if (project.config.env.OJA_TEST_DATABASE === "postgres") return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), "oja-test-"));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(wrapPglite(client));
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(directory, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(directory, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is needed for the api-postgres tests");
  const template = `oja_template_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = openPostgres(withDatabase(url, template), { max: 1 });
  await migrate(handle);
  await handle.close();
  project.provide("postgresTemplate", template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
