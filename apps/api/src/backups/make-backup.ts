import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { PhotoStore } from "../domains/photos/photo-store.ts";
import { listStoredPhotos, readStoredPhoto } from "../domains/photos/photos.service.ts";
import {
  type BackupLine,
  type BackupManifest,
  backupFormat,
  backupFormatVersion,
  isPhotoFileName,
  knownMigrations,
} from "./backup-file.ts";

// Writes a backup of the whole shop (docs/decisions/041-backups.md). It reads every table of the
// database by its catalog, never by a domain's schema: a backup belongs to the wiring, not to a domain.

export interface BackupSources {
  database: DatabaseHandle;
  /** The photos of the layout before they moved into the database: the files under it travel. */
  uploadsDir: string;
  /** The shop's photo store: when it is STORAGE_URL's bucket, its photos travel too. */
  photoStore?: PhotoStore | undefined;
}

/** Rows are written in lines of at most this many characters (a photo's bytes count twice, as hex). */
const batchCharacters = 4_000_000;

/** Writes the backup, gzipped, to `out` (ended when done) and answers its manifest. */
export async function writeBackup(sources: BackupSources, out: Writable): Promise<BackupManifest> {
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  // A reader that goes away fails `written`; the writes waiting for room must hear it too.
  const failed = new Promise<never>((_, reject) => written.catch(reject));
  failed.catch(() => undefined);
  let lines = 0;
  const writeLine = async (text: string) => {
    lines += 1;
    if (!gzip.write(`${text}\n`)) await Promise.race([once(gzip, "drain"), failed]);
  };
  const send = (line: BackupLine) => writeLine(JSON.stringify(line));

  try {
    // A file the store holds under the same name (imported at start, decision 038) travels once, as the
    // store's; what is no photo's name (the import's mark) stays behind.
    const stored = new Set((await sources.photoStore?.list())?.map((photo) => photo.name));
    const files = (await filesUnder(sources.uploadsDir)).filter(
      (name) => isPhotoFileName(name) && !stored.has(name),
    );
    // A store in the database is in the snapshot; a bucket's photos are read after it (a name's bytes
    // never change, and a photo uploaded meanwhile is one no backed-up product shows yet).
    const inBucket = sources.photoStore?.kind === "s3" ? sources.photoStore : undefined;
    const bucketPhotos = inBucket ? await listStoredPhotos(inBucket) : [];
    const manifest = await sources.database.db.transaction(
      async (tx) => {
        const tables = await tablesInLoadOrder(tx);
        const manifest: BackupManifest = {
          format: backupFormat,
          version: backupFormatVersion,
          database: sources.database.kind,
          migration: await lastMigration(tx),
          createdAt: new Date().toISOString(),
          counts: {
            orders: await rowCount(tx, tables, "orders"),
            payments: await rowCount(tx, tables, "payments"),
            photos: (await rowCount(tx, tables, "stored_photos")) + files.length + bucketPhotos.length,
          },
        };
        await writeLine(JSON.stringify(manifest));
        for (const table of tables) await sendRows(tx, table, send, writeLine);
        for (const sequence of await sequences(tx)) {
          const [value] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
            tx,
            sql.raw(
              `select last_value::text as "lastValue", is_called as "isCalled" from ${inPublic(sequence)}`,
            ),
          );
          if (value) await send({ sequence, ...value });
        }
        return manifest;
      },
      // One snapshot for every table: PostgreSQL serves on while it is read; PGlite, one connection,
      // runs the shop's next query once this transaction ends.
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    for (const file of files) {
      const bytes = await readFile(path.join(sources.uploadsDir, file));
      await send({ file, bytes: bytes.toString("base64") });
    }
    for (const { name } of bucketPhotos) {
      const photo = inBucket ? await readStoredPhoto(inBucket, name) : undefined;
      if (!photo) throw new Error(`The photo ${name} went from the bucket while it was backed up.`);
      await send({ photo: name, contentType: photo.contentType, bytes: photo.bytes.toString("base64") });
    }
    await send({ end: true, lines });
    gzip.end();
    await written;
    return manifest;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

async function sendRows(
  tx: Database,
  table: string,
  send: (line: BackupLine) => Promise<void>,
  writeLine: (text: string) => Promise<void>,
) {
  const columns = (
    await rowsOf<{ name: string }>(
      tx,
      // A generated column (the products' search document) is made again by the restore's insert.
      sql`select attname as name from pg_attribute
          where attrelid = ${inPublic(table)}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
    )
  ).map((column) => column.name);
  const list = columns.map(quoted).join(", ");
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select to_json(t)::text as row from (select ${list} from ${inPublic(table)}) t`,
    ),
  );
  // Each row stays the text PostgreSQL wrote (a 64-bit amount read into JavaScript would lose digits).
  let batch: string[] = [];
  let characters = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await send({ rows: table, columns, count: batch.length });
    await writeLine(`[${batch.join(",")}]`);
    batch = [];
    characters = 0;
  };
  for (;;) {
    const fetched = await rowsOf<{ row: string }>(tx, sql.raw("fetch 100 from backup_rows"));
    if (fetched.length === 0) break;
    for (const { row } of fetched) {
      if (characters + row.length > batchCharacters) await flush();
      batch.push(row);
      characters += row.length;
    }
  }
  await flush();
  await tx.execute(sql.raw("close backup_rows"));
}

/** The shop's tables, each after the tables its foreign keys point at, so a restore can load them in turn. */
async function tablesInLoadOrder(tx: Database): Promise<string[]> {
  const names = (
    await rowsOf<{ name: string }>(
      tx,
      sql`select relname as name from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    )
  ).map((table) => table.name);
  const references = await rowsOf<{ from: string; to: string }>(
    tx,
    sql`select source.relname as "from", target.relname as "to" from pg_constraint k
        join pg_class source on source.oid = k.conrelid join pg_class target on target.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const waiting = new Set(names);
  while (waiting.size > 0) {
    const ready = [...waiting].filter((name) =>
      references.every((edge) => edge.from !== name || edge.to === name || !waiting.has(edge.to)),
    );
    if (ready.length === 0) throw new Error(`The tables' foreign keys go round in a circle: ${[...waiting]}`);
    for (const name of ready) {
      ordered.push(name);
      waiting.delete(name);
    }
  }
  return ordered;
}

async function sequences(tx: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S'
        order by relname`,
  );
  return rows.map((row) => row.name);
}

async function lastMigration(tx: Database): Promise<BackupManifest["migration"]> {
  const [last] = await rowsOf<{ when: string }>(
    tx,
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const when = Number(last?.when ?? 0);
  const tag = knownMigrations().find((migration) => migration.folderMillis === when)?.tag ?? "unknown";
  return { tag, when };
}

async function rowCount(tx: Database, tables: string[], table: string): Promise<number> {
  if (!tables.includes(table)) return 0;
  const [row] = await rowsOf<{ count: number }>(
    tx,
    sql.raw(`select count(*)::int as count from ${inPublic(table)}`),
  );
  return row?.count ?? 0;
}

/** Every file under `directory`, as paths relative to it with `/`; none when it does not exist. */
async function filesUnder(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer an object with `rows`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A name (a column's, say) quoted for SQL. */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table or sequence of the shop's schema, named whatever the search path. */
export function inPublic(name: string): string {
  return `public.${quoted(name)}`;
}
