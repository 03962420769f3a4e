import { koboToNaira } from "@oja/contracts/money";
import type { OrderPayment } from "@oja/contracts/orders";
import { desc, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, promoCodes } from "./payments.schema.ts";

// What the orders domain asks of payments (decision 008: a domain calls another's service, never its
// tables). Kept apart from the services that call the orders domain, so that neither imports the other.

/** Each order's latest payment attempt, as the order shows it (spec §3 Order payment). */
export async function latestPayments(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, NonNullable<OrderPayment>>> {
  const latest = new Map<string, NonNullable<OrderPayment>>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([payments.orderId])
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.id));
  for (const row of rows) {
    latest.set(row.orderId, {
      status: row.status,
      amount: koboToNaira(row.amountKobo),
      reference: row.reference,
      provider: row.provider,
      authorizationUrl: row.authorizationUrl,
      metadata: { authorization_url: row.authorizationUrl, status: row.status },
    });
  }
  return latest;
}

/** A cancelled order gives its promo code's use back, in the cancelling transaction. */
export async function releasePromoCode(tx: Database, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} - 1` })
    .where(sql`${promoCodes.code} = ${code} and ${promoCodes.used} > 0`);
}
