import { contactMessageFields, newsletterSubscriptionFields } from "@oja/contracts/content";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { limits } from "../../http/rate-limit.ts";
import { requireFields } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import { type ShopMail, sendContactMessage, subscribeToNewsletter } from "./content.service.ts";

const tags = ["Content"];

export interface ContentRoutesOptions {
  db: Database;
  mail: MailSender;
  shopMail: ShopMail;
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  api,
  { db, mail, shopMail },
) => {
  api.route({
    ...routeOf(routes.content.sendMessage, {
      tags,
      summary: "Send a message from the contact form to the shop's first office (all five fields required)",
    }),
    // A 5,000-character message in any script, escaped as JSON, needs more than the default.
    bodyLimit: 64 * 1024,
    config: { rateLimit: limits.contact },
    preValidation: requireFields(contactMessageFields),
    handler: async (request, reply) => {
      await sendContactMessage(db, request.body, shopMail);
      mail.nudge();
      return reply.code(201).send({
        status: 201,
        message: "Thank you for your message. Our team will get back to you within one working day.",
      });
    },
  });

  api.route({
    ...routeOf(routes.content.subscribe, {
      tags,
      summary: "Join the newsletter; an address already on the list is answered the same, without a copy",
    }),
    config: { rateLimit: limits.newsletter },
    preValidation: requireFields(newsletterSubscriptionFields),
    handler: async (request) => {
      await subscribeToNewsletter(db, request.body, shopMail);
      mail.nudge();
      // The same answer whether or not the address was already on the list, so that the form
      // cannot be used to learn who subscribes.
      return {
        status: 200,
        message: "Thank you for subscribing. Look out for our next letter from the workshop.",
      };
    },
  });
};
