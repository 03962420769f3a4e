import {
  type AdminOrder,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderPathSchema,
  adminOrderResponseSchema,
  adminPagingQuerySchema,
  adminProductBodySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductPathSchema,
  adminProductResponseSchema,
  auditLogResponseSchema,
  orderStatusBodySchema,
  refundBodySchema,
} from "@oja/contracts/admin";
import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { Problem } from "../../http/problem.ts";
import { customerContacts } from "../accounts/accounts.service.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import {
  archiveProduct,
  createProduct,
  listProductsForAdmin,
  productForAdmin,
  updateProduct,
} from "../catalog/catalog-admin.service.ts";
import type { CatalogChanged } from "../catalog/catalog-cache.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import { anyOrder, listAllOrders, moveOrder, type OrderSettings } from "../orders/orders.service.ts";
import { moneyOfOrders, type PaymentsContext, transactionsOfOrder } from "../payments/payments.service.ts";
import { refundOrder } from "../payments/refunds.service.ts";
import { auditEntries, recordAdminWrite } from "./audit.service.ts";

// The owner's console API (DESIGN §8): `/api/v1/admin/…`, 401 without a session and 403 for any role
// but ADMIN, checked before the body is read. Every write records itself in the audit log, in its own
// transaction. So far: the orders (list, detail, moves, refunds), the products and the audit log.

const tags = ["Admin"];
const staffOnly = "The shop's staff only: 401 without a session, 403 for any role but ADMIN.";

export interface AdminRoutesOptions extends ShopperRoutesOptions {
  mail: MailSender;
  catalogChanged: CatalogChanged;
  orders: OrderSettings;
  payments: PaymentsContext | null;
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
    const figures = money.get(order.id) ?? { paidKobo: 0, refundedKobo: 0 };
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
    };
  });
}

async function orderForConsole(db: Database, orderId: string): Promise<AdminOrder> {
  const found = await anyOrder(db, orderId);
  const [[order], transactions] = await Promise.all([
    withCustomersAndMoney(db, [found]),
    transactionsOfOrder(db, orderId),
  ]);
  if (!order) throw new Error("the order was found and then lost");
  return { ...order, transactions };
}

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  api,
  { db, guard, mail, catalogChanged, orders, payments },
) => {
  const onRequest = guard.requireAdmin;

  api.get(
    "/admin/orders",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every order, newest first, by status and by a search of the number or the customer",
        description: staffOnly,
        security: signedInSecurity,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema },
      },
    },
    async (request) => {
      const { orders: found, owners, pagination } = await listAllOrders(db, request.query);
      const listed = await withCustomersAndMoney(
        db,
        found.map((order, index) => ({ order, userId: owners[index] ?? "" })),
      );
      return { status: 200, message: "Orders", data: { orders: listed, pagination } };
    },
  );

  api.get(
    "/admin/orders/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "One order with its customer, payment figures and transactions",
        description: `${staffOnly} 404 for an unknown order.`,
        security: signedInSecurity,
        params: adminOrderPathSchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Order",
      data: await orderForConsole(db, request.params.id),
    }),
  );

  api.post(
    "/admin/orders/:id/status",
    {
      onRequest,
      schema: {
        tags,
        summary: "Move an order: PROCESSING → SHIPPED (with a note) → DELIVERED; CANCELLED when unpaid",
        description: `${staffOnly} 404 for an unknown order; 409 for any other move. The customer is e-mailed.`,
        security: signedInSecurity,
        params: adminOrderPathSchema,
        body: orderStatusBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      await db.transaction(async (tx) => {
        const move = await moveOrder(tx, request.params.id, request.body, orders);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "order.status",
          subjectType: "order",
          subjectId: request.params.id,
          before: { status: move.before.status },
          after: { status: move.after.status, note: request.body.note ?? null },
        });
      });
      mail.nudge();
      return {
        status: 200,
        message: `The order is now ${request.body.status}.`,
        data: await orderForConsole(db, request.params.id),
      };
    },
  );

  api.post(
    "/admin/orders/:id/refunds",
    {
      onRequest,
      schema: {
        tags,
        summary: "Refund all or part of an order's payment through the payment provider",
        description:
          `${staffOnly} 409 when nothing was paid or the amount is more than is left of it (also under ` +
          "concurrent refunds); 502 when the provider refuses (nothing is refunded). A full refund makes " +
          "the payment REVERSED; the customer is e-mailed.",
        security: signedInSecurity,
        params: adminOrderPathSchema,
        body: refundBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => {
      if (!payments) throw new Problem(503, "No payment provider is set up, so nothing can be refunded.");
      await anyOrder(db, request.params.id);
      await refundOrder(db, payments, {
        adminId: signedInUser(request).id,
        orderId: request.params.id,
        amountKobo: nairaToKobo(request.body.amount),
        reason: request.body.reason,
      });
      mail.nudge();
      return {
        status: 200,
        message: "The refund is on its way to the customer.",
        data: await orderForConsole(db, request.params.id),
      };
    },
  );

  api.get(
    "/admin/products",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every product whatever its status, last changed first, by search, category and status",
        description: staffOnly,
        security: signedInSecurity,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Products",
      data: await listProductsForAdmin(db, request.query),
    }),
  );

  api.post(
    "/admin/products",
    {
      onRequest,
      schema: {
        tags,
        summary: "Add a product (DRAFT or ARCHIVED ones are not in the shop)",
        description: `${staffOnly} 400 with one entry per field; 409 for a slug another product has.`,
        security: signedInSecurity,
        body: adminProductBodySchema,
        response: { 201: adminProductResponseSchema },
      },
    },
    async (request, reply) => {
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
  );

  api.get(
    "/admin/products/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "One product, whatever its status",
        description: `${staffOnly} 404 for an unknown product.`,
        security: signedInSecurity,
        params: adminProductPathSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Product",
      data: await productForAdmin(db, request.params.id),
    }),
  );

  api.put(
    "/admin/products/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a product: every field, its stock and its status",
        description: `${staffOnly} 400 with one entry per field; 404 unknown; 409 for a slug another product has.`,
        security: signedInSecurity,
        params: adminProductPathSchema,
        body: adminProductBodySchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const after = await db.transaction(async (tx) => {
        const change = await updateProduct(tx, request.params.id, request.body);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "product.update",
          subjectType: "product",
          subjectId: request.params.id,
          before: change.before,
          after: change.after,
        });
        return change.after;
      });
      await catalogChanged();
      return { status: 200, message: "The product has been saved.", data: after };
    },
  );

  api.delete(
    "/admin/products/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Take a product out of the shop: it is archived, so its orders and reviews keep it",
        description: `${staffOnly} 404 for an unknown product.`,
        security: signedInSecurity,
        params: adminProductPathSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const after = await db.transaction(async (tx) => {
        const change = await archiveProduct(tx, request.params.id);
        await recordAdminWrite(tx, {
          adminId: admin.id,
          action: "product.archive",
          subjectType: "product",
          subjectId: request.params.id,
          before: { status: change.before.status },
          after: { status: change.after.status },
        });
        return change.after;
      });
      await catalogChanged();
      return { status: 200, message: "The product has been archived.", data: after };
    },
  );

  api.get(
    "/admin/audit-log",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every write made in the console: who, what, when, before and after; newest first",
        description: staffOnly,
        security: signedInSecurity,
        querystring: adminPagingQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Audit log",
      data: await auditEntries(db, request.query.page, request.query.limit),
    }),
  );
};
