import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import {
  photoNotAcceptedMessage,
  photoTooManyPixelsMessage,
  photoUnreadableMessage,
  productPhotoMaxPixels,
} from "@oja/contracts/admin-products";
import { productImageWidths } from "@oja/contracts/images";
import sharp from "sharp";
import { Problem } from "../../http/problem.ts";

// Product photos as files (docs/architecture.md §1 "Images"): an uploaded photo becomes the same 4:5 WebP variants
// as the demo catalogue's drawings, under the uploads folder the app serves with long cache headers.

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

/** Writes `<baseName>-<width>.webp` for each width, each scaled down from the one raster. */
export async function writeWebpVariants(
  raster: Raster,
  outDir: string,
  baseName: string,
  widths: readonly number[],
): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  await Promise.all(
    widths.map((width) =>
      sharp(raster.data, { raw })
        .resize({ width })
        .webp(variantWebp)
        .toFile(path.join(outDir, `${baseName}-${width}.webp`)),
    ),
  );
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
export async function storeProductPhoto(uploadsDir: string, slug: string, photo: Buffer): Promise<string> {
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
  await writeWebpVariants(raster, path.join(uploadsDir, "products"), baseName, productImageWidths);
  return `/uploads/products/${baseName}-${largest}.webp`;
}
