import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "../db/migrate.ts";

// The backup file (docs/decisions/041-backups.md): gzipped lines of JSON. The first line is the
// manifest; then each table's rows (a header line, then a line holding a JSON array of rows exactly as
// PostgreSQL wrote them), the sequences, the photos kept as files, those kept in STORAGE_URL's bucket,
// and an end line that counts the lines before it, so a cut file is told from a whole one.

export const backupFormat = "oja-backup";
export const backupFormatVersion = 1;

export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  database: "pglite" | "postgres";
  /** The last migration applied to the database backed up: its tag and its journal time. */
  migration: { tag: string; when: number };
  createdAt: string;
  counts: { orders: number; payments: number; photos: number };
}

/** A line after the manifest. `rows` is followed by one line: the JSON array of that many rows. */
export type BackupLine =
  | { rows: string; columns: string[]; count: number }
  | { sequence: string; lastValue: string; isCalled: boolean }
  | { file: string; bytes: string }
  | { photo: string; contentType: string; bytes: string }
  | { end: true; lines: number };

/** What a restore can say to the owner: the file or the target is not what it takes. */
export class BackupRefused extends Error {}

export const notABackupMessage = (file: string) => `${file} is not an Oja backup.`;

/** The committed migrations, in order, with their names: what this code can build a database up to. */
export function knownMigrations() {
  // readMigrationFiles answers the SQL and the times, not the names: the journal has them, in the same order.
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((migration, index) => ({
    ...migration,
    tag: journal.entries[index]?.tag ?? "",
  }));
}

/** Reads a backup file line by line; a file that is not gzip, or cut, fails with BackupRefused. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const text = source.pipe(createGunzip());
  source.on("error", (error) => text.destroy(error));
  text.setEncoding("utf8");
  let pending = "";
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      pending += chunk;
      let newline = pending.indexOf("\n");
      while (newline >= 0) {
        yield pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf("\n");
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "EACCES") {
      throw new BackupRefused(`Cannot read ${file}: ${(error as Error).message}`);
    }
    throw new BackupRefused(notABackupMessage(file));
  }
  if (pending !== "") yield pending;
}

/** The manifest of a backup's first line, checked against this code; refuses what it cannot restore. */
export function readManifest(file: string, line: string | undefined): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(line ?? "");
  } catch {
    throw new BackupRefused(notABackupMessage(file));
  }
  if (manifest?.format !== backupFormat || typeof manifest.migration?.when !== "number") {
    throw new BackupRefused(notABackupMessage(file));
  }
  if (typeof manifest.version !== "number" || manifest.version > backupFormatVersion) {
    throw new BackupRefused(
      `${file} was written by a newer Oja (backup format ${manifest.version}): update the code to restore it.`,
    );
  }
  const { when, tag } = manifest.migration;
  if (!knownMigrations().some((migration) => migration.folderMillis === when)) {
    throw new BackupRefused(
      `${file} was made by a newer Oja (its database is at migration ${tag}, which this code does not have): update the code to restore it.`,
    );
  }
  return manifest as BackupManifest;
}

/** Photo names as the shop writes them: folders and files of letters, digits, `-`, `_` and `.`. */
const fileNamePattern = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether a restore may write a photo of this name under DATA_DIR/uploads (never outside it). */
export function isPhotoFileName(name: string): boolean {
  return name.length <= 300 && fileNamePattern.test(name);
}

/**
 * Reads a whole backup file: its manifest, if every line up to its end line is there, each table's rows
 * follow their header, and each photo's name stays inside the uploads folder.
 */
export async function verifiedManifest(file: string): Promise<BackupManifest> {
  const lines = backupLines(file);
  const first = await lines.next();
  const manifest = readManifest(file, first.done ? undefined : first.value);
  let count = 1;
  let rowsNext = false;
  for await (const line of lines) {
    if (rowsNext !== line.startsWith("[")) break;
    rowsNext = line.startsWith('{"rows":');
    if (line.startsWith('{"file":') || line.startsWith('{"photo":')) {
      const { file: name = "", photo = "" } = JSON.parse(line) as { file?: string; photo?: string };
      if (!isPhotoFileName(name || photo)) {
        throw new BackupRefused(
          `${file} names a photo that cannot be restored: ${(name || photo).slice(0, 80)}`,
        );
      }
    }
    if (line.startsWith('{"end":')) {
      const end = JSON.parse(line) as { lines: number };
      if (end.lines === count) return manifest;
      break;
    }
    count += 1;
  }
  throw new BackupRefused(`${file} is cut short: it is not a whole Oja backup.`);
}
