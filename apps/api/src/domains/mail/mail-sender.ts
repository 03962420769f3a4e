import type { DatabaseHandle } from "../../db/client.ts";
import { startRepeatingJob } from "../../jobs/repeating-job.ts";
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
  // deliverDueEmails drains the outbox itself, claiming batches until a short one: one call is a run.
  const job = startRepeatingJob(
    "the mail sender",
    "mail-sender",
    { next: () => deliverDueEmails(database.db, transport, from, log, options) },
    log,
    { timer: options.poll !== false, everyMs: options.pollMs ?? 5000 },
  );
  const listener = database.connectAlone
    ? listenForQueuedEmails(database.connectAlone, job.wake, log, { reconnectMs: options.reconnectMs })
    : undefined;
  return {
    nudge: job.wake,
    flush: job.flush,
    async stop() {
      const stopping = job.stop();
      await listener?.close();
      await stopping;
    },
  };
}
