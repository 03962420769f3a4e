import type { OrderStatus } from "@oja/contracts/orders";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderLines, orders } from "./orders.schema.ts";

// Who bought what, for the reviews domain (docs/decisions/035-reviews-by-buyers.md): a product is
// received once an order holding it is DELIVERED (home delivery) or COLLECTED (pickup).

const receivedStatuses = ["DELIVERED", "COLLECTED"] as const;

/** Whether an order in this status has reached its buyer, who may now review its products. */
export function isReceived(status: OrderStatus): boolean {
  return (receivedStatuses as readonly OrderStatus[]).includes(status);
}

/** Whether this shopper has a delivered or collected order with this product among its lines. */
export async function hasReceivedProduct(db: Database, userId: string, productId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.productId, productId),
        inArray(orders.status, [...receivedStatuses]),
      ),
    )
    .limit(1);
  return found !== undefined;
}
