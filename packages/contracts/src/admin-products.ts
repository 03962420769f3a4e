import { z } from "zod";
import { adminPageSize, adminSearchSchema } from "./admin.ts";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";
import { productStatuses } from "./catalog.ts";
import { grouped, largestPriceNaira, smallestAmountNaira } from "./money.ts";
import { nairaSchema } from "./money-input.ts";
import { skuMaxLength, skuPattern } from "./variants.ts";

// The admin area's products (docs/architecture.md §8): the list, one product as the owner writes it, its photos.

export const adminProductListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  search: adminSearchSchema,
  category: z.string().trim().max(60).optional(),
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(", ")}` }).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductPathSchema = z.object({ id: idParamSchema("a product's id") });

/** The longest name and slug a product may have, and the longest description (HTML). */
export const productNameMaxLength = 120;
export const productSlugMaxLength = 120;
export const productDescriptionMaxLength = 20_000;
/** A colour as the owner writes it: a hex value such as #9a5b2e. */
export const hexColourPattern = /^#[0-9a-f]{6}$/i;
/** The most colours one product is made in. */
export const productColoursMax = 20;

/** The most pieces of one product, or of one of its sizes and colours, the admin area takes. */
export const largestStock = 1_000_000;

const stockSchema = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must not be negative")
  .max(largestStock, "must be at most 1,000,000");

/** A product as the owner writes it: every field the shop shows, plus stock and status. */
export const adminProductBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "must be at least 2 characters")
    .max(productNameMaxLength, `must be at most ${productNameMaxLength} characters`),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by single hyphens")
    .max(productSlugMaxLength, `must be at most ${productSlugMaxLength} characters`),
  /** Naira. */
  price: nairaSchema({ least: smallestAmountNaira, most: largestPriceNaira, what: "a price in naira" }),
  /** The category's slug, e.g. "bags"; the category as GET answers it is taken too, by its slug. */
  category: z.union(
    [
      z.string().trim().min(1, "This field is required"),
      z.object({ slug: z.string().trim().min(1) }).transform((category) => category.slug),
    ],
    { error: "must be a category's slug, such as bags" },
  ),
  sizes: z
    .array(
      z.string().trim().min(1, "a size must not be blank").max(30, "a size must be at most 30 characters"),
    )
    .min(1, "must name at least one size, or One Size")
    .max(30, "must be at most 30 sizes"),
  colours: z
    .array(z.string().regex(hexColourPattern, "a colour must be a hex value such as #9a5b2e"))
    .min(1, "must name at least one colour")
    .max(productColoursMax, `must be at most ${productColoursMax} colours`),
  /** HTML; sanitised when written. */
  description: z
    .string()
    .trim()
    .min(1, "This field is required")
    .max(productDescriptionMaxLength, `must be at most ${grouped(productDescriptionMaxLength)} characters`),
  /** The opening stock, spread over the sizes × colours (docs/decisions/029-variants.md). */
  stock: stockSchema,
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(", ")}` }),
});
export type AdminProductBody = z.infer<typeof adminProductBodySchema>;

/**
 * A product's change: every field but its stock, which is its variants' and is set in the grid
 * (`PUT admin/products/{id}/variants`). A `stock` sent anyway, as the product GET answers it, is not written.
 */
export const adminProductChangeSchema = adminProductBodySchema.omit({ stock: true });
export const adminProductChangeBodySchema = adminProductChangeSchema.extend({
  stock: stockSchema.optional(),
});
export type AdminProductChangeBody = z.infer<typeof adminProductChangeBodySchema>;

/** One size × colour of a product as the admin area shows it; `price` null: the product's price. */
export const adminVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  size: z.string(),
  colour: z.string(),
  stock: z.number().int(),
  price: z.number().nullable(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  category: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  sizes: z.array(z.string()),
  colours: z.array(z.string()),
  description: z.string(),
  images: z.array(z.string()),
  /** The sum of its variants' stock. */
  stock: z.number().int(),
  status: z.enum(productStatuses),
  unitsSold: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its sizes × colours, size first, in the order the product lists them. */
  variants: z.array(adminVariantSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = envelopeSchema(adminProductSchema);
export const adminProductListResponseSchema = envelopeSchema(
  z.object({ products: z.array(adminProductSchema), pagination: paginationSchema }),
);

// --- Sizes and colours -----------------------------------------------------------------------------

/** The most variants one product has: every size by every colour. */
export const productVariantsMax = 30 * productColoursMax;

/** The grid's write: for each size × colour named by its id, its SKU, stock and own price (null: none). */
export const adminVariantsBodySchema = z.object({
  variants: z
    .array(
      z.object({
        id: idParamSchema("the id of one of the product's sizes and colours"),
        sku: z
          .string({ error: "This field is required" })
          .trim()
          .toUpperCase()
          .min(1, "This field is required")
          .max(skuMaxLength, `must be at most ${skuMaxLength} characters`)
          .regex(skuPattern, "must be letters and digits, joined by hyphens, dots or underscores"),
        stock: stockSchema,
        price: nairaSchema({
          least: smallestAmountNaira,
          most: largestPriceNaira,
          what: "a price in naira",
        }).nullable(),
      }),
    )
    .min(1, "must name at least one size and colour")
    .max(productVariantsMax, `must be at most ${productVariantsMax} sizes and colours`)
    .refine((variants) => new Set(variants.map((variant) => variant.id)).size === variants.length, {
      error: "must name each size and colour once",
    })
    .refine((variants) => new Set(variants.map((variant) => variant.sku)).size === variants.length, {
      error: "must give each size and colour its own SKU",
    }),
});
export type AdminVariantsBody = z.infer<typeof adminVariantsBodySchema>;

export const skuTakenMessage = (sku: string) =>
  `Another size and colour already has the SKU ${sku}. Choose another.`;
export const variantsChangedMessage =
  "The product's sizes or colours have changed since this page was loaded. Reload it and try again.";
export const variantsSavedMessage = "The stock, SKUs and prices have been saved.";

export const slugTakenMessage = "Another product already has this slug. Choose another.";
export const unknownCategoryMessage = "There is no such category.";

// --- Product photos -------------------------------------------------------------------------------

/** The largest photo the admin area takes: a phone's full-size JPEG fits. */
export const productPhotoMaxMegabytes = 8;
export const productPhotoMaxBytes = productPhotoMaxMegabytes * 1024 * 1024;
/** A product shows at most this many photos; the database holds to it when two uploads race. */
export const productPhotoMaxCount = 12;
/** The most pixels a photo may have: a few bytes can say 16,000 × 16,000, which takes seconds to decode. */
export const productPhotoMaxPixels = 40_000_000;
/** What the file input offers; the API checks the bytes themselves, not this. */
export const productPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;

export const photoTooLargeMessage = `The photo is larger than ${productPhotoMaxMegabytes} MB. Choose a smaller one.`;
export const photoNotAcceptedMessage = "Choose a JPEG, PNG or WebP photo: this file is none of them.";
export const photoUnreadableMessage = "The photo could not be read: it may be cut short. Choose another.";
export const photoMissingMessage = "Choose a photo to upload.";
export const photoTooManyPixelsMessage = (width: number, height: number) =>
  `The photo is ${width} × ${height} pixels; the largest the shop takes is ${productPhotoMaxPixels / 1_000_000} megapixels. Choose a smaller one.`;
export const tooManyPhotosMessage = `A product has at most ${productPhotoMaxCount} photos. Remove one first.`;
export const photosChangedMessage =
  "The product's photos have changed since this page was loaded. Reload it and try again.";
export const photoNotOnProductMessage = "This product has no such photo.";

/** A photo is named by its file, as the product lists it, e.g. `yaba-satchel-3f9c2a1b7d-1200.webp`. */
export const adminProductImagePathSchema = adminProductPathSchema.extend({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, "must be the file name of one of the product's photos"),
});

/** The product's photos in their new order: the same photos as now, each once. */
export const adminProductImagesBodySchema = z.object({
  images: z
    .array(z.string().max(500, "an image must be at most 500 characters"))
    .max(productPhotoMaxCount, `must be at most ${productPhotoMaxCount} images`),
});

/** The file name that names a photo in `DELETE admin/products/{id}/images/{name}`. */
export function photoName(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}
