import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { outboxEmails } from "./mail.schema.ts";
import type { RenderedEmail } from "./mail-layout.ts";
import type { MailTransport } from "./mail-transport.ts";

/** A database handle or an open transaction: e-mails are queued inside the caller's transaction. */
export type Writer = Pick<Database, "insert">;

export async function queueEmail(
  writer: Writer,
  email: RenderedEmail & { kind: string; to: string; replyTo?: string },
): Promise<string> {
  const [row] = await writer
    .insert(outboxEmails)
    .values({
      kind: email.kind,
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("the outbox did not return the queued e-mail");
  return row.id;
}

const maxAttempts = 8;
const batchSize = 20;

/** Backs off 30 s, 1 min, 2 min … capped at an hour. */
function retryDelaySeconds(attempts: number) {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what is due. Rows are claimed with SKIP LOCKED so that several API processes can run this at
 * once without sending an e-mail twice.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  from: string,
  log?: FastifyBaseLogger,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, "PENDING"), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    // Pushing the next attempt out claims the rows; a crash before sending just retries later.
    await tx
      .update(outboxEmails)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, attempts: sql`${outboxEmails.attempts} + 1` })
      .where(
        inArray(
          outboxEmails.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });

  let sent = 0;
  for (const row of claimed) {
    const attempts = row.attempts + 1;
    try {
      const { location } = await transport.send({
        id: row.id,
        from,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
      await db
        .update(outboxEmails)
        .set({ status: "SENT", sentAt: sql`now()`, lastError: null })
        .where(eq(outboxEmails.id, row.id));
      log?.info(
        { emailId: row.id, kind: row.kind, ...(location ? { file: location } : {}) },
        "e-mail delivered",
      );
      sent += 1;
    } catch (error) {
      const failedForGood = attempts >= maxAttempts;
      await db
        .update(outboxEmails)
        .set({
          status: failedForGood ? "FAILED" : "PENDING",
          lastError: String(error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        })
        .where(eq(outboxEmails.id, row.id));
      log?.warn({ emailId: row.id, kind: row.kind, attempts, err: error }, "e-mail delivery failed");
    }
  }
  return sent;
}
