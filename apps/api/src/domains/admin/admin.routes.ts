import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminAuditLogRoutes } from "./admin-audit-log.routes.ts";
import { adminCustomersRoutes } from "./admin-customers.routes.ts";
import { adminMessagesRoutes } from "./admin-messages.routes.ts";
import { type AdminOrdersRoutesOptions, adminOrdersRoutes } from "./admin-orders.routes.ts";
import { type AdminProductsRoutesOptions, adminProductsRoutes } from "./admin-products.routes.ts";
import { adminPromoCodesRoutes } from "./admin-promo-codes.routes.ts";
import { adminReviewsRoutes } from "./admin-reviews.routes.ts";
import { type AdminSettingsRoutesOptions, adminSettingsRoutes } from "./admin-settings.routes.ts";
import { adminSizeGuidesRoutes } from "./admin-size-guides.routes.ts";
import { adminSubscribersRoutes } from "./admin-subscribers.routes.ts";
import { type ProductPhotoRoutesOptions, productPhotoRoutes } from "./product-photos.routes.ts";

// The owner's admin API (docs/architecture.md §8): `/api/v1/admin/…`, 401 without a session and 403 for any role
// but ADMIN, checked before the body is read. Every write records itself in the audit log, in its own
// transaction. One file per resource: the orders (list, detail, moves, refunds), the products and their
// photos, promo codes, contact messages, newsletter subscribers, the settings, the size guides, the
// audit log, the customers and the reviews.

export type AdminRoutesOptions = AdminOrdersRoutesOptions &
  AdminProductsRoutesOptions &
  AdminSettingsRoutesOptions &
  ProductPhotoRoutesOptions;

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (api, options) => {
  await api.register(adminOrdersRoutes, options);
  await api.register(adminProductsRoutes, options);
  await api.register(adminPromoCodesRoutes, options);
  await api.register(adminMessagesRoutes, options);
  await api.register(adminSubscribersRoutes, options);
  await api.register(adminSettingsRoutes, options);
  await api.register(adminSizeGuidesRoutes, options);
  await api.register(adminAuditLogRoutes, options);
  await api.register(adminCustomersRoutes, options);
  await api.register(adminReviewsRoutes, options);
  await api.register(productPhotoRoutes, options);
};
