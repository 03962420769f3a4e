import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import { lagosDayOf, startOfLagosDay } from "./dates.ts";
import { orderStatuses } from "./orders.ts";

// The shopper's dashboard (docs/product.md §3 Dashboard, docs/architecture.md §2 `GET reports/users/{userId}/dashboard`): the
// four stat cards, the newest orders, the wishlist and products recommended for them.

export const dashboardStatNames = [
  "Total Orders",
  "Wishlist Items",
  "Pending Orders",
  "Loyalty Points",
] as const;

/** The dashboard shows the newest five orders and six recommended products. */
export const recentOrdersShown = 5;
export const recommendationsShown = 6;

const dashboardProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** The first image, or null when the product has none. */
  image: z.string().nullable(),
  /** Naira: the list price, and the sale price the shopper pays (as every card shows them). */
  price: z.number(),
  salePrice: z.number(),
  inStock: z.boolean(),
});
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;

export const dashboardSchema = z.object({
  stats: z.array(z.object({ name: z.enum(dashboardStatNames), value: z.number().int() })),
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string(),
      date: z.string(),
      /** Pieces in the order, over all its lines. */
      items: z.number().int(),
      /** Naira. */
      total: z.number(),
      status: z.enum(orderStatuses),
    }),
  ),
  wishlistItems: z.array(dashboardProductSchema),
  recommendedProducts: z.array(dashboardProductSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = envelopeSchema(dashboardSchema);

// --- The shop's summary (the owner's admin, docs/architecture.md §8 `GET admin/reports/summary`) -------------

/**
 * When today, this week (from Monday) and this month began, at 00:00 in Lagos: the summary's periods.
 */
export function salesPeriodStarts(now: Date): { today: Date; week: Date; month: Date } {
  const { year, month, day, weekday } = lagosDayOf(now);
  const daysSinceMonday = (weekday + 6) % 7;
  return {
    today: startOfLagosDay(year, month, day),
    week: startOfLagosDay(year, month, day - daysSinceMonday),
    month: startOfLagosDay(year, month, 1),
  };
}

const salesSchema = z.object({
  /** Settled payments minus refunds (done or on their way), naira. */
  amount: z.number(),
  /** Orders whose payment settled in the period. */
  paidOrders: z.number().int(),
});

export const shopSummarySchema = z.object({
  sales: z.object({ today: salesSchema, week: salesSchema, month: salesSchema }),
  /** Every status, with zero for those no order has. */
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count: z.number().int() })),
  /**
   * The sizes × colours (docs/decisions/029-variants.md) of ACTIVE products with lowStockThreshold
   * (cart.ts) pieces or fewer, fewest first: the variant's id, its product's, and its SKU.
   */
  lowStock: z.array(
    z.object({
      id: z.uuid(),
      productId: z.uuid(),
      slug: z.string(),
      name: z.string(),
      size: z.string(),
      colour: z.string(),
      sku: z.string(),
      stock: z.number().int(),
    }),
  ),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const shopSummaryResponseSchema = envelopeSchema(shopSummarySchema);
