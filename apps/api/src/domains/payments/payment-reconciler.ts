import type { Database } from "../../db/client.ts";
import { startRepeatingJob } from "../../jobs/repeating-job.ts";
import type { MailLog } from "../mail/mail.service.ts";
import { claimPaymentsToReconcile, type SettlementContext, settlePayment } from "./settlement.ts";

// Re-verifies payments still PENDING after ten minutes (DESIGN §5), for shoppers who closed the tab and
// webhooks that never came, on a timer in every API process. The claim (FOR UPDATE SKIP LOCKED and a
// stamp) spreads the payments over the processes; settlement's own guard makes any overlap harmless.

export interface PaymentReconciler {
  /** Re-verify every due payment now; returns how many were asked about. */
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
    {
      size: batchSize,
      next: async () => {
        const references = await claimPaymentsToReconcile(db, batchSize);
        for (const reference of references) {
          try {
            const settled = await settlePayment(db, reference, context);
            if (settled && settled.status !== "PENDING") options.onSettled?.();
          } catch (error) {
            log.warn({ err: error, reference }, "a pending payment could not be re-verified");
          }
        }
        return references.length;
      },
    },
    log,
    options,
  );
  return { reconcile: job.run, stop: job.stop };
}
