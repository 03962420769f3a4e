import type { Database } from "../../db/client.ts";
import { startRepeatingJob } from "../../jobs/repeating-job.ts";
import type { MailLog } from "../mail/mail.service.ts";
import type { SettlementContext } from "./payments-context.ts";
import { claimRefundsToReconcile, reconcileRefund } from "./refunds.service.ts";
import { claimPaymentsToReconcile, settlePayment } from "./settlement.ts";

// Re-verifies payments still PENDING after ten minutes (and cancelled attempts, whose charge may still
// come), for shoppers who closed the tab and webhooks that never came; and asks after refunds still
// PENDING, for refund webhooks that never came and refunds whose asking went unanswered. On a timer in
// every API process. The claims (FOR UPDATE SKIP LOCKED and a stamp) spread the work over the processes;
// the settlement's and the refunds' own guards make any overlap harmless.

export interface PaymentReconciler {
  /** Re-verify every due payment and refund now; returns how many were asked about. */
  reconcile(): Promise<number>;
  stop(): Promise<void>;
}

export function startPaymentReconciler(
  db: Database,
  context: SettlementContext,
  log: MailLog,
  options: { everyMs?: number; timer?: boolean; onSettled?: () => void } = {},
): PaymentReconciler {
  const batchSize = 20;
  const job = startRepeatingJob(
    "the payment reconciliation",
    "payment-reconciler",
    {
      size: batchSize,
      next: async () => {
        const [references, refunds] = await Promise.all([
          claimPaymentsToReconcile(db, batchSize),
          claimRefundsToReconcile(db, batchSize),
        ]);
        for (const reference of references) {
          try {
            const settled = await settlePayment(db, reference, context);
            if (settled && settled.status !== "PENDING") options.onSettled?.();
          } catch (error) {
            log.warn({ err: error, reference }, "a pending payment could not be re-verified");
          }
        }
        for (const refundId of refunds) {
          try {
            await reconcileRefund(db, context, refundId);
            options.onSettled?.();
          } catch (error) {
            log.warn({ err: error, refundId }, "a pending refund could not be asked about");
          }
        }
        return Math.max(references.length, refunds.length);
      },
    },
    log,
    options,
  );
  return { reconcile: job.run, stop: job.stop };
}
