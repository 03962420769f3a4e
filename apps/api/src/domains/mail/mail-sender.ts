import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { deliverDueEmails } from "./mail.service.ts";
import type { MailTransport } from "./mail-transport.ts";

export interface MailSender {
  /** Deliver soon: called after a transaction that queued an e-mail has committed. */
  nudge(): void;
  /** Deliver everything due now (tests, shutdown). */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

const pollMs = 5000;

/** Delivers the outbox in the background: right after a nudge, and every few seconds for retries. */
export function startMailSender(
  db: Database,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
  options: { poll?: boolean } = {},
): MailSender {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueEmails(db, transport, from, log)
      .catch((error: unknown) => {
        log.error({ err: error }, "the mail sender failed");
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

  const timer = options.poll === false ? undefined : setInterval(() => void run(), pollMs);
  timer?.unref();
  return {
    nudge: () => {
      if (!stopped) setImmediate(() => void run());
    },
    flush: async () => {
      let total = 0;
      for (;;) {
        await running;
        const sent = await run();
        total += sent;
        if (sent === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
