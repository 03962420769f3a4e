import {
  type AdminProduct,
  photoName,
  photoNotAcceptedMessage,
  photosChangedMessage,
  photoTooLargeMessage,
  productPhotoMaxBytes,
  productPhotoMaxCount,
} from "@oja/contracts/admin-products";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { auditEntriesOf } from "../../test/admin.ts";
import { multipart } from "../../test/products.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A product's photos in the admin area (issue 15): an upload becomes the shop's 4:5 WebP variants and
// joins the product's photos, judged by its bytes and its size; reordering and removing; who may do
// it; and the audit log of each.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

function upload(
  productId: string,
  file: Buffer,
  options: Parameters<typeof multipart>[1] = {},
  headers = owner.headers,
) {
  const { payload, contentType } = multipart(file, options);
  return shop.call({
    method: "POST",
    url: `/admin/products/${productId}/images`,
    payload,
    headers: { ...headers, "content-type": contentType },
  });
}

/** A landscape photo, so the 4:5 cut shows. */
function photo(format: "jpeg" | "png" | "webp" | "gif") {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#9a5b2e" } })
    .toFormat(format)
    .toBuffer();
}

async function newProduct(): Promise<AdminProduct> {
  const created = await shop.send("POST", "/admin/products", owner.headers, {
    name: "Ikoyi Card Holder",
    slug: `ikoyi-card-holder-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    price: 25000,
    category: "accessories",
    sizes: ["One Size"],
    colours: ["#3b2418"],
    description: "<p>Six slots.</p>",
    stock: 4,
    status: "ACTIVE",
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

const auditOf = (productId: string) => auditEntriesOf(shop, owner, productId);

describe("uploading a product photo", () => {
  it("turns a JPEG, a PNG and a WebP into 4:5 WebP variants the shop shows, in the order sent", async () => {
    const product = await newProduct();
    // Read once first, so that the shop's kept answer must go stale with each photo.
    expect((await shop.get(`/products/${product.slug}`)).json().data.product.images).toEqual([]);
    const urls: string[] = [];
    for (const format of ["jpeg", "png", "webp"] as const) {
      const answer = await upload(product.id, await photo(format), {
        filename: `photo.${format}`,
        type: `image/${format}`,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().message).toBe("The photo has been added.");
      urls.push(answer.json().data.images.at(-1));
    }
    for (const url of urls) expect(url).toMatch(/^\/uploads\/products\/ikoyi-card-holder-.+-1200\.webp$/);
    for (const width of [400, 800, 1200]) {
      // Served from the photo store, as every process serves it.
      const served = await shop.app.inject({
        method: "GET",
        url: (urls[0] ?? "").replace(/-1200\.webp$/, `-${width}.webp`),
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: (width * 5) / 4 });
    }
    const inShop = await shop.get(`/products/${product.slug}`);
    expect(inShop.json().data.product.images).toEqual(urls);
    const writes = (await auditOf(product.id)).map((entry) => entry.action);
    expect(writes.filter((action) => action === "product.photo.add")).toHaveLength(3);
  });

  it("refuses what is not a JPEG, PNG or WebP by its bytes, whatever type it claims, with 415", async () => {
    const product = await newProduct();
    const claimsPng = await upload(product.id, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), {
      filename: "photo.png",
      type: "image/png",
    });
    expect(claimsPng.statusCode).toBe(415);
    expect(claimsPng.json()).toMatchObject({
      message: photoNotAcceptedMessage,
      errors: [`image: ${photoNotAcceptedMessage}`],
    });
    const gif = await upload(product.id, await photo("gif"), { filename: "photo.gif", type: "image/gif" });
    expect(gif.statusCode).toBe(415);
    const jpeg = await photo("jpeg");
    const cutShort = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const broken = await upload(product.id, cutShort);
    expect(broken.statusCode).toBe(400);
    const now = await shop.send("GET", `/admin/products/${product.id}`, owner.headers);
    expect(now.json().data.images).toEqual([]);
    expect(await auditOf(product.id)).toHaveLength(1);
  });

  it("refuses a photo over 8 MB with 413 and a sentence, and a form without a photo with 400", async () => {
    const product = await newProduct();
    const tooBig = await upload(product.id, Buffer.alloc(productPhotoMaxBytes + 1, 7));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ status: 413, message: photoTooLargeMessage });
    const wrongField = await upload(product.id, await photo("jpeg"), { field: "picture" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ message: "Choose a photo to upload." });
    const json = await shop.send("POST", `/admin/products/${product.id}/images`, owner.headers, {
      image: "not a file",
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual(["image: Choose a photo to upload."]);
  });

  it("refuses a photo of 16,000 × 16,000 pixels, small in bytes, with a quick 413 before decoding it", async () => {
    const product = await newProduct();
    // A flat colour compresses to under a megabyte whatever its size in pixels.
    const huge = await sharp(Buffer.alloc(16_000 * 16_000, 154), {
      raw: { width: 16_000, height: 16_000, channels: 1 },
    })
      .png({ adaptiveFiltering: false })
      .toBuffer();
    expect(huge.length).toBeLessThan(productPhotoMaxBytes);
    const storedBefore = await shop.photos.store.list();
    const started = performance.now();
    const refused = await upload(product.id, huge, { filename: "photo.png", type: "image/png" });
    const took = performance.now() - started;
    expect(refused.statusCode, refused.body).toBe(413);
    const message =
      "The photo is 16000 × 16000 pixels; the largest the shop takes is 40 megapixels. Choose a smaller one.";
    expect(refused.json()).toEqual({ status: 413, message, errors: [`image: ${message}`] });
    // Decoding it would hold the process for seconds; its header alone is read in milliseconds.
    expect(took).toBeLessThan(1000);
    expect(await shop.photos.store.list()).toEqual(storedBefore);
    const now = await shop.send("GET", `/admin/products/${product.id}`, owner.headers);
    expect(now.json().data.images).toEqual([]);
    expect(await auditOf(product.id)).toHaveLength(1);
  }, 60_000);

  it("answers 404 for an unknown product and 409 past the limit of photos", async () => {
    const unknown = await upload("00000000-0000-4000-8000-000000000000", await photo("jpeg"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We could not find that product.");
    const product = await newProduct();
    const jpeg = await photo("jpeg");
    const answers = await Promise.all(
      Array.from({ length: productPhotoMaxCount + 2 }, () => upload(product.id, jpeg)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(productPhotoMaxCount);
    expect(codes.filter((code) => code === 409)).toHaveLength(2);
    const now = await shop.send("GET", `/admin/products/${product.id}`, owner.headers);
    expect(now.json().data.images).toHaveLength(productPhotoMaxCount);
  });
});

describe("who may change photos", () => {
  it("answers 401 without a session and 403 for a shopper, before reading the photo", async () => {
    const product = await newProduct();
    const shopper = await signedInShopper(shop);
    const jpeg = await photo("jpeg");
    const name = "ikoyi-card-holder-1-1200.webp";
    expect((await upload(product.id, jpeg, {}, {})).statusCode).toBe(401);
    const refused = await upload(product.id, jpeg, {}, shopper.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the shop's staff may do this.");
    for (const [method, url] of [
      ["PUT", `/admin/products/${product.id}/images`],
      ["DELETE", `/admin/products/${product.id}/images/${name}`],
    ] as const) {
      expect((await shop.call({ method, url, payload: { images: [] } })).statusCode, url).toBe(401);
      expect((await shop.send(method, url, shopper.headers, { images: [] })).statusCode, url).toBe(403);
    }
    const now = await shop.send("GET", `/admin/products/${product.id}`, owner.headers);
    expect(now.json().data.images).toEqual([]);
  });
});

describe("reordering and removing photos", () => {
  async function withPhotos(count: number) {
    const product = await newProduct();
    for (let added = 0; added < count; added += 1) {
      expect((await upload(product.id, await photo("jpeg"))).statusCode).toBe(201);
    }
    const now = await shop.send("GET", `/admin/products/${product.id}`, owner.headers);
    return now.json().data as AdminProduct;
  }

  it("puts the photos in a new order, and refuses any list that is not the same photos", async () => {
    const product = await withPhotos(3);
    const [first, second, third] = product.images as [string, string, string];
    const url = `/admin/products/${product.id}/images`;
    expect((await shop.get(`/products/${product.slug}`)).json().data.product.images[0]).toBe(first);
    const reordered = await shop.send("PUT", url, owner.headers, { images: [third, first, second] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json()).toMatchObject({
      message: "The photos are in their new order.",
      data: { images: [third, first, second] },
    });
    expect((await shop.get(`/products/${product.slug}`)).json().data.product.images[0]).toBe(third);
    for (const images of [
      [first, second],
      [first, second, second],
      [first, second, "/uploads/other.webp"],
      [],
    ]) {
      const refused = await shop.send("PUT", url, owner.headers, { images });
      expect(refused.statusCode, JSON.stringify(images)).toBe(409);
      expect(refused.json().message).toBe(photosChangedMessage);
    }
    const unknown = await shop.send(
      "PUT",
      "/admin/products/00000000-0000-4000-8000-000000000000/images",
      owner.headers,
      { images: [] },
    );
    expect(unknown.statusCode).toBe(404);
    const log = await auditOf(product.id);
    expect(log[0]).toMatchObject({
      action: "product.photo.reorder",
      before: { images: [first, second, third] },
      after: { images: [third, first, second] },
    });
  });

  it("removes one photo by its file name, and answers 404 for a photo the product does not have", async () => {
    const product = await withPhotos(2);
    const [first, second] = product.images as [string, string];
    const removed = await shop.send(
      "DELETE",
      `/admin/products/${product.id}/images/${photoName(first)}`,
      owner.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: "The photo has been removed.",
      data: { images: [second] },
    });
    const again = await shop.send(
      "DELETE",
      `/admin/products/${product.id}/images/${photoName(first)}`,
      owner.headers,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This product has no such photo.");
    const unknownProduct = await shop.send(
      "DELETE",
      `/admin/products/00000000-0000-4000-8000-000000000000/images/${photoName(second)}`,
      owner.headers,
    );
    expect(unknownProduct.statusCode).toBe(404);
    const badName = await shop.send(
      "DELETE",
      `/admin/products/${product.id}/images/..%2Fsecret`,
      owner.headers,
    );
    expect(badName.statusCode).toBe(400);
    // The photo stays in the store until the sweeper finds nothing shows it (photos.test.ts).
    expect(await shop.photos.store.head(`products/${photoName(first)}`)).toBeDefined();
    const log = await auditOf(product.id);
    expect(log[0]).toMatchObject({
      action: "product.photo.remove",
      before: { images: [first, second] },
      after: { images: [second] },
    });
  });
});

describe("the OpenAPI document", () => {
  it("describes the photo calls, the upload as multipart with a binary file", async () => {
    const document = (await shop.get("/openapi.json")).json();
    const photos = document.paths["/api/v1/admin/products/{id}/images"];
    expect(Object.keys(photos).sort()).toEqual(["post", "put"]);
    expect(photos.post.requestBody.content["multipart/form-data"].schema.properties.image).toMatchObject({
      type: "string",
      format: "binary",
    });
    expect(document.paths["/api/v1/admin/products/{id}/images/{name}"].delete).toBeDefined();
  });
});
