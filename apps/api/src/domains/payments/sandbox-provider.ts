import { randomBytes } from "node:crypto";
import type { SandboxOutcome } from "@oja/contracts/payments";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { PaymentProvider, ProviderRefund, WebhookEvent } from "./payment-provider.ts";
import { sandboxCharges, sandboxRefunds } from "./payments.schema.ts";

// The built-in test provider (docs/decisions/012-payments-and-settlement.md): initialize records the
// charge and points at the hosted page /sandbox/checkout/{reference}, where the tester pays or declines;
// verify answers what they chose. No money moves. Refunds are asynchronous as Paystack's are: pending
// when asked for, processed a second later, when the sandbox sends its `refund.processed` event to the
// shop as Paystack's webhook would (docs/decisions/023-money-that-never-goes-astray.md).

export interface SandboxProvider extends PaymentProvider {
  /** The charge behind the page, if there is one. */
  charge(reference: string): Promise<typeof sandboxCharges.$inferSelect | undefined>;
  /** Records the tester's choice; the first one stands. False for an unknown reference. */
  choose(reference: string, outcome: SandboxOutcome): Promise<boolean>;
  /** Where the sandbox sends its events (the shop's webhook handling); set once the shop is built. */
  sendEventsTo(receiver: (event: WebhookEvent) => Promise<void>): void;
  /** Stops the events still to be sent; refunds left pending are found by the reconciler. */
  stop(): void;
}

/** How long a sandbox refund stays pending before it is processed. */
export const sandboxRefundDelayMs = 1000;

export function sandboxProvider(db: Database, publicUrl: string): SandboxProvider {
  let receiver: ((event: WebhookEvent) => Promise<void>) | undefined;
  const timers = new Set<NodeJS.Timeout>();

  async function charge(reference: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row;
  }
  const processed = sql<boolean>`${sandboxRefunds.createdAt} <= now() - make_interval(secs => ${sandboxRefundDelayMs / 1000})`;

  return {
    name: "sandbox",
    charge,
    async initialize(request) {
      await db.insert(sandboxCharges).values({
        reference: request.reference,
        amountKobo: request.amountKobo,
        email: request.email,
      });
      return { authorizationUrl: `${publicUrl}/sandbox/checkout/${encodeURIComponent(request.reference)}` };
    },
    async verify(reference) {
      const row = await charge(reference);
      const status =
        row?.outcome === "success" ? "success" : row?.outcome === "failure" ? "failed" : "pending";
      return {
        status,
        amountKobo: row?.amountKobo ?? 0,
        currency: "NGN",
        gatewayResponse: status === "failed" ? "Declined on the test payment page" : null,
        paidAt: status === "success" ? (row?.decidedAt ?? null) : null,
        answer: { provider: "sandbox", reference, outcome: row?.outcome ?? null },
      };
    },
    async refund(reference, amountKobo) {
      const id = `SBR-${randomBytes(8).toString("hex").toUpperCase()}`;
      await db.insert(sandboxRefunds).values({ id, reference, amountKobo });
      const timer = setTimeout(() => {
        timers.delete(timer);
        void receiver?.({ event: "refund.processed", reference });
      }, sandboxRefundDelayMs + 50);
      timer.unref();
      timers.add(timer);
      return { id, amountKobo, status: "pending" };
    },
    async refundsOf(reference) {
      const rows = await db
        .select({ id: sandboxRefunds.id, amountKobo: sandboxRefunds.amountKobo, processed })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.reference, reference))
        .orderBy(asc(sandboxRefunds.createdAt));
      return rows.map(
        (row): ProviderRefund => ({
          id: row.id,
          amountKobo: row.amountKobo,
          status: row.processed ? "processed" : "pending",
        }),
      );
    },
    readWebhook() {
      return undefined;
    },
    async choose(reference, outcome) {
      await db
        .update(sandboxCharges)
        .set({ outcome, decidedAt: sql`now()` })
        .where(and(eq(sandboxCharges.reference, reference), isNull(sandboxCharges.outcome)));
      return (await charge(reference)) !== undefined;
    },
    sendEventsTo(next) {
      receiver = next;
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
