import { createHmac, timingSafeEqual } from "node:crypto";
import type {
  ChargeOutcome,
  ChargeRequest,
  PaymentProvider,
  ProviderRefund,
  WebhookEvent,
} from "./payment-provider.ts";
import { ProviderRefused, ProviderUnavailable } from "./payment-provider.ts";

// Paystack's HTTP API (docs/decisions/012-payments-and-settlement.md): amounts in kobo, the secret key
// as a bearer token, `{status, message, data}` answers. Every call has a deadline, and anything that is
// not a proper answer becomes ProviderUnavailable, which the routes answer 502 without changing anything.

export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Hex HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function isPaystackSignatureValid(rawBody: Buffer, signature: string | undefined, secretKey: string) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const pendingStates = new Set(["abandoned", "ongoing", "pending", "processing", "queued"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Paystack's verification data as Oja reads it; undefined for anything else. */
export function chargeOutcomeOf(data: unknown): ChargeOutcome | undefined {
  if (!isRecord(data)) return undefined;
  const { status, amount, currency } = data;
  if (typeof status !== "string" || typeof currency !== "string") return undefined;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) return undefined;
  const outcome =
    status === "success" || status === "failed" || status === "reversed"
      ? status
      : pendingStates.has(status)
        ? "pending"
        : undefined;
  if (!outcome) return undefined;
  return {
    status: outcome,
    amountKobo: amount,
    currency: currency.toUpperCase(),
    gatewayResponse: typeof data.gateway_response === "string" ? data.gateway_response : null,
    paidAt: typeof data.paid_at === "string" ? data.paid_at : null,
    answer: data,
  };
}

const refundStates: Record<string, ProviderRefund["status"]> = {
  pending: "pending",
  processing: "pending",
  "needs-attention": "pending",
  processed: "processed",
  failed: "failed",
};

/** A refund in Paystack's words (its amount a number or a numeric string); undefined for anything else. */
export function refundOf(data: unknown): ProviderRefund | undefined {
  if (!isRecord(data)) return undefined;
  const id = typeof data.id === "number" || typeof data.id === "string" ? String(data.id) : "";
  const amount = typeof data.amount === "string" ? Number(data.amount) : data.amount;
  const status = typeof data.status === "string" ? refundStates[data.status] : undefined;
  if (!id || !status || typeof amount !== "number" || !Number.isSafeInteger(amount)) return undefined;
  return { id, amountKobo: amount, status };
}

export function paystackProvider(settings: PaystackSettings): PaymentProvider {
  async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Paystack could not be reached: ${String(error)}`);
    }
    const answer = (await response.json().catch(() => undefined)) as unknown;
    if (!isRecord(answer) || typeof answer.status !== "boolean") {
      throw new ProviderUnavailable(
        `Paystack answered ${response.status} with something that is not its API`,
      );
    }
    if (!response.ok || answer.status !== true) {
      const message = typeof answer.message === "string" ? answer.message : "no message";
      const said = `Paystack refused ${method} ${path} (${response.status}): ${message}`;
      // A 4xx is Paystack's own no; a 5xx may have done the work before failing.
      throw response.status >= 400 && response.status < 500
        ? new ProviderRefused(said)
        : new ProviderUnavailable(said);
    }
    return answer;
  }

  return {
    name: "paystack",
    async initialize(charge: ChargeRequest) {
      const answer = await call("POST", "/transaction/initialize", {
        email: charge.email,
        amount: charge.amountKobo,
        currency: "NGN",
        reference: charge.reference,
        callback_url: charge.callbackUrl,
        metadata: charge.metadata,
      });
      const data = answer.data;
      if (
        !isRecord(data) ||
        typeof data.authorization_url !== "string" ||
        !/^https?:\/\//.test(data.authorization_url)
      ) {
        throw new ProviderUnavailable("Paystack's initialize answer has no authorization URL");
      }
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference) {
      const answer = await call("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      const outcome = chargeOutcomeOf(answer.data);
      if (!outcome) throw new ProviderUnavailable("Paystack's verify answer is not one Oja can read");
      return outcome;
    },
    async refund(reference, amountKobo) {
      const answer = await call("POST", "/refund", { transaction: reference, amount: amountKobo });
      const refund = refundOf(answer.data);
      if (!refund) throw new ProviderUnavailable("Paystack's refund answer is not one Oja can read");
      return refund;
    },
    async refundsOf(reference) {
      const query = new URLSearchParams({ reference, perPage: "100" });
      const answer = await call("GET", `/refund?${query}`);
      if (!Array.isArray(answer.data)) throw new ProviderUnavailable("Paystack's refund list is not a list");
      return answer.data.flatMap((data) => refundOf(data) ?? []);
    },
    readWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent | undefined {
      if (!isPaystackSignatureValid(rawBody, signature, settings.secretKey)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return { event: "unreadable", reference: null };
      }
      if (!isRecord(body)) return { event: "unreadable", reference: null };
      const data = isRecord(body.data) ? body.data : {};
      // A charge event names its reference; a refund event names the charge's as transaction_reference.
      const transaction = isRecord(data.transaction) ? data.transaction : {};
      const reference = [data.reference, data.transaction_reference, transaction.reference].find(
        (value): value is string => typeof value === "string" && value.length > 0,
      );
      return { event: typeof body.event === "string" ? body.event : "unknown", reference: reference ?? null };
    },
  };
}
