import type { PaymentProviderName, PaymentStatus } from "@oja/contracts/payments";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, transactions } from "./payments.schema.ts";

// The one charge that paid an order (decision 023: an order is paid by exactly one), with what was
// refunded of it: what a receipt tells of the order's money (docs/decisions/034-receipts.md). Charges the
// order did not need, and their returns, are not the order's money and are left out.

export interface PayingCharge {
  reference: string;
  provider: PaymentProviderName;
  /** Kobo the provider took. */
  capturedKobo: number;
  /** ISO 8601; when settlement confirmed the charge. */
  paidAt: string;
  /** Every refund asked of this charge, oldest first, whatever became of it. */
  refunds: {
    reference: string;
    /** Kobo returned (positive). */
    amountKobo: number;
    status: PaymentStatus;
    /** ISO 8601; when the refund was asked for. */
    createdAt: string;
    reason: string | null;
  }[];
}

/** The charge that paid the order, with its refunds; undefined while no charge has paid it. */
export async function payingChargeOf(db: Database, orderId: string): Promise<PayingCharge | undefined> {
  const [charge] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.paysOrder, true)));
  if (!charge) return undefined;
  const refunds = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.paymentId, charge.id), eq(transactions.type, "REFUND")))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return {
    reference: charge.reference,
    provider: charge.provider,
    capturedKobo: charge.capturedKobo ?? charge.amountKobo,
    paidAt: new Date(charge.paidAt ?? charge.updatedAt).toISOString(),
    refunds: refunds.map((refund) => ({
      reference: refund.reference,
      amountKobo: -refund.amountKobo,
      status: refund.status,
      createdAt: new Date(refund.createdAt).toISOString(),
      reason: refund.description,
    })),
  };
}
