import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type Database,
  runTogether,
  type Statement,
  StatementText,
  statementBuilder,
} from "../../db/client.ts";
import { isDatabaseUnreachable } from "../../http/database-outage.ts";
import { emailsFailed, emailsQueued, emailsSent } from "../../metrics/shop-metrics.ts";
import { outboxEmails } from "./mail.schema.ts";
import type { RenderedEmail } from "./mail-layout.ts";
import type { MailTransport } from "./mail-transport.ts";

/** What the mail sender needs of a logger. */
export type MailLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** The PostgreSQL channel on which a queued e-mail wakes every API process's mail sender. */
export const outboxChannel = "oja_outbox";

type OutgoingEmail = RenderedEmail & { kind: string; to: string; replyTo?: string };

/**
 * Puts an e-mail in the outbox in the caller's transaction, as a statement to send with the
 * transaction's others (`runTogether`); it answers the e-mail's id.
 */
export function queueEmailStatement(email: OutgoingEmail): Statement<string> {
  const values = {
    kind: email.kind,
    to: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  };
  return queueEmailText.with(values, ([row]) => {
    if (!row) throw new Error("the outbox did not return the queued e-mail");
    emailsQueued.inc();
    return String(row.id);
  });
}

// The signal is sent here, inside the caller's transaction, rather than by the route after commit:
// PostgreSQL delivers it only when that transaction commits (never for a rollback, and never before the
// row is visible), one per transaction however many e-mails it queues, and no caller can forget it,
// including a process that has no mail sender of its own. On PGlite nobody listens and it is a no-op;
// there the route's in-process nudge after commit is the signal. The row and the signal go in one
// statement.
const queueEmailText = new StatementText(() => {
  const queue = statementBuilder
    .insert(outboxEmails)
    .values({
      kind: sql.placeholder("kind"),
      to: sql.placeholder("to"),
      replyTo: sql.placeholder("replyTo"),
      subject: sql.placeholder("subject"),
      textBody: sql.placeholder("textBody"),
      htmlBody: sql.placeholder("htmlBody"),
    })
    .returning({ id: outboxEmails.id });
  return sql`with queued as ${queue} select id, pg_notify(${outboxChannel}, '') from queued`;
});

/** Puts an e-mail in the outbox, in the caller's transaction when it is given one; answers its id. */
export async function queueEmail(writer: Database, email: OutgoingEmail): Promise<string> {
  const [id] = await runTogether(writer, [queueEmailStatement(email)]);
  return id;
}

/**
 * How long the oldest e-mail still waiting in the outbox has waited, in seconds; 0 when none waits. Read
 * from the table, so every process answers for the whole outbox (GET /metrics, decision 040).
 */
export async function oldestQueuedSeconds(db: Database): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxEmails.createdAt})), 0)`.mapWith(
        Number,
      ),
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, "PENDING"));
  return row?.seconds ?? 0;
}

const maxAttempts = 8;

export interface DeliveryOptions {
  /** How many due e-mails one claim takes. */
  batchSize?: number;
  /** How many of them are handed to the transport at once. */
  concurrency?: number;
}

/** Backs off 30 s, 1 min, 2 min … capped at an hour. */
function retryDelaySeconds(attempts: number) {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

type OutboxEmail = typeof outboxEmails.$inferSelect;

/** How long a sender keeps asking a database that went away about a step it must not lose. */
const outageWaitMs = 60_000;

/**
 * Runs `work` again while the database is unreachable (¼ s, ½ s … up to 5 s apart) and for at most
 * `outageWaitMs`: for the steps whose outcome must outlive a dropped connection, so that a failover
 * neither sends an e-mail twice nor leaves it waiting for its claim to run out.
 */
async function onceReachable<T>(work: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + outageWaitMs;
  for (let waitMs = 250; ; waitMs = Math.min(5000, waitMs * 2)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnreachable(error) || Date.now() + waitMs > giveUpAt) throw error;
      await sleep(waitMs);
    }
  }
}

/**
 * Takes up to `limit` due e-mails for this process. SKIP LOCKED passes over rows another process is
 * claiming at this moment, and pushing the next attempt out keeps them from being claimed again once
 * this transaction commits: several API processes can run this at once without sending an e-mail
 * twice. A crash before sending just retries them five minutes later. Answers the rows as claimed
 * (`attempts` counts this one).
 */
async function claimDueEmails(db: Database, limit: number): Promise<OutboxEmail[]> {
  const claim = randomUUID();
  try {
    return await claimWith(db, limit, claim);
  } catch (error) {
    if (!isDatabaseUnreachable(error)) throw error;
    // The connection was cut, perhaps while the claim committed: the rows that carry it are this run's.
    return onceReachable(() =>
      db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.claim, claim), eq(outboxEmails.status, "PENDING")))
        .orderBy(asc(outboxEmails.createdAt)),
    );
  }
}

async function claimWith(db: Database, limit: number, claim: string): Promise<OutboxEmail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, "PENDING"), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outboxEmails)
      .set({
        nextAttemptAt: sql`now() + interval '5 minutes'`,
        attempts: sql`${outboxEmails.attempts} + 1`,
        claim,
      })
      .where(
        inArray(
          outboxEmails.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, attempts: row.attempts + 1, claim }));
  });
}

/**
 * Sends one claimed e-mail and records the outcome; true when it was sent. A failed send is tried
 * again later; a sent one is recorded even across a dropped connection, so that it is not sent twice.
 */
async function deliverOne(
  db: Database,
  transport: MailTransport,
  from: string,
  row: OutboxEmail,
  log: MailLog | undefined,
): Promise<boolean> {
  const { attempts } = row;
  let location: string | undefined;
  try {
    ({ location } = await transport.send({
      id: row.id,
      from,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    }));
  } catch (error) {
    const failedForGood = attempts >= maxAttempts;
    await onceReachable(() =>
      db
        .update(outboxEmails)
        .set({
          status: failedForGood ? "FAILED" : "PENDING",
          lastError: String(error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        })
        .where(eq(outboxEmails.id, row.id)),
    );
    emailsFailed.inc({ next: failedForGood ? "given_up" : "retry" });
    log?.warn({ emailId: row.id, kind: row.kind, attempts, err: error }, "e-mail delivery failed");
    return false;
  }
  await onceReachable(() =>
    db
      .update(outboxEmails)
      .set({ status: "SENT", sentAt: sql`now()`, lastError: null })
      .where(eq(outboxEmails.id, row.id)),
  );
  emailsSent.inc();
  log?.info({ emailId: row.id, kind: row.kind, ...(location ? { file: location } : {}) }, "e-mail delivered");
  return true;
}

/**
 * Sends everything that is due, with at most `concurrency` e-mails in the transport at once. The
 * e-mails flow: a worker that finds nothing left claims the next batch while the others are still
 * sending, until a claim comes back short. Returns how many were sent.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  from: string,
  log?: MailLog,
  options: DeliveryOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 100;
  const concurrency = Math.max(1, options.concurrency ?? 10);
  const claimed: OutboxEmail[] = [];
  let claiming: Promise<void> | undefined;
  let drained = false;
  let claimError: unknown;
  let sent = 0;

  async function next(): Promise<OutboxEmail | undefined> {
    while (claimed.length === 0 && !drained) {
      claiming ??= claimDueEmails(db, batchSize)
        .then(
          (rows) => {
            claimed.push(...rows);
            if (rows.length < batchSize) drained = true;
          },
          (error: unknown) => {
            claimError = error;
            drained = true;
          },
        )
        .finally(() => {
          claiming = undefined;
        });
      await claiming;
    }
    return claimed.shift();
  }

  const worker = async () => {
    for (let row = await next(); row; row = await next()) {
      try {
        if (await deliverOne(db, transport, from, row, log)) sent += 1;
      } catch (error) {
        // Recording the outcome failed (the database stayed away for over a minute): the row is tried
        // again when its claim runs out, so it may arrive twice; the other workers carry on.
        log?.error({ emailId: row.id, err: error }, "could not record an e-mail's delivery");
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (claimError) throw claimError;
  return sent;
}
