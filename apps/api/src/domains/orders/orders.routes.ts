import { orderPlacedMessage, ordersPageSize } from "@oja/contracts/orders";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idempotencyKeyOf } from "../../http/idempotency-key.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import { cancelOrder } from "./order-cancellation.ts";
import { placeOrder } from "./order-placement.ts";
import { getOrder, listOrders } from "./order-queries.ts";
import type { OrderSettings } from "./order-rows.ts";

const tags = ["Orders"];

const ownOrders =
  "Only the signed-in shopper's own orders: 401 without a session, 403 for another shopper's (nothing changes).";

export interface OrdersRoutesOptions extends ShopperRoutesOptions {
  mail: MailSender;
  orders: OrderSettings;
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  api,
  { db, guard, mail, orders },
) => {
  const onRequest = guard.requireSameUser;

  api.route({
    ...routeOf(routes.orders.place, {
      tags,
      summary: "Place an order from the cart: home delivery to a saved address, or pickup at the showroom",
      description:
        `${ownOrders} \`pickupAt\` is "ship" (with one of the shopper's \`addressId\`s) or "pickup". ` +
        "In one transaction: the order (PENDING), its lines, the stock, the emptied cart and the e-mail. " +
        "409 for an empty cart, a line that cannot be ordered as it is, or stock that ran out. An " +
        "`Idempotency-Key` header makes a repeated request answer the first order (200); the same key " +
        "with another body is 422.",
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const user = signedInUser(request);
      const { order, replayed } = await placeOrder(db, user, request.body, key, orders);
      if (replayed) {
        return reply
          .code(200)
          .header("idempotent-replayed", "true")
          .send({ status: 200, message: "This order was already placed.", data: order });
      }
      mail.nudge();
      return reply.code(201).send({ status: 201, message: orderPlacedMessage, data: order });
    },
  });

  api.route({
    ...routeOf(routes.orders.list, {
      tags,
      summary: "The shopper's orders, newest first",
      description:
        `${ownOrders} \`page\`, \`limit\` (default ${ordersPageSize}), \`status\`, and \`search\` ` +
        "(part of the order number, or the start of its id).",
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Your orders",
      ...(await listOrders(db, signedInUser(request).id, request.query, orders.payments.latest)),
    }),
  });

  api.route({
    ...routeOf(routes.orders.get, {
      tags,
      summary: "One of the shopper's orders",
      description: `${ownOrders} 404 for an unknown order.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Your order",
      data: await getOrder(db, signedInUser(request).id, request.params.orderId, orders.payments.latest),
    }),
  });

  api.route({
    ...routeOf(routes.orders.cancel, {
      tags,
      summary: "Cancel an unpaid PENDING order: its pieces go back on sale",
      description: `${ownOrders} 404 for an unknown order, 409 for one that is paid, on its way or cancelled.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const order = await cancelOrder(db, signedInUser(request).id, request.params.orderId, orders);
      mail.nudge();
      return { status: 200, message: "Your order has been cancelled.", data: order };
    },
  });
};
