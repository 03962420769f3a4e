import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Order } from "@oja/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsDirectory } from "../config.ts";
import { type DatabaseHandle, openDatabase, openPostgres } from "../db/client.ts";
import { seedDemoData } from "../demo-shop/seed.ts";
import { productVariants } from "../domains/catalog/catalog.schema.ts";
import { databasePhotoStore } from "../domains/photos/photo-store.ts";
import { withDatabase } from "../test/global-setup.ts";
import { addedToCart, paidOrder, placedOrder, placeOrder } from "../test/orders.ts";
import { expectStockAddsUp, multipart, productNamed } from "../test/products.ts";
import { startS3Server } from "../test/s3-server.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../test/shoppers.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { backupFormat, verifiedManifest } from "./backup-file.ts";
import { backupFromRunningShop, listenForBackups } from "./backup-socket.ts";
import { rowsOf, writeBackup } from "./make-backup.ts";
import { restoreBackup } from "./restore-backup.ts";

// A backup made while the shop serves comes back whole, into an empty data folder (PGlite) or an empty
// PostgreSQL database, whichever made it; a restore refuses a target that is not empty and a file that
// is not a whole Oja backup, changing nothing (docs/decisions/041-backups.md).

const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL ?? "";

let shop: TestApp;
let buyer: SignedInShopper;
let paid: Order[];
let photoUrl: string;
let work: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "oja-backup-"));
  shop = await createTestApp();
  await seedDemoData(shop.db);
  buyer = await signedInShopper(shop);
  paid = [await paidOrder(shop, buyer), await paidOrder(shop, buyer, "ikoyi-penny-loafer", "ship")];
  await placedOrder(shop, buyer);
  photoUrl = await uploadedPhoto(shop);
  // A photo still kept as a file, as shops did before their photos moved into the database.
  await mkdir(path.join(uploadsDirectory(shop.config), "products"), { recursive: true });
  await writeFile(path.join(uploadsDirectory(shop.config), oldLayoutPhoto), "an old photo's bytes");
  // What the start's import leaves beside the files it put into the store: no photo, so it stays behind.
  await writeFile(path.join(uploadsDirectory(shop.config), ".imported-into-the-photo-store"), "mark\n");
});

const oldLayoutPhoto = "products/old-layout-1a2b3c-400.webp";
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await shop.close();
  await rm(work, { recursive: true, force: true });
});

/** A photo uploaded through the admin area's route, as the owner does; answers its address. */
async function uploadedPhoto(to: TestApp): Promise<string> {
  const product = await productNamed(to, "ikoyi-penny-loafer");
  const owner = await signedInOwner(to);
  const image = await sharp({ create: { width: 500, height: 625, channels: 3, background: "#7a4a2a" } })
    .jpeg()
    .toBuffer();
  const { payload, contentType } = multipart(image);
  const answer = await to.call({
    method: "POST",
    url: `/admin/products/${product.id}/images`,
    payload,
    headers: { ...owner.headers, "content-type": contentType },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.images.at(-1);
}

const sourcesOf = (from: TestApp) => ({
  database: from.database,
  uploadsDir: uploadsDirectory(from.config),
  photoStore: from.photos.store,
});

async function backupOf(sources = sourcesOf(shop)) {
  const file = path.join(work, `${randomUUID()}.jsonl.gz`);
  const manifest = await writeBackup(sources, createWriteStream(file));
  return { file, manifest };
}

interface Target {
  kind: "pglite" | "postgres";
  dataDir: string;
  databaseUrl?: string;
  /** The restored shop keeps its photos in its database, as a shop without STORAGE_URL does. */
  photoStore: typeof databasePhotoStore;
}

/** An empty data folder, or an empty PostgreSQL database made for this test and dropped after. */
async function emptyTarget(kind: Target["kind"]): Promise<Target> {
  const dataDir = path.join(work, `data-${randomUUID()}`);
  if (kind === "pglite") return { kind, dataDir, photoStore: databasePhotoStore };
  const name = `oja_backup_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { kind, dataDir, databaseUrl: withDatabase(serverUrl, name), photoStore: databasePhotoStore };
}

async function opened(target: Target): Promise<DatabaseHandle> {
  const handle = target.databaseUrl
    ? openPostgres(target.databaseUrl, { max: 4 })
    : await openDatabase({ dataDir: target.dataDir });
  return handle;
}

async function tableCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  return row?.count ?? 0;
}

const thisKind = onPostgres ? "postgres" : "pglite";
const otherKind = onPostgres ? "pglite" : "postgres";

describe("a backup made while the shop serves", () => {
  it("comes back whole: the same orders with their lines and totals, payments and photo bytes", async () => {
    // Orders are placed while the backup is read: each one is in it whole, stock and lines together, or
    // not at all.
    const product = await productNamed(shop, "adire-heritage-loafer");
    const [size, colour] = [product.sizes[0] ?? "", product.colours[0] ?? ""];
    const inFlight = await Promise.all(Array.from({ length: 6 }, () => signedInShopper(shop)));
    for (const shopper of inFlight) await addedToCart(shop, shopper, "adire-heritage-loafer", 1);
    await shop.db
      .update(productVariants)
      .set({ stock: 50 })
      .where(
        and(
          eq(productVariants.productId, product.id),
          eq(productVariants.size, size),
          eq(productVariants.colour, colour),
        ),
      );
    const [placements, { file, manifest }] = await Promise.all([
      Promise.all(inFlight.map((shopper) => placeOrder(shop, shopper, { pickupAt: "pickup" }))),
      backupOf(),
    ]);
    for (const placed of placements) expect(placed.statusCode, placed.body).toBe(201);
    expect(manifest).toMatchObject({ format: backupFormat, database: thisKind, counts: { payments: 2 } });
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(3);
    expect(manifest.counts.photos).toBeGreaterThan(0);

    const target = await emptyTarget(thisKind);
    expect(await restoreBackup(file, target)).toEqual(manifest);
    const restored = await opened(target);
    const there = await createTestApp({}, { database: restored });
    cleanups.push(() => there.close());

    for (const order of paid) {
      const now = await there.get(`/users/${buyer.id}/orders/${order.id}`, buyer.headers);
      expect(now.statusCode, now.body).toBe(200);
      const before = await shop.get(`/users/${buyer.id}/orders/${order.id}`, buyer.headers);
      expect(now.json().data).toEqual(before.json().data);
      expect(now.json().data).toMatchObject({ status: "PROCESSING", total: order.total, items: order.items });
    }
    const [counted] = await rowsOf<{ orders: number; payments: number }>(
      restored.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from payments) as payments`,
    );
    expect(counted).toEqual({ orders: manifest.counts.orders, payments: manifest.counts.payments });
    const [sandal] = await rowsOf<{ stock: number; sold: number }>(
      restored.db,
      sql`select v.stock, (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
            where l.variant_id = v.id and o.user_id in (${sql.join(
              inFlight.map((shopper) => sql`${shopper.id}::uuid`),
              sql`, `,
            )})) as sold
          from product_variants v where v.product_id = ${product.id} and v.size = ${size} and v.colour = ${colour}`,
    );
    expect((sandal?.stock ?? 0) + (sandal?.sold ?? 0)).toBe(50);
    await expectStockAddsUp(restored.db);

    const served = await there.app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual((await shop.app.inject({ url: photoUrl })).rawPayload);
    expect(await readFile(path.join(target.dataDir, "uploads", oldLayoutPhoto), "utf8")).toBe(
      "an old photo's bytes",
    );
    // A shop started on the restore migrates forward as usual: here there is nothing left to apply.
    const ordersAfter = await there.get(`/users/${buyer.id}/orders`, buyer.headers);
    expect(ordersAfter.json().data.length).toBeGreaterThanOrEqual(3);
  });

  it.skipIf(!onPostgres && !serverUrl)(`restores into ${otherKind} too`, async () => {
    const { file, manifest } = await backupOf();
    const target = await emptyTarget(otherKind);
    await restoreBackup(file, target);
    const restored = await opened(target);
    const there = await createTestApp({}, { database: restored });
    cleanups.push(() => there.close());
    const order = paid[0] as Order;
    const now = await there.get(`/users/${buyer.id}/orders/${order.id}`, buyer.headers);
    expect(now.json().data).toMatchObject({ id: order.id, total: order.total, items: order.items });
    const search = await there.get("/products?q=loafer");
    expect(search.json().data.pagination.total).toBeGreaterThan(0);
    const [counted] = await rowsOf<{ orders: number }>(
      restored.db,
      sql`select count(*)::int as orders from orders`,
    );
    expect(counted?.orders).toBe(manifest.counts.orders);
  });

  it("carries the photos of STORAGE_URL's bucket, restored into the database's store", async () => {
    const s3 = await startS3Server("oja-backup");
    cleanups.push(() => s3.stop());
    const bucketShop = await createTestApp(s3.env("shop"));
    cleanups.push(() => bucketShop.close());
    await seedDemoData(bucketShop.db);
    const url = await uploadedPhoto(bucketShop);
    const { file, manifest } = await backupOf(sourcesOf(bucketShop));
    expect(manifest.counts.photos).toBe((await bucketShop.photos.store.list()).length);

    const target = await emptyTarget(thisKind);
    await restoreBackup(file, target);
    const there = await createTestApp({}, { database: await opened(target) });
    cleanups.push(() => there.close());
    const served = await there.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual((await bucketShop.app.inject({ url })).rawPayload);
  });

  it("is answered on the data folder's socket by the process that has the database open", async () => {
    const dataDir = path.join(work, `serving-${randomUUID().slice(0, 8)}`);
    const socket = await listenForBackups(dataDir, () => undefined);
    try {
      await expect(listenForBackups(dataDir, () => undefined)).rejects.toThrow(/Another process/);
      socket.serve(sourcesOf(shop));
      const file = path.join(work, "from-socket.jsonl.gz");
      expect(await backupFromRunningShop(dataDir, createWriteStream(file))).toBe(true);
      expect((await verifiedManifest(file)).counts.payments).toBe(2);
    } finally {
      await socket.close();
    }
    expect(await backupFromRunningShop(dataDir, createWriteStream(path.join(work, "none")))).toBe(false);

    // A path the system would cut short: the shop serves on without a socket, and the command says why.
    const deep = path.join(work, "a-data-folder-whose-path-is-longer-than-any-unix-socket-may-be".repeat(2));
    const told: unknown[] = [];
    await (await listenForBackups(deep, (error) => told.push(error))).close();
    expect(String(told[0])).toMatch(/too long for its backup socket/);
    await expect(backupFromRunningShop(deep, createWriteStream(path.join(work, "none")))).rejects.toThrow(
      /set DATA_DIR to a shorter path/,
    );
  });
});

describe("a restore", () => {
  it("refuses a database or data folder that is not empty, changing nothing", async () => {
    const { file, manifest } = await backupOf();
    const target = await emptyTarget(thisKind);
    await restoreBackup(file, target);
    // The database alone is there: no photo kept as a file beside it.
    await rm(path.join(target.dataDir, "uploads"), { recursive: true });
    const databaseOnly = target.databaseUrl ? { ...target, dataDir: path.join(work, "elsewhere") } : target;
    const before = await readdir(databaseOnly.dataDir, { recursive: true }).catch(() => []);
    await expect(restoreBackup(file, databaseOnly)).rejects.toThrow(
      target.databaseUrl ? "The database of DATABASE_URL is not empty" : /pglite already holds a database/,
    );
    expect(await readdir(databaseOnly.dataDir, { recursive: true }).catch(() => [])).toEqual(before);
    const restored = await opened(target);
    const [counted] = await rowsOf<{ orders: number }>(
      restored.db,
      sql`select count(*)::int as orders from orders`,
    );
    expect(counted?.orders).toBe(manifest.counts.orders);
    await restored.close();

    // A data folder with photos of its own, and an empty database: still refused.
    const withPhotos = await emptyTarget(thisKind);
    await mkdir(path.join(withPhotos.dataDir, "uploads"), { recursive: true });
    await writeFile(path.join(withPhotos.dataDir, "uploads", "mine.webp"), "mine");
    await expect(restoreBackup(file, withPhotos)).rejects.toThrow(/already holds photos/);
    expect(await readdir(withPhotos.dataDir, { recursive: true })).toEqual(["uploads", "uploads/mine.webp"]);
  });

  it("refuses a file that is not a whole Oja backup, or one from a newer Oja, changing nothing", async () => {
    const { file } = await backupOf();
    const foreign = path.join(work, "notes.txt");
    await writeFile(foreign, "Lagos stock take, Tuesday\n");
    const otherJson = path.join(work, "other.jsonl.gz");
    await writeFile(otherJson, gzipSync('{"format":"something-else"}\n'));
    const newer = path.join(work, "newer.jsonl.gz");
    await writeFile(
      newer,
      gzipSync(
        `${JSON.stringify({ format: backupFormat, version: 1, migration: { tag: "0999_later", when: 4_102_444_800_000 } })}\n`,
      ),
    );
    const cut = path.join(work, "cut.jsonl.gz");
    await writeFile(cut, await readFile(file));
    await truncate(cut, Math.floor((await readFile(file)).length / 2));

    const target = await emptyTarget(thisKind);
    await expect(restoreBackup(foreign, target)).rejects.toThrow(`${foreign} is not an Oja backup.`);
    await expect(restoreBackup(otherJson, target)).rejects.toThrow(`${otherJson} is not an Oja backup.`);
    await expect(restoreBackup(newer, target)).rejects.toThrow(/newer Oja .*0999_later/);
    await expect(restoreBackup(cut, target)).rejects.toThrow(
      /not an Oja backup|not a whole Oja backup|cut short/,
    );
    await expect(verifiedManifest(cut)).rejects.toThrow();
    expect(await readdir(target.dataDir).catch(() => [])).toEqual([]);
    if (target.databaseUrl) {
      const handle = openPostgres(target.databaseUrl, { max: 1 });
      expect(await tableCount(handle)).toBe(0);
      await handle.close();
    }
  });
});
