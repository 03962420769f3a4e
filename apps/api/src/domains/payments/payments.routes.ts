import { paymentsOffMessage, transactionsPageSize } from "@oja/contracts/payments";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Problem, unauthorized } from "../../http/problem.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import type { OrderSettings } from "../orders/order-rows.ts";
import { previewPromoCode } from "../promotions/promo-codes.service.ts";
import { applyPromoCode } from "./order-payments.ts";
import { paymentHistory, transactionHistory } from "./payment-histories.ts";
import {
  initializePayment,
  type PaymentsContext,
  settleFromWebhook,
  verifyPayment,
} from "./payments.service.ts";

const tags = ["Payments"];

const ownOnly =
  "Only the signed-in shopper's own: 401 without a session, 403 for another shopper's (nothing changes).";

export interface PaymentsRoutesOptions extends ShopperRoutesOptions {
  mail: MailSender;
  orders: OrderSettings;
  /** Null when no provider is configured (production without a Paystack key or the sandbox). */
  payments: PaymentsContext | null;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  api,
  { db, guard, mail, orders, payments },
) => {
  const configured = () => {
    if (!payments) throw new Problem(503, paymentsOffMessage);
    return payments;
  };

  api.route({
    ...routeOf(routes.payments.start, {
      tags,
      summary: "Start paying an order: answers the provider's page and the attempt's reference",
      description:
        `${ownOnly} The order must be PENDING (409 when paid or cancelled) and \`amount\` (naira) its ` +
        "total (409 otherwise). 502 when the payment provider cannot be reached; the order is unchanged.",
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request) => ({
      status: 200,
      message: "Payment started. Continue on the payment page.",
      data: await initializePayment(db, signedInUser(request), request.body, configured()),
    }),
  });

  api.route({
    ...routeOf(routes.payments.verify, {
      tags,
      summary: "Confirm a payment with the provider, settling it once if it has succeeded",
      description:
        `${ownOnly} 404 for an unknown reference; 502 when the provider cannot be reached. \`outcome\`: ` +
        "`paid` (the order is paid; `returned` naira above its total go back to the card), `returned` (the " +
        "order was cancelled, already paid, or costs more than was charged: the whole charge goes back), " +
        "`pending`, or `failed` (declined, or the attempt was cancelled: `note` says why).",
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request) => {
      const verified = await verifyPayment(
        db,
        signedInUser(request).id,
        request.params.reference,
        configured(),
      );
      if (verified.status !== "PENDING") mail.nudge();
      const message =
        verified.outcome === "paid"
          ? "Payment verified."
          : verified.outcome === "pending"
            ? "The payment is not complete yet."
            : verified.outcome === "returned"
              ? "The payment arrived but the order did not need it: it is being returned."
              : "The payment did not go through.";
      return { status: 200, message, data: verified };
    },
  });

  api.route({
    ...routeOf(routes.payments.previewPromo, {
      tags,
      summary: "What a promo code would take off the cart: its five figures, before the order is placed",
      description:
        `${ownOnly} Nothing is counted: the code is used when applied to the placed order. 404 for an ` +
        "unknown code; 409 for an empty cart, or an expired, used-up or below-minimum code.",
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request) => ({
      status: 200,
      message: "Promo code accepted.",
      data: await previewPromoCode(db, signedInUser(request).id, request.body.code),
    }),
  });

  api.route({
    ...routeOf(routes.payments.applyPromo, {
      tags,
      summary: "Apply a promo code to an unpaid order: answers the order with its new five figures",
      description:
        `${ownOnly} 404 for an unknown code or order; 409 for an expired or used-up code, an order ` +
        "below the code's minimum, an order that already has a code or is no longer unpaid.",
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request) => ({
      status: 200,
      message: "Promo code applied.",
      data: await applyPromoCode(db, signedInUser(request).id, request.body, orders),
    }),
  });

  api.route({
    ...routeOf(routes.payments.transactions, {
      tags,
      summary: "The signed-in shopper's transactions, newest first",
      description: `\`page\`, \`limit\` (default ${transactionsPageSize}). A refund's amount is negative.`,
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request) => ({
      status: 200,
      message: "Your transactions",
      data: await transactionHistory(db, signedInUser(request).id, request.query),
    }),
  });

  api.route({
    ...routeOf(routes.payments.history, {
      tags,
      summary: "The signed-in shopper's payment attempts, newest first",
      description: `\`page\`, \`limit\` (default ${transactionsPageSize}).`,
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request) => ({
      status: 200,
      message: "Your payments",
      data: await paymentHistory(db, signedInUser(request).id, request.query),
    }),
  });

  // Paystack's webhook: no app key (Paystack sends none) but the signature of the raw body instead.
  // Its own context reads the body as bytes, since the signature is of the bytes as sent.
  await api.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      "/payments/webhook/paystack",
      {
        config: { withoutAppKey: true },
        // Paystack's charge events are a few kilobytes; a little room for metadata.
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          summary: "Paystack's webhook: `x-paystack-signature` is the HMAC-SHA512 of the raw body",
          description:
            "The one call without `X-App-Key`. A missing or wrong signature is 401 and changes nothing. " +
            "`charge.success` is verified with Paystack again and settled once; `refund.*` settles the charge's " +
            "refunds from Paystack's own list of them. The answer is 200.",
        },
      },
      async (request, reply) => {
        const signature = request.headers["x-paystack-signature"];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = payments?.provider.readWebhook(
          raw,
          typeof signature === "string" ? signature : undefined,
        );
        if (!payments || !event) throw unauthorized("The webhook's signature does not match.");
        const outcome = await settleFromWebhook(db, event, payments, request.log);
        if (outcome === "settled") mail.nudge();
        return reply.code(200).send({ status: 200, message: "Received" });
      },
    );
  });
};
