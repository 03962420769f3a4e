import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "@oja/contracts/config";
import { photoStoreFor } from "../domains/photos/photos.service.ts";
import { BackupRefused } from "./backup-file.ts";
import { restoreBackup } from "./restore-backup.ts";

// `npm run restore -- FILE`: a backup into an empty data folder (PGlite) or the empty database of
// DATABASE_URL (docs/decisions/041-backups.md). `npm start` then migrates it forward as usual.

const { positionals } = parseArgs({ allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("Name the backup file: npm run restore -- backups/oja-backup-….jsonl.gz");
  process.exit(1);
}
// The configuration is read, not loaded: loading would write a JWT secret into the folder to restore into.
const config = readConfig(process.env);
try {
  const manifest = await restoreBackup(path.resolve(file), {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    photoStore: (db) => photoStoreFor(config, db),
  });
  const { orders, payments, photos } = manifest.counts;
  const where = config.DATABASE_URL ? "the database of DATABASE_URL" : path.resolve(config.DATA_DIR);
  console.info(
    `Restored the backup of ${manifest.createdAt} (${orders} orders, ${payments} payments, ${photos} photos) ` +
      `into ${where}. Start the shop with npm start: it applies any later migration.`,
  );
} catch (error) {
  console.error(
    error instanceof BackupRefused ? error.message : `The restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
