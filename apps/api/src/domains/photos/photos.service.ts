import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@oja/contracts/config";
import type { Database } from "../../db/client.ts";
import {
  databasePhotoStore,
  type PhotoListing,
  type PhotoStore,
  photoContentType,
  type StoredPhoto,
} from "./photo-store.ts";
import { s3PhotoStore } from "./s3-photo-store.ts";

// The photos domain's service (decision 038): which store this shop's photos live in, what a backup reads
// and writes through, and the one-time import of a shop that kept its photos as files.

/** The database's table, or the bucket of STORAGE_URL. */
export function photoStoreFor(
  config: Pick<
    Config,
    "STORAGE_URL" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY"
  >,
  db: Database,
): PhotoStore {
  if (!config.STORAGE_URL) return databasePhotoStore(db);
  return s3PhotoStore({
    storageUrl: config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
  });
}

/** Every stored photo's name, size and time, by name: for a backup, whichever store holds them. */
export function listStoredPhotos(store: PhotoStore): Promise<PhotoListing[]> {
  return store.list();
}

export function readStoredPhoto(store: PhotoStore, name: string): Promise<StoredPhoto | undefined> {
  return store.get(name);
}

/** Writes a photo back (a restore); a name already stored keeps its bytes. Answers whether it wrote. */
export function putStoredPhoto(
  store: PhotoStore,
  photo: Pick<StoredPhoto, "name" | "bytes" | "contentType">,
): Promise<boolean> {
  return store.put(photo.name, photo.bytes, photo.contentType);
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Left in the uploads folder once its pictures are in the store, so later starts skip the import. */
const importedMark = ".imported-into-the-photo-store";

/**
 * A shop upgraded from photos as files (`DATA_DIR/uploads`): each picture there is put into the store
 * under the same path, once. A name already stored keeps its bytes, so an import cut short is simply run
 * again at the next start; the files are left as they were. Answers how many it imported; files that are
 * no picture the store takes are left alone.
 */
export async function importUploadsFolder(store: PhotoStore, folder: string): Promise<number> {
  const files = await filesUnder(folder);
  if (files.length === 0 || files.includes(importedMark)) return 0;
  const stored = new Set((await store.list()).map((photo) => photo.name));
  let imported = 0;
  for (const name of files) {
    const contentType = photoContentType(name);
    if (!contentType || stored.has(name)) continue;
    if (await store.put(name, await readFile(path.join(folder, name)), contentType)) imported += 1;
  }
  await writeFile(path.join(folder, importedMark), `${new Date().toISOString()}\n`);
  return imported;
}
