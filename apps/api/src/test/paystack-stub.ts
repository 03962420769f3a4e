import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local Paystack-compatible HTTP server for the tests (Paystack's API as decision 012 describes it):
// it stands for the remote service, so the `paystack` provider runs its real HTTP code against it. A
// test decides how each charge ends (pay, decline, pay another amount or currency), how each refund
// ends (processed or failed) and how the refund endpoint behaves (answers, refuses, or takes longer than
// the provider's deadline, having made the refund or not), and signs webhooks with the same secret key.

export const stubSecretKey = "sk_test_ojastub0000000000000000000000";

type StubMode = "normal" | "down" | "nonsense" | "slow";

/**
 * How POST /refund behaves: answers; refuses (400, Paystack's own no); fails on Paystack's side (500,
 * nothing made); or never answers within the deadline, having made the refund ("made-then-slow") or
 * not ("slow").
 */
type RefundMode = "normal" | "refuse" | "fail" | "made-then-slow" | "slow";

export interface StubRefund {
  id: number;
  reference: string;
  amountKobo: number;
  status: "pending" | "processing" | "processed" | "failed";
}

interface StubCharge {
  reference: string;
  email: string;
  amountKobo: number;
  status: "ongoing" | "success" | "failed";
  paidKobo: number;
  currency: string;
  paidAt: string | null;
}

export interface PaystackStub {
  baseUrl: string;
  charges: Map<string, StubCharge>;
  /** How the stub answers: "down" 503, "nonsense" HTML, "slow" never within the provider's deadline. */
  mode: StubMode;
  /** Every request the stub received, as "METHOD path". */
  calls: string[];
  refundMode: RefundMode;
  /** Every refund the stub made, oldest first. */
  refunds: StubRefund[];
  /** Ends the refunds of this charge still open, as Paystack does a while after it took them. */
  settleRefunds(reference: string, status?: "processed" | "failed"): void;
  /** A signed `refund.<status>` webhook for a refund of this charge. */
  refundWebhook(reference: string, status?: "processed" | "failed"): { body: string; signature: string };
  pay(reference: string, how?: { amountKobo?: number; currency?: string }): void;
  decline(reference: string): void;
  /** A `charge.success` webhook for this reference: the raw body and its signature. */
  webhook(reference: string, secretKey?: string): { body: string; signature: string };
  close(): Promise<void>;
}

export function signatureOf(body: string, secretKey = stubSecretKey) {
  return createHmac("sha512", secretKey).update(body).digest("hex");
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return {};
  }
}

function verifyData(charge: StubCharge) {
  return {
    id: 4099260516,
    domain: "test",
    status: charge.status,
    reference: charge.reference,
    amount: charge.status === "success" ? charge.paidKobo : charge.amountKobo,
    requested_amount: charge.amountKobo,
    currency: charge.currency,
    gateway_response: charge.status === "failed" ? "Declined" : charge.status === "success" ? "Approved" : "",
    paid_at: charge.paidAt,
    created_at: new Date().toISOString(),
    channel: "card",
    metadata: null,
    customer: { id: 1, email: charge.email, customer_code: "CUS_stub" },
  };
}

function refundData(refund: StubRefund) {
  return {
    id: refund.id,
    integration: 100032,
    domain: "test",
    transaction: { id: 4099260516, reference: refund.reference },
    amount: String(refund.amountKobo),
    currency: "NGN",
    status: refund.status,
    refunded_at: refund.status === "processed" ? new Date().toISOString() : null,
  };
}

export async function startPaystackStub(secretKey = stubSecretKey): Promise<PaystackStub> {
  const charges = new Map<string, StubCharge>();
  const refunds: StubRefund[] = [];
  const calls: string[] = [];
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    calls.push(`${request.method} ${url.pathname}`);
    if (stub.mode === "down") return send(response, 503, { status: false, message: "Service unavailable" });
    if (stub.mode === "nonsense") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<html><body>Gateway maintenance</body></html>");
    }
    if (stub.mode === "slow") return; // never answers; the provider's deadline ends the call
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { status: false, message: "Invalid key" });
    }
    if (request.method === "POST" && url.pathname === "/transaction/initialize") {
      const body = await bodyOf(request);
      const reference = String(body.reference ?? "");
      if (charges.has(reference)) {
        return send(response, 400, { status: false, message: "Duplicate Transaction Reference" });
      }
      if (!Number.isInteger(body.amount) || Number(body.amount) <= 0) {
        return send(response, 400, { status: false, message: "Invalid Amount Sent" });
      }
      charges.set(reference, {
        reference,
        email: String(body.email),
        amountKobo: Number(body.amount),
        status: "ongoing",
        paidKobo: Number(body.amount),
        currency: String(body.currency ?? "NGN"),
        paidAt: null,
      });
      return send(response, 200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `https://checkout.paystack.com/${reference.toLowerCase()}`,
          access_code: reference.toLowerCase(),
          reference,
        },
      });
    }
    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === "GET" && verify) {
      const charge = charges.get(decodeURIComponent(verify[1] ?? ""));
      if (!charge) return send(response, 400, { status: false, message: "Transaction reference not found" });
      return send(response, 200, {
        status: true,
        message: "Verification successful",
        data: verifyData(charge),
      });
    }
    if (request.method === "POST" && url.pathname === "/refund") {
      const body = await bodyOf(request);
      const reference = String(body.transaction ?? "");
      const charge = charges.get(reference);
      if (charge?.status !== "success") {
        return send(response, 400, { status: false, message: "Transaction not found or not successful" });
      }
      const amount = Number(body.amount ?? charge.paidKobo);
      const refunded = refunds
        .filter((refund) => refund.reference === reference && refund.status !== "failed")
        .reduce((sum, refund) => sum + refund.amountKobo, 0);
      if (stub.refundMode === "refuse" || amount > charge.paidKobo - refunded) {
        return send(response, 400, {
          status: false,
          message: "Refund amount cannot be greater than transaction amount",
        });
      }
      if (stub.refundMode === "fail") return send(response, 500, { status: false, message: "Server error" });
      if (stub.refundMode === "slow") return; // never answers, and made nothing
      const refund: StubRefund = {
        id: 3_000_000 + refunds.length,
        reference,
        amountKobo: amount,
        status: "pending",
      };
      refunds.push(refund);
      if (stub.refundMode === "made-then-slow") return; // made it, but the answer never comes
      return send(response, 200, {
        status: true,
        message: "Refund has been queued for processing",
        data: refundData(refund),
      });
    }
    if (request.method === "GET" && url.pathname === "/refund") {
      const reference = url.searchParams.get("reference");
      return send(response, 200, {
        status: true,
        message: "Refunds retrieved",
        data: refunds.filter((refund) => refund.reference === reference).map(refundData),
      });
    }
    return send(response, 404, { status: false, message: "Not found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const stub: PaystackStub = {
    baseUrl: `http://127.0.0.1:${port}`,
    charges,
    calls,
    mode: "normal",
    refundMode: "normal",
    refunds,
    settleRefunds(reference, status = "processed") {
      for (const refund of refunds) {
        if (
          refund.reference === reference &&
          (refund.status === "pending" || refund.status === "processing")
        ) {
          refund.status = status;
        }
      }
    },
    refundWebhook(reference, status = "processed") {
      const refund = refunds.find((candidate) => candidate.reference === reference);
      const body = JSON.stringify({
        event: `refund.${status}`,
        data: { ...(refund ? refundData(refund) : {}), status, transaction_reference: reference },
      });
      return { body, signature: signatureOf(body, secretKey) };
    },
    pay(reference, how = {}) {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`the stub never saw ${reference}`);
      charge.status = "success";
      charge.paidKobo = how.amountKobo ?? charge.amountKobo;
      charge.currency = how.currency ?? charge.currency;
      charge.paidAt = new Date().toISOString();
    },
    decline(reference) {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`the stub never saw ${reference}`);
      charge.status = "failed";
    },
    webhook(reference, key = secretKey) {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`the stub never saw ${reference}`);
      const body = JSON.stringify({ event: "charge.success", data: verifyData(charge) });
      return { body, signature: signatureOf(body, key) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
