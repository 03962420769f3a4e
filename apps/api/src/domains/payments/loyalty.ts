import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loyaltyPoints } from "./payments.schema.ts";

// Loyalty points (docs/architecture.md §5): one per full ₦1,000 paid for an order and not refunded.
// Earned in the transaction that settles the charge that paid the order, one row per such charge; cut
// back, never grown, as refunds of that charge complete.

/** Loyalty: one point per full ₦1,000 paid for an order and not refunded. */
export const koboPerLoyaltyPoint = 100_000;

/** The points a charge that paid its order earns, in the settling transaction. */
export async function earnLoyaltyPoints(
  tx: Database,
  charge: { paymentId: string; userId: string; paidKobo: number },
): Promise<void> {
  const points = Math.floor(charge.paidKobo / koboPerLoyaltyPoint);
  if (points > 0) {
    await tx.insert(loyaltyPoints).values({ paymentId: charge.paymentId, userId: charge.userId, points });
  }
}

/** Cuts a charge's points to what is still kept of it, in the transaction that completes a refund. */
export async function keepLoyaltyPointsWithin(tx: Database, paymentId: string, keptKobo: number) {
  // Points never grow back: one per full ₦1,000 of what was paid and is still kept.
  await tx
    .update(loyaltyPoints)
    .set({
      points: sql`least(${loyaltyPoints.points}, ${Math.floor(Math.max(0, keptKobo) / koboPerLoyaltyPoint)})`,
    })
    .where(eq(loyaltyPoints.paymentId, paymentId));
}

/** The shopper's loyalty points, counted at settlement. */
export async function loyaltyPointsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)`.mapWith(Number) })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId));
  return row?.points ?? 0;
}
