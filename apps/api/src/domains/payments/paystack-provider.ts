import { createHmac, timingSafeEqual } from "node:crypto";
import type { ChargeOutcome, ChargeRequest, PaymentProvider, WebhookEvent } from "./payment-provider.ts";
import { ProviderUnavailable } from "./payment-provider.ts";

// Paystack's HTTP API (/work/shared/reference/paystack-and-nigeria.md): amounts in kobo, the secret key
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
      throw new ProviderUnavailable(`Paystack refused ${method} ${path} (${response.status}): ${message}`);
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
      const answer = await call("POST", "/refund", {
        transaction: reference,
        ...(amountKobo === undefined ? {} : { amount: amountKobo }),
      });
      const data = answer.data;
      return { status: isRecord(data) && typeof data.status === "string" ? data.status : "pending" };
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
      return {
        event: typeof body.event === "string" ? body.event : "unknown",
        reference: typeof data.reference === "string" ? data.reference : null,
      };
    },
  };
}
