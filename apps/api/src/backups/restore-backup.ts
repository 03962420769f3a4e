import { mkdir, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import {
  type Database,
  type DatabaseHandle,
  openPostgres,
  pgliteExtensions,
  wrapPglite,
} from "../db/client.ts";
import { underStartUpLock } from "../db/migrate.ts";
import type { PhotoStore } from "../domains/photos/photo-store.ts";
import { putStoredPhoto } from "../domains/photos/photos.service.ts";
import {
  type BackupLine,
  type BackupManifest,
  BackupRefused,
  backupLines,
  isPhotoFileName,
  knownMigrations,
  verifiedManifest,
} from "./backup-file.ts";
import { inPublic, quoted, rowsOf } from "./make-backup.ts";

// Brings a backup back into an empty data folder (PGlite) or an empty PostgreSQL database, whichever
// database made it (docs/decisions/041-backups.md). The whole file is read through first, so a file that
// is cut or not a backup changes nothing; then the migrations up to the backup's build the database
// and one transaction fills it.

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL's, when set; PGlite in `dataDir/pglite` otherwise. */
  databaseUrl?: string | undefined;
  /** Where the restored shop keeps its photos, given its database: a bucket's photos are put there. */
  photoStore: (db: Database) => PhotoStore;
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const manifest = await verifiedManifest(file);
  const lines = backupLines(file);
  await lines.next();

  const uploadsDir = path.resolve(target.dataDir, "uploads");
  if ((await entriesOf(uploadsDir)).length > 0) {
    throw new BackupRefused(`${uploadsDir} already holds photos: restore only into an empty data folder.`);
  }
  const uploadsStaging = path.resolve(target.dataDir, "uploads.restoring");
  await rm(uploadsStaging, { recursive: true, force: true });

  if (target.databaseUrl) {
    const handle = openPostgres(target.databaseUrl, { max: 1 });
    try {
      // The start-up lock keeps a shop started meanwhile from migrating and seeding this database too.
      await underStartUpLock(handle, async () => {
        const [row] = await rowsOf<{ count: number }>(
          handle.db,
          sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
                and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
        );
        if ((row?.count ?? 0) > 0) {
          throw new BackupRefused(
            `The database of DATABASE_URL is not empty: restore only into an empty database (createdb a new one).`,
          );
        }
        await fill(handle, manifest, lines, { uploadsStaging, photoStore: target.photoStore }, file).catch(
          (error: Error) => {
            throw new Error(
              `${error.message}\nThe database of DATABASE_URL now holds part of the restore: drop it and create it again before trying again.`,
              { cause: error },
            );
          },
        );
      });
      await moveInto(uploadsStaging, uploadsDir);
    } catch (error) {
      await rm(uploadsStaging, { recursive: true, force: true });
      throw error;
    } finally {
      await handle.close();
    }
    return manifest;
  }

  const pgliteDir = path.resolve(target.dataDir, "pglite");
  if ((await entriesOf(pgliteDir)).length > 0) {
    throw new BackupRefused(
      `${pgliteDir} already holds a database: restore only into an empty data folder (set DATA_DIR to a new one).`,
    );
  }
  // Built beside its place and moved there once whole, so a failed restore leaves no half database.
  const pgliteStaging = path.resolve(target.dataDir, "pglite.restoring");
  await rm(pgliteStaging, { recursive: true, force: true });
  await mkdir(pgliteStaging, { recursive: true });
  let handle: DatabaseHandle | undefined;
  try {
    handle = wrapPglite(await PGlite.create(pgliteStaging, { extensions: pgliteExtensions }));
    await fill(handle, manifest, lines, { uploadsStaging, photoStore: target.photoStore }, file);
    await handle.close();
    handle = undefined;
    await moveInto(pgliteStaging, pgliteDir);
    await moveInto(uploadsStaging, uploadsDir);
  } catch (error) {
    await handle?.close();
    await rm(pgliteStaging, { recursive: true, force: true });
    await rm(uploadsStaging, { recursive: true, force: true });
    throw error;
  }
  return manifest;
}

/**
 * Migrates the empty database to the backup's migration, then loads its rows in one transaction (apart:
 * PostgreSQL does not let a transaction use an enum value it added, as the migrations do).
 */
async function fill(
  handle: DatabaseHandle,
  manifest: BackupManifest,
  lines: AsyncGenerator<string>,
  { uploadsStaging, photoStore }: { uploadsStaging: string; photoStore: RestoreTarget["photoStore"] },
  file: string,
) {
  await mkdir(uploadsStaging, { recursive: true });
  await handle.db.transaction((tx) => migrateUpTo(tx, manifest.migration.when));
  await handle.db.transaction(async (tx) => {
    const tables = (
      await rowsOf<{ name: string }>(
        tx,
        sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
      )
    ).map((table) => table.name);
    // The backup holds every row, including those the migrations wrote and those triggers keep (a
    // product's stock, the search's words): its rows replace theirs, and no trigger doubles them.
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(inPublic).join(", ")}`));
    for (const table of tables)
      await tx.execute(sql.raw(`alter table ${inPublic(table)} disable trigger user`));

    let count = 1;
    let ended = false;
    for await (const text of lines) {
      const line = parsedLine(text, file);
      count += 1;
      if ("end" in line) {
        ended = line.lines === count - 1;
        break;
      }
      if ("rows" in line) {
        const rows = await lines.next();
        count += 1;
        if (rows.done || !tables.includes(line.rows))
          throw new BackupRefused(`${file} is not a whole Oja backup.`);
        const columns = line.columns.map(quoted).join(", ");
        await tx.execute(
          sql`${sql.raw(`insert into ${inPublic(line.rows)} (${columns}) select ${columns} from json_populate_recordset(null::${inPublic(line.rows)}, `)}${rows.value}::json)`,
        );
      } else if ("sequence" in line) {
        await tx.execute(
          sql`select setval(${inPublic(line.sequence)}::regclass, ${line.lastValue}::bigint, ${line.isCalled})`,
        );
      } else if ("photo" in line) {
        // Into the restored shop's store: its table in this transaction, or its bucket (a name already
        // there keeps its bytes, which are the same).
        const bytes = Buffer.from(line.bytes, "base64");
        await putStoredPhoto(photoStore(tx), { name: line.photo, bytes, contentType: line.contentType });
      } else {
        if (!isPhotoFileName(line.file)) {
          throw new BackupRefused(`${file} names a photo that cannot be restored: ${line.file.slice(0, 80)}`);
        }
        const destination = path.join(uploadsStaging, line.file);
        await mkdir(path.dirname(destination), { recursive: true });
        await writeFile(destination, Buffer.from(line.bytes, "base64"));
      }
    }
    if (!ended) throw new BackupRefused(`${file} is cut short: it is not a whole Oja backup.`);
    for (const table of tables)
      await tx.execute(sql.raw(`alter table ${inPublic(table)} enable trigger user`));
  });
}

/**
 * Applies the committed migrations up to the backup's, recording them as drizzle's migrator does: the
 * shop's next start applies the later ones as usual.
 */
async function migrateUpTo(tx: Database, when: number) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of knownMigrations()) {
    if (migration.folderMillis > when) break;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

function parsedLine(text: string, file: string): BackupLine {
  try {
    const line = JSON.parse(text) as BackupLine;
    if (line && typeof line === "object") return line;
  } catch {
    // Told below, as any other line that is not a backup's.
  }
  throw new BackupRefused(`${file} is not a whole Oja backup.`);
}

async function entriesOf(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Moves a staged folder to its place, where at most an empty folder stands. */
async function moveInto(staged: string, destination: string) {
  await rmdir(destination).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(staged, destination);
}
