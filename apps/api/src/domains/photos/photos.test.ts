import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminProduct } from "@oja/contracts/admin-products";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openPostgres } from "../../db/client.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { multipart } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, type TestApp } from "../../test/test-app.ts";
import { sha256Of } from "./photo-store.ts";
import { importUploadsFolder, listStoredPhotos, putStoredPhoto, readStoredPhoto } from "./photos.service.ts";

// Every process serves /uploads/ from the one photo store (decision 038): with the headers a year's
// cache needs, a photo uploaded through one process served by another, and the photos of a shop that
// kept them as files imported once.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

const cacheForAYear = "public, max-age=31536000, immutable";
const photoBytes = Buffer.from("RIFF0000WEBPVP8 a photo's bytes");

describe("serving /uploads/ from the store", () => {
  beforeAll(async () => {
    await shop.photos.store.put("products/ikoyi-loafer-5e1f-400.webp", photoBytes, "image/webp");
  });
  const served = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: "GET", url, headers });

  it("answers a stored photo with its type, a strong ETag of its bytes and a year's immutable cache", async () => {
    const answer = await served("/uploads/products/ikoyi-loafer-5e1f-400.webp");
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(photoBytes)).toBe(true);
    expect(answer.headers).toMatchObject({
      "content-type": "image/webp",
      etag: `"${sha256Of(photoBytes)}"`,
      "cache-control": cacheForAYear,
      "x-content-type-options": "nosniff",
    });
    const head = await shop.app.inject({
      method: "HEAD",
      url: "/uploads/products/ikoyi-loafer-5e1f-400.webp",
    });
    expect(head.statusCode).toBe(200);
  });

  it("answers 304 without the bytes for a matching If-None-Match, and the photo for another", async () => {
    const etag = `"${sha256Of(photoBytes)}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const answer = await served("/uploads/products/ikoyi-loafer-5e1f-400.webp", {
        "if-none-match": ifNoneMatch,
      });
      expect(answer.statusCode, ifNoneMatch).toBe(304);
      expect(answer.rawPayload.length).toBe(0);
      expect(answer.headers).toMatchObject({ etag, "cache-control": cacheForAYear });
    }
    const stale = await served("/uploads/products/ikoyi-loafer-5e1f-400.webp", { "if-none-match": '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(photoBytes)).toBe(true);
  });

  it("keeps a photo it served in memory: the next visitor costs the store nothing", async () => {
    const name = "products/kept-tote-7a7a-400.webp";
    await shop.photos.store.put(name, photoBytes, "image/webp");
    expect((await served(`/uploads/${name}`)).statusCode).toBe(200);
    await shop.photos.store.delete([name]);
    const again = await served(`/uploads/${name}`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(photoBytes)).toBe(true);
    expect(
      (await served(`/uploads/${name}`, { "if-none-match": `"${sha256Of(photoBytes)}"` })).statusCode,
    ).toBe(304);
  });

  it("answers 404, never a 500, for a name it does not hold or never takes", async () => {
    for (const url of [
      "/uploads/products/none.webp",
      "/uploads/products/none.webp?x=1",
      "/uploads/",
      "/uploads/products/",
      "/uploads/.hidden.webp",
      "/uploads/products/%2e%2e/secret.webp",
      "/uploads/..%2F..%2Fetc%2Fpasswd",
      "/uploads/products/page.html",
      "/uploads/products/drawing.svg",
      `/uploads/${"a".repeat(400)}.webp`,
    ]) {
      const answer = await served(url, { "if-none-match": '"x"' });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ status: 404 });
      expect((await served(url)).statusCode, url).toBe(404);
    }
  });

  it("answers 503 with Retry-After, not 500, while the database cannot be reached", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "oja-photos-"));
    const config = await loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      JWT_SECRET: "test-secret-test-secret-test-secret-123",
      LOG_LEVEL: "silent",
    });
    // Nothing listens on port 1: every query fails as a database that went away does.
    const database = openPostgres("postgres://postgres@127.0.0.1:1/oja", { max: 1 });
    const { app } = await buildApp({ config, database, logger: false, pollMail: false, sweepPhotos: false });
    try {
      for (const headers of [{}, { "if-none-match": '"x"' }]) {
        const answer = await app.inject({
          method: "GET",
          url: "/uploads/products/ikoyi-loafer-1200.webp",
          headers,
        });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers["retry-after"]).toBeDefined();
      }
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("several processes", () => {
  it("serves a photo uploaded through one process from another, each with a data folder of its own", async () => {
    const other = await createTestApp({}, { database: await anotherProcess(shop.database) });
    try {
      const created = await shop.send("POST", "/admin/products", owner.headers, {
        name: "Lekki Weekender",
        slug: `lekki-weekender-${Date.now().toString(36)}`,
        price: 85000,
        category: "bags",
        sizes: ["One Size"],
        colours: ["#3b2418"],
        description: "<p>Two nights away.</p>",
        stock: 2,
        status: "ACTIVE",
      });
      expect(created.statusCode, created.body).toBe(201);
      const product: AdminProduct = created.json().data;
      const jpeg = await sharp({ create: { width: 500, height: 600, channels: 3, background: "#7a4a2a" } })
        .jpeg()
        .toBuffer();
      const { payload, contentType } = multipart(jpeg);
      const uploaded = await shop.call({
        method: "POST",
        url: `/admin/products/${product.id}/images`,
        payload,
        headers: { ...owner.headers, "content-type": contentType },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const url: string = uploaded.json().data.images[0];
      for (const width of [400, 800, 1200]) {
        const answer = await other.app.inject({
          method: "GET",
          url: url.replace(/-1200\.webp$/, `-${width}.webp`),
        });
        expect(answer.statusCode).toBe(200);
        expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ format: "webp", width });
      }
    } finally {
      await other.close();
    }
  });
});

describe("a shop that kept its photos as files", () => {
  it("imports the pictures of DATA_DIR/uploads into the store once, under the same names, leaving the files", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "oja-uploads-"));
    try {
      await mkdir(path.join(folder, "products"), { recursive: true });
      await mkdir(path.join(folder, "hero"), { recursive: true });
      const bag = Buffer.from("RIFF0000WEBPVP8 an old upload");
      await writeFile(path.join(folder, "products", "old-bag-0a1b2c-800.webp"), bag);
      await writeFile(path.join(folder, "hero", "imported-1920.webp"), Buffer.from("RIFF0000WEBPVP8 hero"));
      // Not pictures the shop serves: left where they are.
      await writeFile(path.join(folder, "products", "notes.txt"), "hello");
      await writeFile(path.join(folder, ".DS_Store"), "x");

      // One stored already (an import cut short, say) keeps its bytes.
      await shop.photos.store.put("hero/imported-1920.webp", Buffer.from("stored first"), "image/webp");
      expect(await importUploadsFolder(shop.photos.store, folder)).toBe(1);
      // Done once: a later start finds the mark and reads nothing.
      await writeFile(path.join(folder, "products", "old-bag-0a1b2c-400.webp"), bag);
      expect(await importUploadsFolder(shop.photos.store, folder)).toBe(0);
      expect(await shop.photos.store.head("products/old-bag-0a1b2c-400.webp")).toBeUndefined();
      expect((await shop.photos.store.get("hero/imported-1920.webp"))?.bytes.toString()).toBe("stored first");
      const answer = await shop.app.inject({
        method: "GET",
        url: "/uploads/products/old-bag-0a1b2c-800.webp",
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(bag)).toBe(true);
      expect(await importUploadsFolder(shop.photos.store, path.join(folder, "missing"))).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("what a backup reads and writes", () => {
  it("lists every stored photo, reads one back and writes one, keeping a name's first bytes", async () => {
    const name = "products/backup-7f7f-400.webp";
    expect(
      await putStoredPhoto(shop.photos.store, { name, bytes: photoBytes, contentType: "image/webp" }),
    ).toBe(true);
    expect(
      await putStoredPhoto(shop.photos.store, {
        name,
        bytes: Buffer.from("other"),
        contentType: "image/webp",
      }),
    ).toBe(false);
    const listed = await listStoredPhotos(shop.photos.store);
    expect(listed.find((photo) => photo.name === name)).toMatchObject({ byteSize: photoBytes.length });
    const read = await readStoredPhoto(shop.photos.store, name);
    expect(read?.bytes.equals(photoBytes)).toBe(true);
    expect(read?.sha256).toBe(sha256Of(photoBytes));
  });
});
