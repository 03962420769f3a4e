import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { recordAdminWrite } from "../audit/audit.service.ts";
import { listContactMessages, markMessageHandled } from "../content/content-admin.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The contact form's messages in the owner's admin (docs/architecture.md §8): read them, and mark each
// handled once it is answered.

export const adminMessagesRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (
  api,
  { db, guard },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.messages.list, {
      tags,
      summary: "Contact messages, newest first; `handled=false` for those still waiting for an answer",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Messages",
      data: await listContactMessages(db, request.query),
    }),
  });

  api.route({
    ...routeOf(routes.admin.messages.markHandled, {
      tags,
      summary: "Mark a contact message handled (a second mark keeps the first time)",
      description: `${staffOnly} 404 for an unknown message.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const marked = await db.transaction(async (tx) => {
        const mark = await markMessageHandled(tx, request.params.id);
        if (mark.changed) {
          await recordAdminWrite(tx, {
            adminId: admin.id,
            action: "message.handled",
            subjectType: "contact-message",
            subjectId: request.params.id,
            before: { handledAt: null },
            after: { handledAt: mark.message.handledAt },
          });
        }
        return mark;
      });
      return {
        status: 200,
        message: marked.changed
          ? `The message from ${marked.message.name} is marked handled.`
          : `The message from ${marked.message.name} was already marked handled.`,
        data: marked.message,
      };
    },
  });
};
