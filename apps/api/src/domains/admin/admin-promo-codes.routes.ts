import { adminReplaceRule } from "@oja/contracts/admin";
import { adminPromoCodeBodySchema } from "@oja/contracts/admin-promo-codes";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireEveryField } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { auditedChange, recordAdminWrite } from "../audit/audit.service.ts";
import {
  createPromoCode,
  listPromoCodesForAdmin,
  promoCodeForAdmin,
  updatePromoCode,
} from "../promotions/promo-codes-admin.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The promo codes in the owner's admin (docs/architecture.md §8): list with their uses, add, read, change
// (expiring one included).

export const adminPromoCodesRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (
  api,
  { db, guard },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.promoCodes.list, {
      tags,
      summary: "Every promo code, newest first, with its uses so far",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Promo codes",
      data: await listPromoCodesForAdmin(db, request.query.page, request.query.limit),
    }),
  });

  api.route({
    ...routeOf(routes.admin.promoCodes.create, {
      tags,
      summary:
        "Add a promo code: a percentage (1–100) or a fixed amount in naira off the discounted subtotal",
      description: `${staffOnly} 400 with one entry per field; 409 for a code another one has.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request, reply) => {
      const admin = signedInUser(request);
      const promoCode = await db.transaction(async (tx) => {
        const created = await createPromoCode(tx, request.body);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "promo-code.create",
          subjectType: "promo-code",
          subjectId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
      return reply
        .code(201)
        .send({ status: 201, message: `The promo code ${promoCode.code} has been added.`, data: promoCode });
    },
  });

  api.route({
    ...routeOf(routes.admin.promoCodes.get, {
      tags,
      summary: "One promo code with its uses so far",
      description: `${staffOnly} 404 for an unknown code.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Promo code",
      data: await promoCodeForAdmin(db, request.params.id),
    }),
  });

  api.route({
    ...routeOf(routes.admin.promoCodes.update, {
      tags,
      summary: "Change a promo code, every field of it; expiring it sets `expiresAt` to now",
      description:
        `${staffOnly} ${adminReplaceRule} 400 with one entry per field (also a usage limit below ` +
        "the uses so far); 404 unknown; 409 for a code another one has.",
      security: signedInSecurity,
    }),
    onRequest,
    preValidation: requireEveryField(adminPromoCodeBodySchema),
    handler: async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        {
          adminId: admin.id,
          action: "promo-code.update",
          subjectType: "promo-code",
          subjectId: request.params.id,
        },
        (tx) => updatePromoCode(tx, request.params.id, request.body),
      );
      const message = after.expired
        ? `The promo code ${after.code} has been saved; it has expired.`
        : `The promo code ${after.code} has been saved.`;
      return { status: 200, message, data: after };
    },
  });
};
