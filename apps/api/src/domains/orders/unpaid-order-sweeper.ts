import type { Database } from "../../db/client.ts";
import type { MailLog } from "../mail/mail.service.ts";
import { cancelUnpaidOrders, type OrderSettings } from "./orders.service.ts";

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
  let running: Promise<number> | undefined;

  async function drain() {
    let total = 0;
    for (;;) {
      const cancelled = await cancelUnpaidOrders(db, settings, batchSize);
      total += cancelled;
      if (cancelled > 0) options.onCancelled?.();
      if (cancelled < batchSize) return total;
    }
  }

  function sweep() {
    running ??= drain()
      .then((total) => {
        if (total > 0) log.info({ cancelled: total }, "unpaid orders cancelled");
        return total;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "the unpaid-order sweep failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer =
    options.timer === false ? undefined : setInterval(() => void sweep(), options.everyMs ?? 60_000);
  timer?.unref();
  return {
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
