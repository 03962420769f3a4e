import type { Dashboard, DashboardProduct } from "@oja/contracts/reports";
import { recentOrdersShown, recommendationsShown } from "@oja/contracts/reports";
import type { Database } from "../../db/client.ts";
import { recommendedProducts } from "../catalog/catalog.service.ts";
import { ordersAtAGlance, productsOrderedBy } from "../orders/orders.service.ts";
import { loyaltyPointsOf } from "../payments/payments.service.ts";
import { getWishlist } from "../wishlist/wishlist.service.ts";

// The shopper's dashboard (spec §3 Dashboard, DESIGN §2): put together from the orders, wishlist,
// payments and catalog services, each list read by one query, never one per row.

function shown(product: {
  id: string;
  slug: string;
  name: string;
  images: string[];
  price: number;
}): DashboardProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.images[0] ?? null,
    price: product.price,
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
