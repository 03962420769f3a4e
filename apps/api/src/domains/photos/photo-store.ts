import { createHash } from "node:crypto";
import { asc, eq, like, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { storedPhotos } from "./photos.schema.ts";

// Where the pictures served under /uploads/ live (decision 038): a table of this domain by default, an
// S3-compatible bucket with STORAGE_URL (s3-photo-store.ts). Both hold a name's bytes once and never
// change them: a name is written once, so a year's browser cache is always right.

/** A stored photo as a listing tells of it, without its bytes. */
export interface PhotoListing {
  /** Its path under /uploads/, e.g. `products/ikoyi-loafer-3f9a1c2b7e-800.webp`. */
  name: string;
  byteSize: number;
  createdAt: Date;
}

export interface PhotoHead extends PhotoListing {
  contentType: string;
  /** SHA-256 of the bytes in hex: the photo's strong ETag. */
  sha256: string;
}

export interface StoredPhoto extends PhotoHead {
  bytes: Buffer;
}

export interface PhotoStore {
  readonly kind: "database" | "s3";
  /** Stores the bytes under `name` unless a photo of that name is there; answers whether it wrote. */
  put(name: string, bytes: Buffer, contentType: string): Promise<boolean>;
  get(name: string): Promise<StoredPhoto | undefined>;
  /** What `get` tells without the bytes (for a 304). */
  head(name: string): Promise<PhotoHead | undefined>;
  /** Every photo whose name starts with `prefix`, by name. */
  list(prefix?: string): Promise<PhotoListing[]>;
  delete(names: readonly string[]): Promise<void>;
}

/** Folders and a file name of letters, digits, `-`, `_` and `.`, none starting with a dot. */
const photoNamePattern = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
};

/** The type a photo of this name is served as; undefined for a name the store does not take. */
export function photoContentType(name: string): string | undefined {
  if (name.length > 300 || !photoNamePattern.test(name)) return undefined;
  return contentTypes[name.slice(name.lastIndexOf(".") + 1).toLowerCase()];
}

export function sha256Of(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Every process reads the one table, so a photo written by one is served by all. */
export function databasePhotoStore(db: Database): PhotoStore {
  const head = {
    name: storedPhotos.name,
    contentType: storedPhotos.contentType,
    byteSize: storedPhotos.byteSize,
    sha256: storedPhotos.sha256,
    createdAt: storedPhotos.createdAt,
  };
  return {
    kind: "database",
    async put(name, bytes, contentType) {
      // Several processes drawing the same demo picture at start: the first one's bytes stay.
      const written = await db
        .insert(storedPhotos)
        .values({ name, contentType, byteSize: bytes.length, sha256: sha256Of(bytes), bytes })
        .onConflictDoNothing()
        .returning({ name: storedPhotos.name });
      return written.length > 0;
    },
    async get(name) {
      const [photo] = await db
        .select({ ...head, bytes: storedPhotos.bytes })
        .from(storedPhotos)
        .where(eq(storedPhotos.name, name));
      return photo;
    },
    async head(name) {
      const [photo] = await db.select(head).from(storedPhotos).where(eq(storedPhotos.name, name));
      return photo;
    },
    async list(prefix = "") {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      return db
        .select({
          name: storedPhotos.name,
          byteSize: storedPhotos.byteSize,
          createdAt: storedPhotos.createdAt,
        })
        .from(storedPhotos)
        .where(like(storedPhotos.name, `${escaped}%`))
        .orderBy(asc(storedPhotos.name));
    },
    async delete(names) {
      if (names.length === 0) return;
      await db.delete(storedPhotos).where(sql`${storedPhotos.name} = any(${sql.param([...names])}::text[])`);
    },
  };
}
