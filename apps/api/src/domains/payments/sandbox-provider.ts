import type { SandboxOutcome } from "@oja/contracts/payments";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { sandboxCharges } from "./payments.schema.ts";

// The built-in test provider (DESIGN §1, §2): initialize records the charge and points at the hosted
// page /sandbox/checkout/{reference}, where the tester pays or declines; verify answers what they chose.
// No money moves and no webhook is sent.

export interface SandboxProvider extends PaymentProvider {
  /** The charge behind the page, if there is one. */
  charge(reference: string): Promise<typeof sandboxCharges.$inferSelect | undefined>;
  /** Records the tester's choice; the first one stands. False for an unknown reference. */
  choose(reference: string, outcome: SandboxOutcome): Promise<boolean>;
}

export function sandboxProvider(db: Database, publicUrl: string): SandboxProvider {
  async function charge(reference: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row;
  }
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
    async refund() {
      return { status: "processed" };
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
  };
}
