import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnreachable } from "../http/database-outage.ts";

// A background job every API process runs on a timer (the unpaid-order sweeper, the payment
// reconciler): one run at a time per process, each run draining batches until a short one, failures
// logged rather than thrown (a database that went away is weather: the next run tries again, on a
// connection the pool has replaced). Their claims in the database, not this, keep processes from doing one
// piece of work twice.

/** Where a job tells of its runs: the API's logger. */
export type JobLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export interface RepeatingJob {
  /** Run now (or join the run under way); answers how much it did. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

export function startRepeatingJob(
  name: string,
  batch: { size: number; next: () => Promise<number> },
  log: JobLog,
  options: { everyMs?: number; timer?: boolean; onDone?: (total: number) => void } = {},
): RepeatingJob {
  let running: Promise<number> | undefined;

  async function drain() {
    let total = 0;
    for (;;) {
      const done = await batch.next();
      total += done;
      if (done < batch.size) return total;
    }
  }

  function run() {
    running ??= drain()
      .then((total) => {
        if (total > 0) options.onDone?.(total);
        return total;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) log.warn({ err: error }, `${name} waits for the database`);
        else log.error({ err: error }, `${name} failed`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer =
    options.timer === false ? undefined : setInterval(() => void run(), options.everyMs ?? 60_000);
  timer?.unref();
  return {
    run,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
