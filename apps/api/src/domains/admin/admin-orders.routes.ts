import { type AdminOrder, refundAskedMessage, refundUnconfirmedMessage } from "@oja/contracts/admin-orders";
import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { idempotencyKeyOf } from "../../http/idempotency-key.ts";
import { Problem } from "../../http/problem.ts";
import { routeOf } from "../../http/route-of.ts";
import { ordersCancelled } from "../../metrics/shop-metrics.ts";
import { customerContacts } from "../accounts/accounts.service.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { recordAdminWrite } from "../audit/audit.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import { isReceived } from "../orders/order-buyers.ts";
import type { OrderSettings } from "../orders/order-rows.ts";
import { anyOrder, listAllOrders, moveOrder } from "../orders/orders-admin.service.ts";
import { latestPayments } from "../payments/order-payments.ts";
import { chargesOfOrder, moneyOfOrders } from "../payments/payment-figures.ts";
import { transactionsOfOrder } from "../payments/payment-histories.ts";
import type { PaymentsContext } from "../payments/payments.service.ts";
import { refundOrder } from "../payments/refunds.service.ts";
import type { KeptReviews } from "../reviews/reviews.service.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The orders in the owner's admin (docs/architecture.md §8): every order with its customer and money, one
// order with its transactions and charges, moving it along and refunding it.

export interface AdminOrdersRoutesOptions extends ShopperRoutesOptions {
  mail: MailSender;
  catalogChanged: CatalogChanged;
  orders: OrderSettings;
  payments: PaymentsContext | null;
  /** An order delivered or collected lets its buyer review its products: their kept reviews are read again. */
  reviews: KeptReviews;
}

async function withCustomersAndMoney(db: Database, found: { order: Order; userId: string }[]) {
  const [contacts, money] = await Promise.all([
    customerContacts(
      db,
      found.map((entry) => entry.userId),
    ),
    moneyOfOrders(
      db,
      found.map((entry) => entry.order.id),
    ),
  ]);
  return found.map(({ order, userId }) => {
    const contact = contacts.get(userId);
    const figures = money.get(order.id) ?? { paidKobo: 0, refundedKobo: 0, needsRefund: false };
    return {
      ...order,
      customer: {
        id: userId,
        email: contact?.email ?? "",
        firstName: contact?.firstName ?? "",
        lastName: contact?.lastName ?? "",
      },
      paid: koboToNaira(figures.paidKobo),
      refunded: koboToNaira(figures.refundedKobo),
      needsRefund: figures.needsRefund,
    };
  });
}

async function orderForAdmin(db: Database, orderId: string): Promise<AdminOrder> {
  const found = await anyOrder(db, orderId, latestPayments);
  const [[order], transactions, charges] = await Promise.all([
    withCustomersAndMoney(db, [found]),
    transactionsOfOrder(db, orderId),
    chargesOfOrder(db, orderId),
  ]);
  if (!order) throw new Error("the order was found and then lost");
  return { ...order, transactions, charges };
}

export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (
  api,
  { db, guard, mail, catalogChanged, orders, payments, reviews },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.orders.list, {
      tags,
      summary: "Every order, newest first, by status and by a search of the number or the customer",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const { orders: found, owners, pagination } = await listAllOrders(db, request.query, latestPayments);
      const listed = await withCustomersAndMoney(
        db,
        found.map((order, index) => ({ order, userId: owners[index] ?? "" })),
      );
      return { status: 200, message: "Orders", data: { orders: listed, pagination } };
    },
  });

  api.route({
    ...routeOf(routes.admin.orders.get, {
      tags,
      summary: "One order with its customer, payment figures and transactions",
      description: `${staffOnly} 404 for an unknown order.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Order",
      data: await orderForAdmin(db, request.params.id),
    }),
  });

  api.route({
    ...routeOf(routes.admin.orders.move, {
      tags,
      summary:
        "Move an order: PROCESSING → SHIPPED (with a note) → DELIVERED for home delivery, PROCESSING → " +
        "READY_FOR_PICKUP → COLLECTED for pickup; CANCELLED when unpaid",
      description:
        `${staffOnly} 404 for an unknown order; 409 for any other move, a move that does not fit the ` +
        "order's delivery method included. The step is added to the order's `timeline` with the note, and " +
        "the customer is e-mailed.",
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const move = await db.transaction(async (tx) => {
        const move = await moveOrder(tx, request.params.id, request.body, orders);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "order.status",
          subjectType: "order",
          subjectId: request.params.id,
          before: { status: move.before.status },
          after: { status: move.after.status, note: request.body.note ?? null },
        });
        return move;
      });
      if (isReceived(move.after.status)) await reviews.changed(move.after.userId);
      // A cancelled order's stock is back on sale, told once the transaction has committed.
      if (request.body.status === "CANCELLED") {
        ordersCancelled.inc({ by: "owner" });
        await catalogChanged();
      }
      mail.nudge();
      return {
        status: 200,
        message: `The order is now ${request.body.status}.`,
        data: await orderForAdmin(db, request.params.id),
      };
    },
  });

  api.route({
    ...routeOf(routes.admin.orders.refund, {
      tags,
      summary: "Refund all or part of one of an order's charges through the payment provider",
      description:
        `${staffOnly} \`paymentId\` names the charge (from the order's \`charges\`); left out, the one that ` +
        "paid the order. 409 when nothing was paid or the amount is more than is left of it (refunds on " +
        "their way count, also under concurrent refunds); 502 when the provider refuses (nothing is " +
        "refunded). The refund stays PENDING until the provider confirms it (its webhook, or the " +
        "reconciler asking); then the customer is e-mailed, and a charge refunded whole becomes REVERSED. " +
        "An `Idempotency-Key` header makes a repeated request answer the first refund; the same key with " +
        "another amount or charge is 422.",
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      if (!payments) throw new Problem(503, "No payment provider is set up, so nothing can be refunded.");
      const idempotencyKey = idempotencyKeyOf(request) ?? null;
      await anyOrder(db, request.params.id, latestPayments);
      const refund = await refundOrder(db, payments, {
        adminId: signedInUser(request).id,
        orderId: request.params.id,
        amountKobo: nairaToKobo(request.body.amount),
        reason: request.body.reason,
        paymentId: request.body.paymentId ?? null,
        idempotencyKey,
      });
      mail.nudge();
      return {
        status: 200,
        message:
          refund.status === "COMPLETED"
            ? "The refund is done: the money is back with the customer."
            : refund.confirmed
              ? refundAskedMessage
              : refundUnconfirmedMessage,
        data: await orderForAdmin(db, request.params.id),
      };
    },
  });
};
