import { adminPagingQuerySchema, adminReplaceRule, auditLogResponseSchema } from "@oja/contracts/admin";
import {
  adminMessageListQuerySchema,
  adminMessageListResponseSchema,
  adminMessagePathSchema,
  adminMessageResponseSchema,
} from "@oja/contracts/admin-messages";
import {
  type AdminOrder,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderPathSchema,
  adminOrderResponseSchema,
  orderStatusBodySchema,
  refundAskedMessage,
  refundBodySchema,
  refundUnconfirmedMessage,
} from "@oja/contracts/admin-orders";
import {
  adminProductBodySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductPathSchema,
  adminProductResponseSchema,
} from "@oja/contracts/admin-products";
import {
  adminPromoCodeBodySchema,
  adminPromoCodeListResponseSchema,
  adminPromoCodeNewSchema,
  adminPromoCodePathSchema,
  adminPromoCodeResponseSchema,
} from "@oja/contracts/admin-promo-codes";
import { adminSettingsBodySchema, adminSettingsResponseSchema } from "@oja/contracts/admin-settings";
import {
  adminSubscriberListQuerySchema,
  adminSubscriberListResponseSchema,
  adminSubscribersCsvSchema,
} from "@oja/contracts/admin-subscribers";
import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { csvFile } from "../../http/csv.ts";
import { idempotencyKeyOf } from "../../http/idempotency-key.ts";
import { Problem } from "../../http/problem.ts";
import { requireEveryField } from "../../http/required-fields.ts";
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
import { getSettings } from "../content/content.service.ts";
import {
  allSubscribers,
  listContactMessages,
  listSubscribers,
  markMessageHandled,
  updateSettings,
} from "../content/content-admin.service.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import type { OrderSettings } from "../orders/order-rows.ts";
import { anyOrder, listAllOrders, moveOrder } from "../orders/orders-admin.service.ts";
import { latestPayments } from "../payments/order-payments.ts";
import { chargesOfOrder, moneyOfOrders } from "../payments/payment-figures.ts";
import { transactionsOfOrder } from "../payments/payment-histories.ts";
import type { PaymentsContext } from "../payments/payments.service.ts";
import { refundOrder } from "../payments/refunds.service.ts";
import {
  createPromoCode,
  listPromoCodesForAdmin,
  promoCodeForAdmin,
  updatePromoCode,
} from "../promotions/promo-codes-admin.service.ts";
import { auditEntries, auditedChange, recordAdminWrite } from "./audit.service.ts";

// The owner's admin API (docs/architecture.md §8): `/api/v1/admin/…`, 401 without a session and 403 for any role
// but ADMIN, checked before the body is read. Every write records itself in the audit log, in its own
// transaction. So far: the orders (list, detail, moves, refunds), the products, promo codes, contact
// messages, newsletter subscribers, the settings and the audit log.

const tags = ["Admin"];
const staffOnly = "The shop's staff only: 401 without a session, 403 for any role but ADMIN.";

export interface AdminRoutesOptions extends ShopperRoutesOptions {
  mail: MailSender;
  /** Told after the settings change, so that answers kept elsewhere (the pages' prices) are dropped. */
  onSettingsChanged: () => void;
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

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  api,
  { db, guard, mail, catalogChanged, orders, payments, onSettingsChanged },
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
      const { orders: found, owners, pagination } = await listAllOrders(db, request.query, latestPayments);
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
      data: await orderForAdmin(db, request.params.id),
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
      // A cancelled order's stock is back on sale, told once the transaction has committed.
      if (request.body.status === "CANCELLED") await catalogChanged();
      mail.nudge();
      return {
        status: 200,
        message: `The order is now ${request.body.status}.`,
        data: await orderForAdmin(db, request.params.id),
      };
    },
  );

  api.post(
    "/admin/orders/:id/refunds",
    {
      onRequest,
      schema: {
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
        params: adminOrderPathSchema,
        body: refundBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => {
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
      preValidation: requireEveryField(adminProductBodySchema),
      schema: {
        tags,
        summary: "Change a product: every field, its stock and its status",
        description:
          `${staffOnly} ${adminReplaceRule} \`category\` is the category's slug, or the category as GET ` +
          "answers it; the photos change through `images`. 400 with one entry per field; 404 unknown; 409 " +
          "for a slug another product has.",
        security: signedInSecurity,
        params: adminProductPathSchema,
        body: adminProductBodySchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "product.update", subjectType: "product", subjectId: request.params.id },
        (tx) => updateProduct(tx, request.params.id, request.body),
      );
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
      const after = await auditedChange(
        db,
        {
          adminId: admin.id,
          action: "product.archive",
          subjectType: "product",
          subjectId: request.params.id,
        },
        (tx) => archiveProduct(tx, request.params.id),
        (product) => ({ status: product.status }),
      );
      await catalogChanged();
      return { status: 200, message: "The product has been archived.", data: after };
    },
  );

  api.get(
    "/admin/promo-codes",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every promo code, newest first, with its uses so far",
        description: staffOnly,
        security: signedInSecurity,
        querystring: adminPagingQuerySchema,
        response: { 200: adminPromoCodeListResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Promo codes",
      data: await listPromoCodesForAdmin(db, request.query.page, request.query.limit),
    }),
  );

  api.post(
    "/admin/promo-codes",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Add a promo code: a percentage (1–100) or a fixed amount in naira off the discounted subtotal",
        description: `${staffOnly} 400 with one entry per field; 409 for a code another one has.`,
        security: signedInSecurity,
        body: adminPromoCodeNewSchema,
        response: { 201: adminPromoCodeResponseSchema },
      },
    },
    async (request, reply) => {
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
  );

  api.get(
    "/admin/promo-codes/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "One promo code with its uses so far",
        description: `${staffOnly} 404 for an unknown code.`,
        security: signedInSecurity,
        params: adminPromoCodePathSchema,
        response: { 200: adminPromoCodeResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Promo code",
      data: await promoCodeForAdmin(db, request.params.id),
    }),
  );

  api.put(
    "/admin/promo-codes/:id",
    {
      onRequest,
      preValidation: requireEveryField(adminPromoCodeBodySchema),
      schema: {
        tags,
        summary: "Change a promo code, every field of it; expiring it sets `expiresAt` to now",
        description:
          `${staffOnly} ${adminReplaceRule} 400 with one entry per field (also a usage limit below ` +
          "the uses so far); 404 unknown; 409 for a code another one has.",
        security: signedInSecurity,
        params: adminPromoCodePathSchema,
        body: adminPromoCodeBodySchema,
        response: { 200: adminPromoCodeResponseSchema },
      },
    },
    async (request) => {
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
  );

  api.get(
    "/admin/messages",
    {
      onRequest,
      schema: {
        tags,
        summary: "Contact messages, newest first; `handled=false` for those still waiting for an answer",
        description: staffOnly,
        security: signedInSecurity,
        querystring: adminMessageListQuerySchema,
        response: { 200: adminMessageListResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Messages",
      data: await listContactMessages(db, request.query),
    }),
  );

  api.post(
    "/admin/messages/:id/handled",
    {
      onRequest,
      schema: {
        tags,
        summary: "Mark a contact message handled (a second mark keeps the first time)",
        description: `${staffOnly} 404 for an unknown message.`,
        security: signedInSecurity,
        params: adminMessagePathSchema,
        response: { 200: adminMessageResponseSchema },
      },
    },
    async (request) => {
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
  );

  api.get(
    "/admin/subscribers",
    {
      onRequest,
      schema: {
        tags,
        summary: "The newsletter's subscribers, newest first; every one of them as CSV when asked",
        description:
          `${staffOnly} With \`Accept: text/csv\` or \`format=csv\`: a CSV attachment (name, e-mail, ` +
          "subscribed at) of every subscriber, its cells safe to open in a spreadsheet.",
        security: signedInSecurity,
        querystring: adminSubscriberListQuerySchema,
        response: {
          200: {
            description: "The subscribers, as JSON or as a CSV file",
            content: {
              "application/json": { schema: adminSubscriberListResponseSchema },
              "text/csv": { schema: adminSubscribersCsvSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const wantsCsv =
        request.query.format === "csv" ||
        (request.query.format === undefined && /\btext\/csv\b/i.test(request.headers.accept ?? ""));
      if (!wantsCsv) {
        return {
          status: 200,
          message: "Subscribers",
          data: await listSubscribers(db, request.query.page, request.query.limit),
        };
      }
      const subscribers = await allSubscribers(db);
      const file = csvFile(
        ["name", "email", "subscribed_at"],
        subscribers.map((subscriber) => [subscriber.name, subscriber.email, subscriber.createdAt]),
      );
      const day = new Date().toISOString().slice(0, 10);
      // The file is not the JSON list the schema describes: it goes out through a reply without it.
      const download: FastifyReply = reply;
      return download
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="oja-subscribers-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );

  api.get(
    "/admin/settings",
    {
      onRequest,
      schema: {
        tags,
        summary: "The settings record as the admin area edits it: texts, offices, discount and VAT",
        description: staffOnly,
        security: signedInSecurity,
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async () => ({ status: 200, message: "Settings", data: await getSettings(db, "default") }),
  );

  api.put(
    "/admin/settings",
    {
      onRequest,
      // Two texts of up to 20,000 characters each, escaped as JSON, and the offices.
      bodyLimit: 256 * 1024,
      preValidation: requireEveryField(adminSettingsBodySchema),
      schema: {
        tags,
        summary: "Change the texts (sanitised HTML), the offices, the discount and VAT",
        description:
          `${staffOnly} ${adminReplaceRule} The offices are \`officeLocations\`, as GET answers them: ` +
          "those with an id are changed, those without are added, those left out are removed. 400 with " +
          "one entry per field. New rates reach product prices, carts and new orders at once; orders " +
          "already placed keep their figures.",
        security: signedInSecurity,
        body: adminSettingsBodySchema,
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const after = await auditedChange(
        db,
        { adminId: admin.id, action: "settings.update", subjectType: "settings", subjectId: "default" },
        (tx) => updateSettings(tx, request.body),
      );
      // The rates are in every product's salePrice: the catalog's kept answers and the pages' go stale.
      await catalogChanged();
      onSettingsChanged();
      return { status: 200, message: "The settings have been saved.", data: after };
    },
  );

  api.get(
    "/admin/audit-log",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every write made in the admin area: who, what, when, before and after; newest first",
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
