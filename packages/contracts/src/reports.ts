import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import { orderStatuses } from "./orders.ts";

// The shopper's dashboard (spec §3 Dashboard, DESIGN §2 `GET reports/users/{userId}/dashboard`): the
// four stat cards, the newest orders, the wishlist and products recommended for them.

export const dashboardStatNames = [
  "Total Orders",
  "Wishlist Items",
  "Pending Orders",
  "Loyalty Points",
] as const;
export type DashboardStatName = (typeof dashboardStatNames)[number];

/** The dashboard shows the newest five orders and six recommended products. */
export const recentOrdersShown = 5;
export const recommendationsShown = 6;

const dashboardProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** The first image, or null when the product has none. */
  image: z.string().nullable(),
  /** Naira. */
  price: z.number(),
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
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
