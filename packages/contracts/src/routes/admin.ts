import { adminPagingQuerySchema, auditLogResponseSchema } from "../admin.ts";
import {
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerPathSchema,
  adminCustomerQuerySchema,
  adminCustomerResponseSchema,
} from "../admin-customers.ts";
import {
  adminMessageListQuerySchema,
  adminMessageListResponseSchema,
  adminMessagePathSchema,
  adminMessageResponseSchema,
} from "../admin-messages.ts";
import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderPathSchema,
  adminOrderResponseSchema,
  orderStatusBodySchema,
  refundBodySchema,
} from "../admin-orders.ts";
import {
  adminProductBodySchema,
  adminProductChangeBodySchema,
  adminProductImagePathSchema,
  adminProductImagesBodySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductPathSchema,
  adminProductResponseSchema,
  adminVariantsBodySchema,
} from "../admin-products.ts";
import {
  adminPromoCodeBodySchema,
  adminPromoCodeListResponseSchema,
  adminPromoCodeNewSchema,
  adminPromoCodePathSchema,
  adminPromoCodeResponseSchema,
} from "../admin-promo-codes.ts";
import { adminSettingsBodySchema, adminSettingsResponseSchema } from "../admin-settings.ts";
import {
  adminSubscriberListQuerySchema,
  adminSubscriberListResponseSchema,
  adminSubscribersCsvSchema,
} from "../admin-subscribers.ts";
import { shopSummaryResponseSchema } from "../reports.ts";
import {
  adminReviewBodySchema,
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewPathSchema,
  adminReviewResponseSchema,
} from "../reviews.ts";
import { defineRoute } from "./define-route.ts";
import { adminSizeGuideRoutes } from "./size-guides.ts";

// The owner's admin area, `admin/…` (docs/architecture.md §8), by resource.

const orders = {
  list: defineRoute({
    method: "GET",
    path: "/admin/orders",
    query: adminOrderListQuerySchema,
    answers: { 200: adminOrderListResponseSchema },
  }),
  get: defineRoute({
    method: "GET",
    path: "/admin/orders/:id",
    params: adminOrderPathSchema,
    answers: { 200: adminOrderResponseSchema },
  }),
  move: defineRoute({
    method: "POST",
    path: "/admin/orders/:id/status",
    params: adminOrderPathSchema,
    body: orderStatusBodySchema,
    answers: { 200: adminOrderResponseSchema },
  }),
  /** Takes an `Idempotency-Key` header. */
  refund: defineRoute({
    method: "POST",
    path: "/admin/orders/:id/refunds",
    params: adminOrderPathSchema,
    body: refundBodySchema,
    answers: { 200: adminOrderResponseSchema },
  }),
};

const products = {
  list: defineRoute({
    method: "GET",
    path: "/admin/products",
    query: adminProductListQuerySchema,
    answers: { 200: adminProductListResponseSchema },
  }),
  create: defineRoute({
    method: "POST",
    path: "/admin/products",
    body: adminProductBodySchema,
    answers: { 201: adminProductResponseSchema },
  }),
  get: defineRoute({
    method: "GET",
    path: "/admin/products/:id",
    params: adminProductPathSchema,
    answers: { 200: adminProductResponseSchema },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/products/:id",
    params: adminProductPathSchema,
    body: adminProductChangeBodySchema,
    answers: { 200: adminProductResponseSchema },
  }),
  /** The sizes × colours grid: stock, SKU and own price of each. */
  variants: defineRoute({
    method: "PUT",
    path: "/admin/products/:id/variants",
    params: adminProductPathSchema,
    body: adminVariantsBodySchema,
    answers: { 200: adminProductResponseSchema },
  }),
  archive: defineRoute({
    method: "DELETE",
    path: "/admin/products/:id",
    params: adminProductPathSchema,
    answers: { 200: adminProductResponseSchema },
  }),
  /** One file field, `image`. */
  addPhoto: defineRoute({
    method: "POST",
    path: "/admin/products/:id/images",
    params: adminProductPathSchema,
    consumes: "multipart/form-data",
    answers: { 201: adminProductResponseSchema },
  }),
  reorderPhotos: defineRoute({
    method: "PUT",
    path: "/admin/products/:id/images",
    params: adminProductPathSchema,
    body: adminProductImagesBodySchema,
    answers: { 200: adminProductResponseSchema },
  }),
  removePhoto: defineRoute({
    method: "DELETE",
    path: "/admin/products/:id/images/:name",
    params: adminProductImagePathSchema,
    answers: { 200: adminProductResponseSchema },
  }),
};

const promoCodes = {
  list: defineRoute({
    method: "GET",
    path: "/admin/promo-codes",
    query: adminPagingQuerySchema,
    answers: { 200: adminPromoCodeListResponseSchema },
  }),
  create: defineRoute({
    method: "POST",
    path: "/admin/promo-codes",
    body: adminPromoCodeNewSchema,
    answers: { 201: adminPromoCodeResponseSchema },
  }),
  get: defineRoute({
    method: "GET",
    path: "/admin/promo-codes/:id",
    params: adminPromoCodePathSchema,
    answers: { 200: adminPromoCodeResponseSchema },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/promo-codes/:id",
    params: adminPromoCodePathSchema,
    body: adminPromoCodeBodySchema,
    answers: { 200: adminPromoCodeResponseSchema },
  }),
};

const messages = {
  list: defineRoute({
    method: "GET",
    path: "/admin/messages",
    query: adminMessageListQuerySchema,
    answers: { 200: adminMessageListResponseSchema },
  }),
  markHandled: defineRoute({
    method: "POST",
    path: "/admin/messages/:id/handled",
    params: adminMessagePathSchema,
    answers: { 200: adminMessageResponseSchema },
  }),
};

/** One call, two answers: the page as JSON, or every subscriber as a CSV file. */
const subscribers = {
  list: defineRoute({
    method: "GET",
    path: "/admin/subscribers",
    query: adminSubscriberListQuerySchema,
    answers: { 200: adminSubscriberListResponseSchema },
  }),
  csv: defineRoute({
    method: "GET",
    path: "/admin/subscribers",
    query: adminSubscriberListQuerySchema,
    produces: "text/csv",
    answers: { 200: adminSubscribersCsvSchema },
  }),
};

const settings = {
  get: defineRoute({ method: "GET", path: "/admin/settings", answers: { 200: adminSettingsResponseSchema } }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/settings",
    body: adminSettingsBodySchema,
    answers: { 200: adminSettingsResponseSchema },
  }),
};

const reviews = {
  list: defineRoute({
    method: "GET",
    path: "/admin/reviews",
    query: adminReviewListQuerySchema,
    answers: { 200: adminReviewListResponseSchema },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/reviews/:id",
    params: adminReviewPathSchema,
    body: adminReviewBodySchema,
    answers: { 200: adminReviewResponseSchema },
  }),
};

const customers = {
  list: defineRoute({
    method: "GET",
    path: "/admin/customers",
    query: adminCustomerListQuerySchema,
    answers: { 200: adminCustomerListResponseSchema },
  }),
  get: defineRoute({
    method: "GET",
    path: "/admin/customers/:id",
    params: adminCustomerPathSchema,
    query: adminCustomerQuerySchema,
    answers: { 200: adminCustomerResponseSchema },
  }),
  disable: defineRoute({
    method: "POST",
    path: "/admin/customers/:id/disable",
    params: adminCustomerPathSchema,
    answers: { 200: adminCustomerResponseSchema },
  }),
  enable: defineRoute({
    method: "POST",
    path: "/admin/customers/:id/enable",
    params: adminCustomerPathSchema,
    answers: { 200: adminCustomerResponseSchema },
  }),
};

export const adminRoutes = {
  summary: defineRoute({
    method: "GET",
    path: "/admin/reports/summary",
    answers: { 200: shopSummaryResponseSchema },
  }),
  orders,
  products,
  promoCodes,
  messages,
  subscribers,
  settings,
  customers,
  reviews,
  sizeGuides: adminSizeGuideRoutes,
  auditLog: defineRoute({
    method: "GET",
    path: "/admin/audit-log",
    query: adminPagingQuerySchema,
    answers: { 200: auditLogResponseSchema },
  }),
};
