import { adminReplaceRule } from "@oja/contracts/admin";
import {
  adminProductChangeSchema,
  adminVariantsBodySchema,
  variantsSavedMessage,
} from "@oja/contracts/admin-products";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireEveryField } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { auditedChange, recordAdminWrite } from "../audit/audit.service.ts";
import {
  archiveProduct,
  createProduct,
  listProductsForAdmin,
  productForAdmin,
  setProductVariants,
  updateProduct,
} from "../catalog/catalog-admin.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import { tellWaitingShoppers } from "../stock-alerts/stock-alerts.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The products in the owner's admin (docs/architecture.md §8), whatever their status: list, add, read,
// change and archive. Their photos have routes of their own (product-photos.routes.ts).

export interface AdminProductsRoutesOptions extends ShopperRoutesOptions {
  catalogChanged: CatalogChanged;
  /** Back-in-stock e-mails are queued by a restock and sent after it. */
  mail: MailSender;
  /** The shop's address, for the product links in those e-mails. */
  publicUrl: string;
}

export const adminProductsRoutes: FastifyPluginAsyncZod<AdminProductsRoutesOptions> = async (
  api,
  { db, guard, catalogChanged, mail, publicUrl },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.products.list, {
      tags,
      summary: "Every product whatever its status, last changed first, by search, category and status",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Products",
      data: await listProductsForAdmin(db, request.query),
    }),
  });

  api.route({
    ...routeOf(routes.admin.products.create, {
      tags,
      summary: "Add a product (DRAFT or ARCHIVED ones are not in the shop)",
      description: `${staffOnly} 400 with one entry per field; 409 for a slug another product has.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request, reply) => {
      const admin = signedInUser(request);
      const product = await db.transaction(async (tx) => {
        const created = await createProduct(tx, request.body);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "product.create",
          subjectType: "product",
          subjectId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
      await catalogChanged();
      return reply.code(201).send({ status: 201, message: "The product has been added.", data: product });
    },
  });

  api.route({
    ...routeOf(routes.admin.products.get, {
      tags,
      summary: "One product, whatever its status",
      description: `${staffOnly} 404 for an unknown product.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Product",
      data: await productForAdmin(db, request.params.id),
    }),
  });

  api.route({
    ...routeOf(routes.admin.products.update, {
      tags,
      summary: "Change a product: every field and its status; its stock is set per size and colour",
      description:
        `${staffOnly} ${adminReplaceRule} \`category\` is the category's slug, or the category as GET ` +
        "answers it; the photos change through `images`. `stock` may be left out and is not written: it " +
        "is the sum of the sizes' and colours' stock (`PUT …/variants`); a new size × colour starts at 0. " +
        "400 with one entry per field; 404 unknown; 409 for a slug another product has.",
      security: signedInSecurity,
    }),
    onRequest,
    preValidation: requireEveryField(adminProductChangeSchema),
    handler: async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "product.update", subjectType: "product", subjectId: request.params.id },
        (tx) => updateProduct(tx, request.params.id, request.body),
      );
      await catalogChanged();
      return { status: 200, message: "The product has been saved.", data: after };
    },
  });

  api.route({
    ...routeOf(routes.admin.products.variants, {
      tags,
      summary: "Set the stock, SKU and own price of each of a product's sizes × colours",
      description:
        `${staffOnly} ${adminReplaceRule} Each variant named by its id is set (the product's \`variants\` as ` +
        "GET answers them may be sent back); the others keep theirs. `stock` is the count " +
        "on the shelf, written as it is; `price` null is the product's price. A variant back in stock " +
        "e-mails every shopper waiting for it, once. 400 with one entry per field; 404 unknown product; " +
        "409 for a SKU another variant has, or a variant the product no longer has.",
      security: signedInSecurity,
    }),
    onRequest,
    preValidation: requireEveryField(adminVariantsBodySchema),
    handler: async (request) => {
      const admin = signedInUser(request);
      const { after, told } = await db.transaction(async (tx) => {
        const change = await setProductVariants(tx, request.params.id, request.body);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "product.variants",
          subjectType: "product",
          subjectId: request.params.id,
          before: change.before.variants,
          after: change.after.variants,
        });
        const restock = { productName: change.after.name, slug: change.after.slug, variants: change.inStock };
        return { after: change.after, told: await tellWaitingShoppers(tx, restock, publicUrl) };
      });
      await catalogChanged();
      if (told > 0) mail.nudge();
      return { status: 200, message: variantsSavedMessage, data: after };
    },
  });

  api.route({
    ...routeOf(routes.admin.products.archive, {
      tags,
      summary: "Take a product out of the shop: it is archived, so its orders and reviews keep it",
      description: `${staffOnly} 404 for an unknown product.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        {
          adminId: admin.id,
          action: "product.archive",
          subjectType: "product",
          subjectId: request.params.id,
        },
        (tx) => archiveProduct(tx, request.params.id),
        (product) => ({ status: product.status }),
      );
      await catalogChanged();
      return { status: 200, message: "The product has been archived.", data: after };
    },
  });
};
