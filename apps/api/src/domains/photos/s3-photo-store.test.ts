import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../test/s3-server.ts";
import { sha256Of } from "./photo-store.ts";
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
