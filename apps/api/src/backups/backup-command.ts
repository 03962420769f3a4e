import { createWriteStream } from "node:fs";
import { access, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "@oja/contracts/config";
import { uploadsDirectory } from "../config.ts";
import { openDatabase, openPostgres } from "../db/client.ts";
import { photoStoreFor } from "../domains/photos/photos.service.ts";
import { verifiedManifest } from "./backup-file.ts";
import { backupFromRunningShop, listenForBackups } from "./backup-socket.ts";
import { writeBackup } from "./make-backup.ts";

// `npm run backup [-- --out FILE]`: one file holding the whole shop, made while it serves
// (docs/decisions/041-backups.md). Written beside its name and renamed once read back whole.

const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = readConfig(process.env);
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const file = path.resolve(values.out ?? path.join("backups", `oja-backup-${stamp}.jsonl.gz`));
if (
  await access(file).then(
    () => true,
    () => false,
  )
) {
  console.error(`${file} already exists: name another file with --out.`);
  process.exit(1);
}
await mkdir(path.dirname(file), { recursive: true });
const partial = `${file}.partial`;
const uploadsDir = uploadsDirectory(config);

try {
  const out = createWriteStream(partial, { mode: 0o600 });
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, { max: 1 });
    try {
      await writeBackup({ database, uploadsDir, photoStore: photoStoreFor(config, database.db) }, out);
    } finally {
      await database.close();
    }
  } else if (!(await backupFromRunningShop(config.DATA_DIR, out))) {
    // The shop is stopped: this command opens the folder, holding its socket so the shop cannot start
    // on it meanwhile.
    const pgliteDir = path.resolve(config.DATA_DIR, "pglite");
    if ((await readdir(pgliteDir).catch(() => [])).length === 0) {
      throw new Error(`There is no shop to back up in ${pgliteDir}.`);
    }
    const socket = await listenForBackups(config.DATA_DIR, (error) => console.error(error));
    try {
      const database = await openDatabase({ dataDir: config.DATA_DIR });
      try {
        const sources = { database, uploadsDir, photoStore: photoStoreFor(config, database.db) };
        socket.serve(sources);
        await writeBackup(sources, out);
      } finally {
        await database.close();
      }
    } finally {
      await socket.close();
    }
  }
  const manifest = await verifiedManifest(partial);
  await rename(partial, file);
  const { orders, payments, photos } = manifest.counts;
  console.info(
    `Backed up the ${manifest.database} database at migration ${manifest.migration.tag} ` +
      `(${orders} orders, ${payments} payments, ${photos} photos) to ${file}`,
  );
} catch (error) {
  await rm(partial, { force: true });
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
