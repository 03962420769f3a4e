import { photoName } from "@oja/contracts/admin-products";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { placedOrder } from "../../test/orders.ts";
import { multipart } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { photoVariantNames } from "../catalog/product-photos.ts";
import { photosInUse } from "../orders/photos-in-use.ts";
import type { PhotoStore } from "./photo-store.ts";
import { photoGraceMs, sweepUnusedPhotos } from "./photo-sweeper.ts";

// The photo sweeper (decision 038): a stored product photo that no product nor order shows goes once it
// has stayed unused through the grace period; one in use, or not yet past its grace (an upload under
// way), stays.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

const bytes = Buffer.from("RIFF0000WEBPVP8 bytes");

function sweep(app: TestApp, graceMs: number) {
  return sweepUnusedPhotos(app.db, app.photos.store, {
    folder: "products/",
    inUse: () => photosInUse(app.db),
    graceMs,
  });
}

async function putVariants(store: PhotoStore, url: string) {
  for (const name of photoVariantNames(url)) await store.put(name, bytes, "image/webp");
}

async function stored(store: PhotoStore, url: string) {
  const heads = await Promise.all(photoVariantNames(url).map((name) => store.head(name)));
  return heads.every(Boolean);
}

describe("sweeping unused photos", () => {
  it("deletes a photo nothing shows once unused past the grace; keeps those a product or an order shows", async () => {
    const store = shop.photos.store;
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "ikoyi-penny-loafer");
    const [ordered, shown] = order.items[0]?.product.images ?? [];
    if (!ordered || !shown) throw new Error("the demo loafer has two photos");
    // Taken off the product: only the order shows it now.
    const productId = order.items[0]?.product.id;
    const removed = await shop.send(
      "DELETE",
      `/admin/products/${productId}/images/${photoName(ordered)}`,
      owner.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const orphan = "/uploads/products/gone-bag-00aa11-1200.webp";
    for (const url of [ordered, shown, orphan]) await putVariants(store, url);
    await store.put("hero/bags-640.webp", bytes, "image/webp");

    // The first sweep finds the orphan unused; the next, past the grace, deletes its three variants.
    expect(await sweep(shop, 0)).toBe(0);
    expect(await stored(store, orphan)).toBe(true);
    expect(await sweep(shop, 0)).toBe(3);
    expect(await stored(store, orphan)).toBe(false);
    expect(await stored(store, ordered)).toBe(true);
    expect(await stored(store, shown)).toBe(true);
    expect(await store.head("hero/bags-640.webp")).toBeDefined();
    expect(await sweep(shop, 0)).toBe(0);
  });

  it("keeps an unused photo until it has been unused for the grace period", async () => {
    const store = shop.photos.store;
    const young = "/uploads/products/new-tote-22bb33-1200.webp";
    await putVariants(store, young);
    expect(await sweep(shop, photoGraceMs)).toBe(0);
    expect(await sweep(shop, photoGraceMs)).toBe(0);
    expect(await stored(store, young)).toBe(true);
  });
});

describe.skipIf(!racesCanRun)("uploading while another process sweeps", () => {
  it("never loses a photo a product shows", async () => {
    const other = await createTestApp({}, { database: await anotherProcess(shop.database) });
    try {
      const created = await shop.send("POST", "/admin/products", owner.headers, {
        name: "Yaba Sling",
        slug: `yaba-sling-${Date.now().toString(36)}`,
        price: 30000,
        category: "bags",
        sizes: ["One Size"],
        colours: ["#3b2418"],
        description: "<p>Small.</p>",
        stock: 2,
        status: "ACTIVE",
      });
      expect(created.statusCode, created.body).toBe(201);
      const productId: string = created.json().data.id;
      const jpeg = await sharp({ create: { width: 300, height: 375, channels: 3, background: "#5a3a1a" } })
        .jpeg()
        .toBuffer();
      const { payload, contentType } = multipart(jpeg);
      let uploading = true;
      const uploads = (async () => {
        try {
          for (let count = 0; count < 8; count += 1) {
            const answer = await shop.call({
              method: "POST",
              url: `/admin/products/${productId}/images`,
              payload,
              headers: { ...owner.headers, "content-type": contentType },
            });
            expect(answer.statusCode, answer.body).toBe(201);
          }
        } finally {
          uploading = false;
        }
      })();
      // The other process sweeps, with the shop's grace, as often as it can while the uploads run.
      let sweeps = 0;
      while (uploading) {
        await sweep(other, photoGraceMs);
        sweeps += 1;
      }
      await uploads;
      expect(sweeps).toBeGreaterThan(8);
      const product = await shop.send("GET", `/admin/products/${productId}`, owner.headers);
      const images: string[] = product.json().data.images;
      expect(images).toHaveLength(8);
      for (const url of images) expect(await stored(other.photos.store, url), url).toBe(true);
    } finally {
      await other.close();
    }
  });
});
