import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../test/s3-server.ts";
import { createTestApp } from "../../test/test-app.ts";
import { sha256Of } from "./photo-store.ts";
import { sweepUnusedPhotos } from "./photo-sweeper.ts";
import { s3PhotoStore } from "./s3-photo-store.ts";

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server("oja-photos");
});
afterAll(() => s3.stop());

function storeUnder(prefix: string) {
  const env = s3.env(prefix);
  return s3PhotoStore({
    storageUrl: env.STORAGE_URL ?? "",
    endpoint: env.S3_ENDPOINT ?? "",
    region: env.S3_REGION ?? "",
    accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
  });
}

describe("the photo store on S3-compatible storage", () => {
  it("puts a photo once, reads it back with its hash and lists it under its prefix only", async () => {
    const store = storeUnder("shop-a");
    const other = storeUnder("shop-b");
    const bytes = Buffer.from("not really a webp, but bytes are bytes");
    expect(await store.put("products/bag-1a2b-400.webp", bytes, "image/webp")).toBe(true);
    expect(await store.put("products/bag-1a2b-400.webp", Buffer.from("other"), "image/webp")).toBe(false);

    const photo = await store.get("products/bag-1a2b-400.webp");
    expect(photo?.bytes.equals(bytes)).toBe(true);
    expect(photo).toMatchObject({
      contentType: "image/webp",
      byteSize: bytes.length,
      sha256: sha256Of(bytes),
    });
    expect(await store.head("products/bag-1a2b-400.webp")).toMatchObject({ sha256: sha256Of(bytes) });
    expect(await store.get("products/none.webp")).toBeUndefined();
    expect(await store.head("products/none.webp")).toBeUndefined();

    expect((await store.list("products/")).map((entry) => entry.name)).toEqual([
      "products/bag-1a2b-400.webp",
    ]);
    expect(await other.list()).toEqual([]);

    await store.delete(["products/bag-1a2b-400.webp", "products/never-there.webp"]);
    expect(await store.get("products/bag-1a2b-400.webp")).toBeUndefined();
  });
});

describe("a shop with STORAGE_URL", () => {
  it("serves the bucket's photos with their ETag and 304, and sweeps the unused ones from it", async () => {
    const shop = await createTestApp(s3.env("shop-c"));
    try {
      expect(shop.photos.store.kind).toBe("s3");
      const bytes = Buffer.from("RIFF0000WEBPVP8 in the bucket");
      await shop.photos.store.put("products/stray-9c9c-400.webp", bytes, "image/webp");
      const answer = await shop.app.inject({ method: "GET", url: "/uploads/products/stray-9c9c-400.webp" });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(bytes)).toBe(true);
      expect(answer.headers).toMatchObject({
        "content-type": "image/webp",
        etag: `"${sha256Of(bytes)}"`,
        "cache-control": "public, max-age=31536000, immutable",
      });
      const again = await shop.app.inject({
        method: "GET",
        url: "/uploads/products/stray-9c9c-400.webp",
        headers: { "if-none-match": `"${sha256Of(bytes)}"` },
      });
      expect(again.statusCode).toBe(304);
      expect((await shop.app.inject({ method: "GET", url: "/uploads/products/none.webp" })).statusCode).toBe(
        404,
      );

      const sweep = {
        folder: "products/",
        inUse: async () => new Set<string>(),
        graceMs: 0,
      };
      expect(await sweepUnusedPhotos(shop.db, shop.photos.store, sweep)).toBe(0);
      expect(await sweepUnusedPhotos(shop.db, shop.photos.store, sweep)).toBe(1);
      expect(await shop.photos.store.head("products/stray-9c9c-400.webp")).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it("is refused by the server with an unknown access key", async () => {
    const env = s3.env("shop-d");
    const store = s3PhotoStore({
      storageUrl: env.STORAGE_URL ?? "",
      endpoint: env.S3_ENDPOINT ?? "",
      region: env.S3_REGION ?? "",
      accessKeyId: "NOT-A-KEY",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    });
    await expect(store.put("products/x-400.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/403/);
  });
});
