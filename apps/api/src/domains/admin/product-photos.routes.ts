import fastifyMultipart from "@fastify/multipart";
import {
  photoMissingMessage,
  photoTooLargeMessage,
  productPhotoMaxBytes,
  productPhotoMaxCount,
  productPhotoMaxPixels,
  tooManyPhotosMessage,
} from "@oja/contracts/admin-products";
import { routes } from "@oja/contracts/routes";
import type { FastifyError } from "fastify";
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendError } from "../../http/error-handler.ts";
import { badRequest, conflict, Problem } from "../../http/problem.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { auditedChange } from "../audit/audit.service.ts";
import {
  addProductPhoto,
  productForAdmin,
  removeProductPhoto,
  reorderProductPhotos,
} from "../catalog/catalog-admin.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { storeProductPhoto } from "../catalog/product-photos.ts";
import type { PhotoStore } from "../photos/photo-store.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// A product's photos in the owner's admin (docs/architecture.md §8): upload (multipart, one photo of at most 8 MB,
// JPEG, PNG or WebP by its bytes) into the shop's WebP variants, reorder, remove. The only multipart
// calls of the API, so the multipart parser lives in this scope alone.

export interface ProductPhotoRoutesOptions extends ShopperRoutesOptions {
  /** Where the photos' variants go, served at /uploads/ by every process (decision 038). */
  photos: PhotoStore;
  /** A product's photos are in the shop's answers: they go stale with each change. */
  catalogChanged: CatalogChanged;
}

const uploadBodySchema = z.object({
  image: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), photoMissingMessage)
    .meta({
      type: "string",
      format: "binary",
      description: `One photo: JPEG, PNG or WebP, at most ${productPhotoMaxBytes / 1024 / 1024} MB and ${productPhotoMaxPixels / 1_000_000} megapixels.`,
    }),
});

/** The multipart parser's refusals, and a form without a photo, in the admin area's own sentences. */
function asUploadProblem(error: unknown): unknown {
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "body") {
    return badRequest(photoMissingMessage, [`image: ${photoMissingMessage}`]);
  }
  switch ((error as Partial<FastifyError>).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new Problem(413, photoTooLargeMessage, [`image: ${photoTooLargeMessage}`]);
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new Problem(413, "Send one photo at a time.");
    default:
      return error;
  }
}

/** The audit log keeps a photo change's photos, not the whole product. */
const photosOf = (product: { images: string[] }) => ({ images: product.images });

export const productPhotoRoutes: FastifyPluginAsyncZod<ProductPhotoRoutesOptions> = async (
  api,
  { db, guard, photos, catalogChanged },
) => {
  const onRequest = guard.requireAdmin;
  await api.register(fastifyMultipart, {
    // The photo arrives as `request.body.image`, a Buffer, and is checked by the route's schema.
    attachFieldsToBody: "keyValues",
    limits: { fileSize: productPhotoMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  api.setErrorHandler((error, request, reply) => sendError(asUploadProblem(error), request, reply));

  api.route({
    ...routeOf(routes.admin.products.addPhoto, {
      tags,
      summary: "Upload a photo of a product: it becomes 4:5 WebP variants, added after its other photos",
      description:
        `${staffOnly} multipart/form-data with one file field \`image\`. 400 without a photo or with ` +
        "one that cannot be read; 404 unknown product; 409 when it has " +
        `${productPhotoMaxCount} photos already; 413 over ${productPhotoMaxBytes / 1024 / 1024} MB or ` +
        `${productPhotoMaxPixels / 1_000_000} megapixels; ` +
        "415 for anything but JPEG, PNG or WebP (judged by the bytes, not the declared type).",
      security: signedInSecurity,
      body: uploadBodySchema,
    }),
    onRequest,
    handler: async (request, reply) => {
      const admin = signedInUser(request);
      const product = await productForAdmin(db, request.params.id);
      // Refused before the work of drawing variants; the update below holds to it under a race.
      if (product.images.length >= productPhotoMaxCount) throw conflict(tooManyPhotosMessage);
      const url = await storeProductPhoto(photos, product.slug, request.body.image);
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "product.photo.add", subjectType: "product", subjectId: product.id },
        (tx) => addProductPhoto(tx, product.id, url),
        photosOf,
      );
      await catalogChanged();
      return reply.code(201).send({ status: 201, message: "The photo has been added.", data: after });
    },
  });

  api.route({
    ...routeOf(routes.admin.products.reorderPhotos, {
      tags,
      summary: "Put a product's photos in a new order (the first one is its picture in the shop)",
      description: `${staffOnly} 404 unknown product; 409 unless \`images\` holds exactly the product's photos, each once.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        {
          adminId: admin.id,
          action: "product.photo.reorder",
          subjectType: "product",
          subjectId: request.params.id,
        },
        (tx) => reorderProductPhotos(tx, request.params.id, request.body.images),
        photosOf,
      );
      await catalogChanged();
      return { status: 200, message: "The photos are in their new order.", data: after };
    },
  });

  api.route({
    ...routeOf(routes.admin.products.removePhoto, {
      tags,
      summary: "Take one photo off a product, named by its file",
      description: `${staffOnly} 404 for an unknown product or a photo it does not have.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        {
          adminId: admin.id,
          action: "product.photo.remove",
          subjectType: "product",
          subjectId: request.params.id,
        },
        (tx) => removeProductPhoto(tx, request.params.id, request.params.name),
        photosOf,
      );
      await catalogChanged();
      return { status: 200, message: "The photo has been removed.", data: after };
    },
  });
};
