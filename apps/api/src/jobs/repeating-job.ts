import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnreachable } from "../http/database-outage.ts";
import { jobRuns, jobWork } from "../metrics/shop-metrics.ts";

// A background job every API process runs on a timer (the unpaid-order sweeper, the payment
// reconciler, the mail sender): one run at a time per process, each run draining batches until a short
// one, failures logged rather than thrown (a database that went away is weather: the next run tries
// again, on a connection the pool has replaced). Their claims in the database, not this, keep processes
// from doing one piece of work twice.

/** Where a job tells of its runs: the API's logger. */
export type JobLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export interface RepeatingJob {
  /** Run now (or join the run under way); answers how much it did. */
  run(): Promise<number>;
  /**
   * Something new may be waiting: run soon. A run under way may have made its last claim before it
   * came, so another follows that one. Nothing runs once the job is stopped.
   */
  wake(): void;
  /** Run until a run finds nothing to do, each starting after whatever is under way; answers the total. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export function startRepeatingJob(
  name: string,
  /** The job's name in the metrics' `job` label, such as "mail-sender". */
  label: string,
  /**
   * `next` does one batch and answers how much it did; fewer than `size` means nothing is left. Without
   * a `size`, one call is the whole run.
   */
  batch: { size?: number; next: () => Promise<number> },
  log: JobLog,
  options: { everyMs?: number; timer?: boolean; onDone?: (total: number) => void } = {},
): RepeatingJob {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function drain() {
    let total = 0;
    for (;;) {
      const done = await batch.next();
      total += done;
      // A stop waits for the batch under way (its own transaction), not for the rest of the run.
      if (batch.size === undefined || done < batch.size || stopped) return total;
    }
  }

  function run() {
    running ??= drain()
      .then((total) => {
        jobRuns.inc({ job: label, outcome: "done" });
        jobWork.inc({ job: label }, total);
        if (total > 0) options.onDone?.(total);
        return total;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) {
          jobRuns.inc({ job: label, outcome: "waited" });
          log.warn({ err: error }, `${name} waits for the database`);
        } else {
          jobRuns.inc({ job: label, outcome: "failed" });
          log.error({ err: error }, `${name} failed`);
        }
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function wake() {
    if (stopped) return;
    setImmediate(() => {
      if (stopped) return;
      if (running) again = true;
      else void run();
    });
  }

  const timer =
    options.timer === false ? undefined : setInterval(() => void run(), options.everyMs ?? 60_000);
  timer?.unref();
  return {
    run,
    wake,
    async flush() {
      let total = 0;
      for (;;) {
        await running;
        const done = await run();
        total += done;
        if (done === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
