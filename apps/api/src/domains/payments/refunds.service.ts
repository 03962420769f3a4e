import {
  idempotencyKeyOtherRefundMessage,
  nothingPaidMessage,
  refundFailedMessage,
} from "@oja/contracts/admin-orders";
import { koboToNaira } from "@oja/contracts/money";
import type { PaymentStatus } from "@oja/contracts/payments";
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, Problem } from "../../http/problem.ts";
import { recordAdminWrite } from "../audit/audit.service.ts";
import { type ProviderRefund, ProviderRefused, ProviderUnavailable } from "./payment-provider.ts";
import { payments, transactions } from "./payments.schema.ts";
import type { SettlementContext } from "./payments-context.ts";
import {
  completeRefund,
  failRefund,
  linkProviderRefund,
  lockPayment,
  type RefundRow,
  refundedKobo,
  reserveRefund,
} from "./refund-ledger.ts";

// Refunds through the provider (docs/decisions/023-money-that-never-goes-astray.md): the owner's from
// the admin area, and the shop's own returns of charges an order did not need. A refund is reserved in the
// database first, then asked of the provider outside any transaction. Paystack's refunds are
// asynchronous, so the answer is usually "pending"; the refund is settled later by the provider's
// `refund.*` webhook or by the reconciler asking, whichever comes first, once. A timeout or a 5xx says
// nothing about what the provider did: the refund stays PENDING and the reconciler finds out, looking
// for it among the charge's refunds before it ever asks a second time.

/** What the provider's word makes of a PENDING refund, in the caller's transaction, which holds the payment's lock. */
async function applyProviderRefund(
  tx: Database,
  refundId: string,
  held: ProviderRefund,
  context: SettlementContext,
): Promise<void> {
  await linkProviderRefund(tx, refundId, held.id);
  if (held.status === "processed") await completeRefund(tx, refundId, context);
  else if (held.status === "failed") await failRefund(tx, refundId);
}

/**
 * Runs `change` in a transaction that first locks the refund's payment: every writer of a refund takes
 * the payment's lock before the refund's row, so two of them wait rather than deadlock.
 */
function underPaymentLock<T>(db: Database, refund: RefundRow, change: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (refund.paymentId) await lockPayment(tx, refund.paymentId);
    return change(tx);
  });
}

async function refundWithReference(db: Database, refundId: string) {
  const [row] = await db
    .select({ refund: transactions, reference: payments.reference })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentId))
    .where(eq(transactions.id, refundId));
  return row;
}

/**
 * Asks the provider for a reserved refund that it has not been asked for (or whose asking went
 * unanswered), and records what it says. Answers the refund's status after that.
 */
export async function askForRefund(
  db: Database,
  context: SettlementContext,
  refundId: string,
): Promise<PaymentStatus> {
  const found = await refundWithReference(db, refundId);
  if (!found) throw new Error("a reserved refund is gone");
  const { refund, reference } = found;
  if (refund.status !== "PENDING" || refund.providerRefundId) return refund.status;
  let held: ProviderRefund;
  try {
    held = await context.provider.refund(reference, -refund.amountKobo);
  } catch (error) {
    if (error instanceof ProviderRefused) {
      await underPaymentLock(db, refund, (tx) => failRefund(tx, refundId));
      return "FAILED";
    }
    if (error instanceof ProviderUnavailable) return "PENDING";
    throw error;
  }
  await underPaymentLock(db, refund, (tx) => applyProviderRefund(tx, refundId, held, context));
  return (await refundWithReference(db, refundId))?.refund.status ?? "PENDING";
}

/**
 * Settles the PENDING refunds of the charge with this reference from the provider's own list of its
 * refunds (a webhook names the charge; its body is not believed). A refund without the provider's id —
 * its asking went unanswered — is matched to a refund of the same amount that no other refund of ours
 * holds. Answers how many refunds were matched.
 */
export async function settleRefundsOf(
  db: Database,
  context: SettlementContext,
  reference: string,
): Promise<number> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) return 0;
  const held = await context.provider.refundsOf(reference);
  if (held.length === 0) return 0;
  return db.transaction(async (tx) => {
    // Under the payment's lock, so two settlers (a webhook and the reconciler) take turns.
    await lockPayment(tx, payment.id);
    const ours = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.paymentId, payment.id), eq(transactions.type, "REFUND")))
      .orderBy(asc(transactions.createdAt), asc(transactions.id));
    const taken = new Set(
      ours.flatMap((refund) => (refund.providerRefundId ? [refund.providerRefundId] : [])),
    );
    let matched = 0;
    for (const refund of ours) {
      if (refund.status !== "PENDING") continue;
      const match = refund.providerRefundId
        ? held.find((candidate) => candidate.id === refund.providerRefundId)
        : held.find((candidate) => !taken.has(candidate.id) && candidate.amountKobo === -refund.amountKobo);
      if (!match) continue;
      taken.add(match.id);
      await applyProviderRefund(tx, refund.id, match, context);
      matched += 1;
    }
    return matched;
  });
}

/** A refund left unanswered is asked again only this long after it began: past any provider deadline. */
export const unansweredRefundAfterSeconds = 60;
/** PENDING refunds are asked about again every this many minutes. */
const refundCheckEveryMinutes = 5;
/** After this long a refund is left to the owner and the provider's dashboard. */
const refundCheckForDays = 30;

/**
 * Claims up to `batchSize` PENDING refunds due to be asked about, as the payment reconciler claims
 * payments: FOR UPDATE SKIP LOCKED and a stamp, committed at once.
 */
export async function claimRefundsToReconcile(db: Database, batchSize: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.type, "REFUND"),
          eq(transactions.status, "PENDING"),
          lt(transactions.createdAt, sql`now() - make_interval(secs => ${unansweredRefundAfterSeconds})`),
          gt(transactions.createdAt, sql`now() - make_interval(days => ${refundCheckForDays})`),
          or(
            isNull(transactions.lastCheckedAt),
            lt(transactions.lastCheckedAt, sql`now() - make_interval(mins => ${refundCheckEveryMinutes})`),
          ),
        ),
      )
      .orderBy(asc(transactions.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      await tx.update(transactions).set({ lastCheckedAt: sql`now()` }).where(eq(transactions.id, row.id));
    }
    return rows.map((row) => row.id);
  });
}

/**
 * The reconciler's look at one PENDING refund: settled from the provider's list when it is there; asked
 * for (again) only when the provider holds no refund that could be it.
 */
export async function reconcileRefund(db: Database, context: SettlementContext, refundId: string) {
  const found = await refundWithReference(db, refundId);
  if (found?.refund.status !== "PENDING") return;
  await settleRefundsOf(db, context, found.reference);
  await askForRefund(db, context, refundId);
}

export interface RefundRequest {
  adminId: string;
  orderId: string;
  amountKobo: number;
  reason: string;
  /** The charge to refund; the one that paid the order when null. */
  paymentId: string | null;
  idempotencyKey: string | null;
}

/**
 * The owner's refund of `amountKobo` of one of the order's charges. 409 when nothing was paid or the
 * amount is more than is left (refunds on their way count); 422 when the Idempotency-Key named another
 * refund; 502 when the provider refuses (nothing is refunded). A repeated request with the same key
 * answers the first refund. Answers the refund's status: PENDING until the provider confirms it.
 */
export async function refundOrder(
  db: Database,
  context: SettlementContext,
  request: RefundRequest,
): Promise<{ status: PaymentStatus; confirmed: boolean }> {
  const { refund, replayed } = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, request.orderId),
          isNotNull(payments.capturedKobo),
          request.paymentId ? eq(payments.id, request.paymentId) : eq(payments.paysOrder, true),
        ),
      )
      .for("update");
    if (!payment) throw conflict(nothingPaidMessage);
    const earlier = await refundWithKey(tx, request);
    if (earlier) return { refund: earlier, replayed: true };
    const before = await refundedKobo(tx, payment.id);
    const reserved = await reserveRefund(tx, payment, {
      amountKobo: request.amountKobo,
      reason: request.reason,
      automatic: false,
      idempotencyKey: request.idempotencyKey,
    });
    if (!reserved) throw new Error("an Idempotency-Key claimed under the payment's lock was taken");
    // The owner is now handling what the shop could not return by itself.
    await tx.update(payments).set({ needsRefund: false }).where(eq(payments.id, payment.id));
    await recordAdminWrite(tx, {
      adminId: request.adminId,
      action: "order.refund",
      subjectType: "order",
      subjectId: request.orderId,
      before: { refunded: koboToNaira(before) },
      after: {
        refunded: koboToNaira(before + request.amountKobo),
        reason: request.reason,
        payment: payment.reference,
      },
    });
    return { refund: reserved, replayed: false };
  });

  const status = replayed ? refund.status : await askForRefund(db, context, refund.id);
  if (status === "FAILED" && !replayed) throw new Problem(502, refundFailedMessage);
  const now = await refundWithReference(db, refund.id);
  return { status, confirmed: Boolean(now?.refund.providerRefundId) };
}

/** The refund an Idempotency-Key was first used for on this order; 422 when the request differs. */
async function refundWithKey(tx: Database, request: RefundRequest): Promise<RefundRow | undefined> {
  if (!request.idempotencyKey) return undefined;
  const [earlier] = await tx
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.orderId, request.orderId), eq(transactions.idempotencyKey, request.idempotencyKey)),
    );
  if (!earlier) return undefined;
  const same =
    -earlier.amountKobo === request.amountKobo &&
    (request.paymentId === null || earlier.paymentId === request.paymentId);
  if (!same) throw new Problem(422, idempotencyKeyOtherRefundMessage);
  return earlier;
}
