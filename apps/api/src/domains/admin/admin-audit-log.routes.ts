import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { customerContacts } from "../accounts/accounts.service.ts";
import { type ShopperRoutesOptions, signedInSecurity } from "../accounts/user-guard.ts";
import { auditEntries } from "../audit/audit.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The audit log in the owner's admin (docs/architecture.md §8): every write made there, newest first.

export const adminAuditLogRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (
  api,
  { db, guard },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.auditLog, {
      tags,
      summary: "Every write made in the admin area: who, what, when, before and after; newest first",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Audit log",
      data: await auditEntries(db, request.query.page, request.query.limit, customerContacts),
    }),
  });
};
