import type { PaymentProviderName } from "@oja/contracts/payments";

// What Oja asks of a payment provider (docs/architecture.md §1): start a charge and give the page where the shopper
// pays, say how a charge ended, refund it, and read its webhooks. `paystack` speaks to Paystack's HTTP
// API; `sandbox` is the built-in test page.

export interface ChargeRequest {
  /** Fresh for every attempt; Paystack allows letters, digits and - . = */
  reference: string;
  email: string;
  amountKobo: number;
  /** Where the provider sends the shopper back: `{PUBLIC_URL}/payment/verification`. */
  callbackUrl: string;
  metadata: Record<string, unknown>;
}

/** How the provider says a charge ended; `pending` covers every state that may still change. */
export interface ChargeOutcome {
  status: "success" | "failed" | "reversed" | "pending";
  /** What was charged, kobo, and in which currency (checked against the payment before settling). */
  amountKobo: number;
  currency: string;
  /** The provider's own words on the outcome, such as "Declined" or "Approved". */
  gatewayResponse: string | null;
  paidAt: string | null;
  /** The provider's answer as it came, kept with the payment. */
  answer: Record<string, unknown>;
}

/**
 * A refund as the provider keeps it. Refunds are asynchronous: `pending` covers every state that may
 * still change (Paystack's pending, processing, needs-attention); `processed` is money returned.
 */
export interface ProviderRefund {
  id: string;
  amountKobo: number;
  status: "pending" | "processed" | "failed";
}

/** A webhook whose signature held: which event, about which charge's reference. */
export interface WebhookEvent {
  event: string;
  reference: string | null;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  initialize(charge: ChargeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ChargeOutcome>;
  /** Asks for `amountKobo` of the charge back. Throws ProviderRefused for a definite no. */
  refund(reference: string, amountKobo: number): Promise<ProviderRefund>;
  /** Every refund the provider holds for the charge with this reference. */
  refundsOf(reference: string): Promise<ProviderRefund[]>;
  /** The event of a webhook whose signature matches its raw body; undefined when it does not. */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent | undefined;
}

/**
 * The provider could not be reached, took too long, failed on its side (5xx) or answered something that
 * is not its API: what it did is unknown, so nothing may be concluded from it.
 */
export class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

/** The provider answered and said no (a 4xx with its own message): nothing was done. */
export class ProviderRefused extends ProviderUnavailable {
  override name = "ProviderRefused";
}
