import type { Database } from "../../db/client.ts";
import { startRepeatingJob } from "../../jobs/repeating-job.ts";
import type { MailLog } from "../mail/mail.service.ts";
import { cancelUnpaidOrders } from "./order-cancellation.ts";
import type { OrderSettings } from "./order-rows.ts";

// Cancels orders left unpaid longer than UNPAID_ORDER_HOURS, on a timer in every API process. The
// claim (FOR UPDATE SKIP LOCKED, then an update conditioned on PENDING) makes running it in several
// processes at once safe: each order is cancelled, its stock returned and its e-mail queued once.

export interface UnpaidOrderSweeper {
  /** Sweep now, until nothing due is left; returns how many orders were cancelled. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export function startUnpaidOrderSweeper(
  db: Database,
  settings: OrderSettings,
  log: MailLog,
  options: { everyMs?: number; timer?: boolean; onCancelled?: () => void } = {},
): UnpaidOrderSweeper {
  const batchSize = 50;
  const job = startRepeatingJob(
    "the unpaid-order sweep",
    "unpaid-order-sweeper",
    {
      size: batchSize,
      next: async () => {
        const cancelled = await cancelUnpaidOrders(db, settings, batchSize);
        if (cancelled > 0) options.onCancelled?.();
        return cancelled;
      },
    },
    log,
    {
      ...options,
      onDone: (total) => log.info({ cancelled: total }, "unpaid orders cancelled"),
    },
  );
  return { sweep: job.run, stop: job.stop };
}
