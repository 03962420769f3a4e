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
  /** How long after the last signal the sender waits for more before delivering; 100 ms unless told. */
  quietMs?: number;
}

/** The longest a signal waits for the others of its burst. */
const gatherAtMostMs = 2000;

/**
 * A wake that waits for the signals to stop coming: `quietMs` after the last one, and at most
 * `gatherAtMostMs` after the first. A burst of orders (a flash sale) is delivered in a few batches
 * once it has passed, instead of an e-mail at a time taking the process from the checkouts.
 */
function gathered(wake: () => void, quietMs: number) {
  let first = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    signal() {
      const now = Date.now();
      if (!timer) first = now;
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          timer = undefined;
          wake();
        },
        Math.max(0, Math.min(quietMs, first + gatherAtMostMs - now)),
      );
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Delivers the outbox in the background, as soon as an e-mail is queued and the signals of its burst
 * have stopped coming (`gathered`): on PostgreSQL every process hears the NOTIFY of the transaction that
 * queued it (see queueEmail), on PGlite (one process) the route's nudge after commit says so. Each
 * signal drains the outbox in batches; the poll is the safety net for retries and for signals lost
 * while the LISTEN connection was down.
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
  const signals = gathered(job.wake, options.quietMs ?? 100);
  const listener = database.connectAlone
    ? listenForQueuedEmails(database.connectAlone, signals.signal, log, { reconnectMs: options.reconnectMs })
    : undefined;
  return {
    nudge: signals.signal,
    flush: job.flush,
    async stop() {
      signals.stop();
      const stopping = job.stop();
      await listener?.close();
      await stopping;
    },
  };
}
