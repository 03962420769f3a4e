import { adminReplaceRule } from "@oja/contracts/admin";
import { routes } from "@oja/contracts/routes";
import { sizeGuideMessages, sizeGuideSchema } from "@oja/contracts/size-guides";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireEveryField } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { auditedChange } from "../audit/audit.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { everySizeGuide, removeSizeGuide, saveSizeGuide } from "../catalog/size-guides.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// Each category's size guide in the owner's admin (docs/decisions/031-size-guides.md): read all,
// write one whole, or take one away. Every write is audited and makes the shop's kept answers stale.

export interface AdminSizeGuidesRoutesOptions extends ShopperRoutesOptions {
  catalogChanged: CatalogChanged;
}

export const adminSizeGuidesRoutes: FastifyPluginAsyncZod<AdminSizeGuidesRoutesOptions> = async (
  api,
  { db, guard, catalogChanged },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.sizeGuides.list, {
      tags,
      summary: "Every category with its size guide (null where it has none), in the shop's order",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async () => ({ status: 200, message: "Size guides", data: await everySizeGuide(db) }),
  });

  api.route({
    ...routeOf(routes.admin.sizeGuides.save, {
      tags,
      summary: "Write a category's size guide: title, columns, rows (one cell per column) and note",
      description:
        `${staffOnly} ${adminReplaceRule} At most 8 columns and 40 rows of cells of at most 40 ` +
        "characters, a title of 80 and a note of 500; 400 with one entry per field, 404 for a " +
        "category the shop does not have. The product pages of the category show it at once.",
      security: signedInSecurity,
    }),
    onRequest,
    preValidation: requireEveryField(sizeGuideSchema),
    handler: async (request) => {
      const admin = signedInUser(request);
      const slug = request.params.category;
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "size-guide.save", subjectType: "size-guide", subjectId: slug },
        (tx) => saveSizeGuide(tx, slug, request.body),
      );
      await catalogChanged();
      return { status: 200, message: sizeGuideMessages.saved(after.category.name), data: after };
    },
  });

  api.route({
    ...routeOf(routes.admin.sizeGuides.remove, {
      tags,
      summary: "Take a category's size guide away; its product pages then offer none",
      description: `${staffOnly} 404 for a category the shop does not have.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const slug = request.params.category;
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "size-guide.remove", subjectType: "size-guide", subjectId: slug },
        (tx) => removeSizeGuide(tx, slug),
      );
      await catalogChanged();
      return { status: 200, message: sizeGuideMessages.removed(after.category.name), data: after };
    },
  });
};
