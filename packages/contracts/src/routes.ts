import { accountsRoutes } from "./routes/accounts.ts";
import { addressesRoutes } from "./routes/addresses.ts";
import { adminRoutes } from "./routes/admin.ts";
import { cartRoutes } from "./routes/cart.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { contentRoutes } from "./routes/content.ts";
import { ordersRoutes } from "./routes/orders.ts";
import { paymentsRoutes } from "./routes/payments.ts";
import { receiptsRoutes } from "./routes/receipts.ts";
import { reportsRoutes } from "./routes/reports.ts";
import { reviewsRoutes } from "./routes/reviews.ts";
import { shellRoutes } from "./routes/shell.ts";
import { sizeGuideRoutes } from "./routes/size-guides.ts";
import { wishlistRoutes } from "./routes/wishlist.ts";

export type {
  PathParamNames,
  RouteAnswer,
  RouteBody,
  RouteBodyFields,
  RouteDefinition,
  RouteParams,
  RouteQuery,
} from "./routes/define-route.ts";

// Every call a client of the shop makes under `/api/v1`, by area (decision 025). Left out: `/health` and
// `/ready` (for load balancers) and Paystack's webhook, which no client of the shop calls.

export const routes = {
  accounts: accountsRoutes,
  shell: shellRoutes,
  addresses: addressesRoutes,
  cart: cartRoutes,
  wishlist: wishlistRoutes,
  catalog: catalogRoutes,
  reviews: reviewsRoutes,
  sizeGuides: sizeGuideRoutes,
  content: contentRoutes,
  orders: ordersRoutes,
  payments: paymentsRoutes,
  receipts: receiptsRoutes,
  reports: reportsRoutes,
  admin: adminRoutes,
};
