import { adminReplaceRule } from "@oja/contracts/admin";
import { adminSettingsBodySchema } from "@oja/contracts/admin-settings";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireEveryField } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { auditedChange } from "../audit/audit.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import { getSettings } from "../settings/settings.service.ts";
import { updateSettings } from "../settings/settings-admin.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The settings record in the owner's admin (docs/architecture.md §8): its texts, offices, discount and VAT.

export interface AdminSettingsRoutesOptions extends ShopperRoutesOptions {
  catalogChanged: CatalogChanged;
}

export const adminSettingsRoutes: FastifyPluginAsyncZod<AdminSettingsRoutesOptions> = async (
  api,
  { db, guard, catalogChanged },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.settings.get, {
      tags,
      summary: "The settings record as the admin area edits it: texts, offices, discount and VAT",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async () => ({ status: 200, message: "Settings", data: await getSettings(db, "default") }),
  });

  api.route({
    ...routeOf(routes.admin.settings.update, {
      tags,
      summary: "Change the texts (sanitised HTML), the offices, the discount and VAT",
      description:
        `${staffOnly} ${adminReplaceRule} The offices are \`officeLocations\`, as GET answers them: ` +
        "those with an id are changed, those without are added, those left out are removed. 400 with " +
        "one entry per field. New rates reach product prices, carts and new orders at once; orders " +
        "already placed keep their figures.",
      security: signedInSecurity,
    }),
    onRequest,
    // Two texts of up to 20,000 characters each, escaped as JSON, and the offices.
    bodyLimit: 256 * 1024,
    preValidation: requireEveryField(adminSettingsBodySchema),
    handler: async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "settings.update", subjectType: "settings", subjectId: "default" },
        (tx) => updateSettings(tx, request.body),
      );
      // The rates are in every product's salePrice: the catalog's kept answers and the pages' go stale.
      await catalogChanged();
      return { status: 200, message: "The settings have been saved.", data: after };
    },
  });
};
