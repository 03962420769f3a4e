import { lowStockThreshold } from "@oja/contracts/cart";
import { koboToNaira } from "@oja/contracts/money";
import type { Dashboard, DashboardProduct, ShopSummary } from "@oja/contracts/reports";
import { recentOrdersShown, recommendationsShown, salesPeriodStarts } from "@oja/contracts/reports";
import type { Database } from "../../db/client.ts";
import { recommendedProducts } from "../catalog/catalog.service.ts";
import { lowStockVariants } from "../catalog/product-variants.ts";
import { orderCountsByStatus, ordersAtAGlance, productsOrderedBy } from "../orders/order-queries.ts";
import { loyaltyPointsOf } from "../payments/loyalty.ts";
import { type Sales, salesSince } from "../payments/payment-figures.ts";
import { getWishlist } from "../wishlist/wishlist.service.ts";

// The shopper's dashboard (docs/product.md §3 Dashboard, docs/architecture.md §2) and the owner's summary (docs/architecture.md §8): put
// together from the orders, wishlist, payments and catalog services, each list read by one query,
// never one per row.

function shown(product: {
  id: string;
  slug: string;
  name: string;
  images: string[];
  price: number;
  salePrice: number;
  inStock: boolean;
}): DashboardProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.images[0] ?? null,
    price: product.price,
    salePrice: product.salePrice,
    inStock: product.inStock,
  };
}

export async function dashboardOf(db: Database, userId: string): Promise<Dashboard> {
  const [orders, wishlist, points, ordered] = await Promise.all([
    ordersAtAGlance(db, userId, recentOrdersShown),
    getWishlist(db, userId),
    loyaltyPointsOf(db, userId),
    productsOrderedBy(db, userId),
  ]);
  const wished = wishlist.products.map((product) => product.id);
  const recommended = await recommendedProducts(
    db,
    [...ordered, ...wished],
    [...ordered, ...wished],
    recommendationsShown,
  );
  return {
    stats: [
      { name: "Total Orders", value: orders.total },
      { name: "Wishlist Items", value: wishlist.wishlistProductsCount },
      { name: "Pending Orders", value: orders.pending },
      { name: "Loyalty Points", value: points },
    ],
    recentOrders: orders.recent,
    wishlistItems: wishlist.products.map(shown),
    recommendedProducts: recommended.map(shown),
  };
}

/**
 * The shop at a glance for the owner's admin (docs/architecture.md §8): sales today, this week and this month (from
 * 00:00 in Lagos), orders by status and the sizes × colours of ACTIVE products low on stock; one query for each.
 */
export async function shopSummary(db: Database, now = new Date()): Promise<ShopSummary> {
  const [sales, ordersByStatus, lowStock] = await Promise.all([
    salesSince(db, salesPeriodStarts(now)),
    orderCountsByStatus(db),
    lowStockVariants(db, lowStockThreshold),
  ]);
  const shown = (period: Sales) => ({
    amount: koboToNaira(period.amountKobo),
    paidOrders: period.paidOrders,
  });
  return {
    sales: { today: shown(sales.today), week: shown(sales.week), month: shown(sales.month) },
    ordersByStatus,
    lowStock,
  };
}
