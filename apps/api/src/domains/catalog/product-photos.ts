import { randomBytes } from "node:crypto";
import {
  photoNotAcceptedMessage,
  photoTooManyPixelsMessage,
  photoUnreadableMessage,
  productPhotoMaxPixels,
} from "@oja/contracts/admin-products";
import { imageVariant, productImageWidths } from "@oja/contracts/images";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { Problem } from "../../http/problem.ts";
import type { PhotoStore } from "../photos/photo-store.ts";
import { products } from "./catalog.schema.ts";

// Product photos (docs/architecture.md §1 "Images"): an uploaded photo becomes the same 4:5 WebP variants
// as the demo catalogue's drawings, put into the photo store every process serves /uploads/ from.

/** Every variant is encoded alike, whether drawn by the seed or uploaded by the owner. */
const variantWebp = { quality: 78, effort: 4 } as const;

/** The shop shows products at 4:5 (ProductImage in apps/web); photos are cut to that once, here. */
const heightPerWidth = 5 / 4;

/** The formats the admin area takes, as sharp names them when it reads the bytes. */
const acceptedFormats = new Set(["jpeg", "png", "webp"]);

export interface Raster {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Stores `<folder>/<baseName>-<width>.webp` for each width, each scaled down from the one raster. The
 * largest goes in last: a start that finds it stored knows the others are (demo-images.ts).
 */
export async function storeWebpVariants(
  raster: Raster,
  store: PhotoStore,
  folder: string,
  baseName: string,
  widths: readonly number[],
): Promise<void> {
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  const variants = await Promise.all(
    [...widths]
      .sort((a, b) => a - b)
      .map(async (width) => ({
        name: `${folder}/${baseName}-${width}.webp`,
        bytes: await sharp(raster.data, { raw }).resize({ width }).webp(variantWebp).toBuffer(),
      })),
  );
  for (const variant of variants) await store.put(variant.name, variant.bytes, "image/webp");
}

/** The stored names of a product photo's variants, from the URL of its largest (as products list them). */
export function photoVariantNames(url: string): string[] {
  if (!url.startsWith("/uploads/")) return [];
  return productImageWidths.map((width) => imageVariant(url, width).slice("/uploads/".length));
}

/** The photo's format and size as its header states them, read without decoding a pixel. */
async function headerOf(photo: Buffer) {
  try {
    const { format, width, height } = await sharp(photo).metadata();
    return { format, width, height };
  } catch {
    return undefined;
  }
}

/**
 * Stores an uploaded photo of the product `slug` and answers the URL of its largest variant. The
 * bytes decide what the file is, whatever name or type the browser gave it: anything but JPEG, PNG or
 * WebP, is 415, a photo of more than `productPhotoMaxPixels` 413 (before it is decoded), a file that
 * cannot be decoded 400, and nothing is written.
 */
export async function storeProductPhoto(store: PhotoStore, slug: string, photo: Buffer): Promise<string> {
  const header = await headerOf(photo);
  if (!header?.format || !acceptedFormats.has(header.format)) {
    throw new Problem(415, photoNotAcceptedMessage, [`image: ${photoNotAcceptedMessage}`]);
  }
  if (header.width * header.height > productPhotoMaxPixels) {
    const message = photoTooManyPixelsMessage(header.width, header.height);
    throw new Problem(413, message, [`image: ${message}`]);
  }
  const largest = Math.max(...productImageWidths);
  let raster: Raster;
  try {
    // The limit again where the pixels are decoded, should a header understate them.
    const { data, info } = await sharp(photo, { limitInputPixels: productPhotoMaxPixels })
      // Phones store portraits sideways with an orientation tag; turn the pixels upright.
      .rotate()
      .resize({ width: largest, height: Math.round(largest * heightPerWidth), fit: "cover" })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    raster = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    // The header said JPEG, PNG or WebP but the picture itself is broken (cut short, say).
    throw new Problem(400, photoUnreadableMessage, [`image: ${photoUnreadableMessage}`]);
  }
  // A new name for every upload: variants are cached for a year, so a name never changes content.
  const baseName = `${slug}-${randomBytes(5).toString("hex")}`;
  await storeWebpVariants(raster, store, "products", baseName, productImageWidths);
  return `/uploads/products/${baseName}-${largest}.webp`;
}

/** The stored names of every variant of every photo a product shows (the photo sweeper keeps them). */
export async function productPhotoNames(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ url: sql<string>`unnest(${products.images})` }).from(products);
  return rows.flatMap((row) => photoVariantNames(row.url));
}
