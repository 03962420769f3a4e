import type { DatabaseHandle } from "../../db/client.ts";
import { isDatabaseUnreachable } from "../../http/database-outage.ts";
import { type DeliveryOptions, deliverDueEmails, type MailLog } from "./mail.service.ts";
import type { MailTransport } from "./mail-transport.ts";
import { listenForQueuedEmails } from "./outbox-listener.ts";

export interface MailSender {
  /** Deliver soon: called after a transaction that queued an e-mail has committed. */
  nudge(): void;
  /** Deliver everything due now (tests, shutdown). */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export interface MailSenderOptions extends DeliveryOptions {
  /** Whether to look for due e-mails on a timer too: retries, and signals that were missed. */
  poll?: boolean;
  /** How often; 5 s unless told. */
  pollMs?: number;
  /** The first wait before reconnecting a dropped LISTEN connection. */
  reconnectMs?: number;
}

/**
 * Delivers the outbox in the background, as soon as an e-mail is queued: on PostgreSQL every process
 * hears the NOTIFY of the transaction that queued it (see queueEmail), on PGlite (one process) the
 * route's nudge after commit says so. Each signal drains the outbox in batches; the poll is the
 * safety net for retries and for signals lost while the LISTEN connection was down.
 */
export function startMailSender(
  database: Pick<DatabaseHandle, "db" | "connectAlone">,
  transport: MailTransport,
  from: string,
  log: MailLog,
  options: MailSenderOptions = {},
): MailSender {
  const { db } = database;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  function run(): Promise<number> {
    if (running) {
      // Something may have been queued after this run's last claim: run once more when it ends.
      again = true;
      return running;
    }
    running = deliverDueEmails(db, transport, from, log, options)
      .catch((error: unknown) => {
        // The poll, or the listener once it is back, runs it again.
        if (isDatabaseUnreachable(error)) log.warn({ err: error }, "the mail sender waits for the database");
        else log.error({ err: error }, "the mail sender failed");
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

  const nudge = () => {
    if (!stopped) setImmediate(() => void run());
  };
  const timer = options.poll === false ? undefined : setInterval(() => void run(), options.pollMs ?? 5000);
  timer?.unref();
  const listener = database.connectAlone
    ? listenForQueuedEmails(database.connectAlone, nudge, log, { reconnectMs: options.reconnectMs })
    : undefined;
  return {
    nudge,
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
      await listener?.close();
      await running;
    },
  };
}
