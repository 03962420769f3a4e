import type pg from "pg";
import type { DatabaseHandle } from "../../db/client.ts";
import { type MailLog, outboxChannel } from "./mail.service.ts";

/** How the LISTEN connection shows in pg_stat_activity. */
export const listenerName = "oja-mail-sender";

export interface OutboxListener {
  close(): Promise<void>;
}

/**
 * Listens on PostgreSQL for e-mails queued by any API process, on a connection of its own. When the
 * connection drops it warns and reconnects, waiting 1 s, 2 s, 4 s … up to 30 s between tries; the
 * sender's poll covers the gap, and `onSignal` is called again once listening, for what was queued
 * meanwhile.
 */
export function listenForQueuedEmails(
  connectAlone: NonNullable<DatabaseHandle["connectAlone"]>,
  onSignal: () => void,
  log: MailLog,
  options: { reconnectMs?: number } = {},
): OutboxListener {
  const firstRetryMs = options.reconnectMs ?? 1000;
  let retryMs = firstRetryMs;
  /** Ends the connection that is listening now, if any. */
  let endCurrent: (() => Promise<void>) | undefined;
  let opening: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function open() {
    retry = undefined;
    opening = connect().finally(() => {
      opening = undefined;
    });
  }

  async function connect() {
    let client: pg.Client | undefined;
    let ended = false;
    const end = async () => {
      if (ended) return;
      ended = true;
      if (endCurrent === end) endCurrent = undefined;
      await client?.end().catch(() => undefined);
    };
    // An error and the end of the connection may both be reported: the first one counts.
    const lose = (error: Error) => {
      if (ended) return;
      void end();
      if (closed) return;
      log.warn(
        { err: error, retryInMs: retryMs },
        "the mail sender is not listening for queued e-mails; it polls until it is back",
      );
      retry = setTimeout(open, retryMs);
      retry.unref();
      retryMs = Math.min(30_000, retryMs * 2);
    };
    try {
      client = await connectAlone(listenerName, lose);
      client.on("end", () => lose(new Error("the connection ended")));
      client.on("notification", () => onSignal());
      await client.query(`listen ${outboxChannel}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) return end();
    endCurrent = end;
    retryMs = firstRetryMs;
    // Whatever was queued while nobody listened here.
    onSignal();
  }

  open();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await opening;
      await endCurrent?.();
    },
  };
}
