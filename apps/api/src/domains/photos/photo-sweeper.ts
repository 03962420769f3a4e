import { and, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type JobLog, type RepeatingJob, startRepeatingJob } from "../../jobs/repeating-job.ts";
import type { PhotoStore } from "./photo-store.ts";
import { unusedPhotos } from "./photos.schema.ts";

// Deletes stored photos nothing shows any more (decision 038). The photos domain stands below the
// catalog and orders: what is in use is told to it by the wiring (app.ts). A photo goes only when a
// sweep finds it unused a grace period after a sweep first found it so, so a photo uploaded but not
// yet on its product, or read by an order being placed as the owner took it off the product, stays.

/** How long a photo must stay unused before it is deleted. */
export const photoGraceMs = 24 * 60 * 60 * 1000;

export interface PhotoSweep {
  /** Only names under this folder are swept (the shop's own pictures, such as the hero's, are not). */
  folder: string;
  /** The names under `folder` something shows now. */
  inUse: () => Promise<ReadonlySet<string>>;
  graceMs: number;
}

/** One sweep; answers how many photos it deleted. */
export async function sweepUnusedPhotos(db: Database, store: PhotoStore, sweep: PhotoSweep): Promise<number> {
  // Listed before what is in use is read: a photo stored after the listing waits for the next sweep.
  const stored = await store.list(sweep.folder);
  const used = await sweep.inUse();
  const unused = stored.map((photo) => photo.name).filter((name) => !used.has(name));
  // One array parameter each, however many photos the shop has.
  const unusedNames = sql.param(unused);
  // Marks of photos now in use, or gone, are dropped: their grace starts again if they fall unused.
  await db.delete(unusedPhotos).where(sql`${unusedPhotos.name} <> all(${unusedNames}::text[])`);
  if (unused.length === 0) return 0;
  const due = await db
    .select({ name: unusedPhotos.name })
    .from(unusedPhotos)
    .where(
      and(
        sql`${unusedPhotos.name} = any(${unusedNames}::text[])`,
        lte(unusedPhotos.since, sql`now() - make_interval(secs => ${sweep.graceMs / 1000})`),
      ),
    );
  // Marked after the due ones are chosen: a photo first found unused now is never deleted by this sweep.
  await db.execute(
    sql`insert into ${unusedPhotos} (name) select unnest(${unusedNames}::text[]) on conflict do nothing`,
  );
  const names = due.map((photo) => photo.name);
  if (names.length === 0) return 0;
  await store.delete(names);
  await db.delete(unusedPhotos).where(sql`${unusedPhotos.name} = any(${sql.param(names)}::text[])`);
  return names.length;
}

export function startPhotoSweeper(
  db: Database,
  store: PhotoStore,
  sweep: PhotoSweep,
  log: JobLog,
  options: { timer?: boolean } = {},
): RepeatingJob {
  return startRepeatingJob("the photo sweeper", { next: () => sweepUnusedPhotos(db, store, sweep) }, log, {
    everyMs: 60 * 60 * 1000,
    timer: options.timer ?? true,
    onDone: (deleted) => log.info({ deleted }, "swept unused photos"),
  });
}
