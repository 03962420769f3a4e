import { describe, expect, it } from "vitest";
import { signatureOf } from "../../test/paystack-stub.ts";
import type { ChargeOutcome } from "./payment-provider.ts";
import { chargeOutcomeOf, isPaystackSignatureValid, refundOf } from "./paystack-provider.ts";
import { endOf } from "./settlement.ts";

const charge = (overrides: Partial<ChargeOutcome> = {}): ChargeOutcome => ({
  status: "success",
  amountKobo: 5_659_875,
  currency: "NGN",
  gatewayResponse: "Approved",
  paidAt: "2026-11-23T10:00:00.000Z",
  answer: {},
  ...overrides,
});

describe("how a provider's outcome ends a charge", () => {
  it("records a success as COMPLETED whatever its amount: what it pays for is settlement's business", () => {
    expect(endOf(charge())).toEqual({ status: "COMPLETED", reason: null });
    expect(endOf(charge({ amountKobo: 1, currency: "USD" }))).toEqual({ status: "COMPLETED", reason: null });
  });

  it("fails a declined charge with the provider's words, reverses a reversed one, waits on the rest", () => {
    expect(endOf(charge({ status: "failed", gatewayResponse: "Insufficient Funds" }))).toEqual({
      status: "FAILED",
      reason: "Insufficient Funds",
    });
    expect(endOf(charge({ status: "reversed" }))?.status).toBe("REVERSED");
    expect(endOf(charge({ status: "pending" }))).toBeNull();
  });
});

describe("Paystack's refunds", () => {
  it("reads a refund's id, amount (a number or a numeric string) and status", () => {
    expect(refundOf({ id: 3018284, amount: "10000", status: "processing" })).toEqual({
      id: "3018284",
      amountKobo: 10_000,
      status: "pending",
    });
    expect(refundOf({ id: "1", amount: 500, status: "processed" })?.status).toBe("processed");
    expect(refundOf({ id: 1, amount: 500, status: "failed" })?.status).toBe("failed");
    expect(refundOf({ id: 1, amount: 500, status: "needs-attention" })?.status).toBe("pending");
  });

  it("reads nothing it does not understand", () => {
    expect(refundOf({ amount: 500, status: "processed" })).toBeUndefined();
    expect(refundOf({ id: 1, amount: "lots", status: "processed" })).toBeUndefined();
    expect(refundOf({ id: 1, amount: 500, status: "vanished" })).toBeUndefined();
    expect(refundOf([])).toBeUndefined();
  });
});

describe("Paystack's webhook signature", () => {
  const secret = "sk_test_signature0000000000000000000";
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"OJA-1"}}');

  it("accepts the hex HMAC-SHA512 of the raw body with the secret key", () => {
    expect(isPaystackSignatureValid(body, signatureOf(body.toString(), secret), secret)).toBe(true);
  });

  it("refuses a missing, short, non-hex, other-key or other-body signature", () => {
    const good = signatureOf(body.toString(), secret);
    expect(isPaystackSignatureValid(body, undefined, secret)).toBe(false);
    expect(isPaystackSignatureValid(body, good.slice(0, 64), secret)).toBe(false);
    expect(isPaystackSignatureValid(body, "z".repeat(128), secret)).toBe(false);
    expect(isPaystackSignatureValid(body, signatureOf(body.toString(), `${secret}x`), secret)).toBe(false);
    expect(isPaystackSignatureValid(Buffer.from(`${body.toString()} `), good, secret)).toBe(false);
  });
});

describe("Paystack's verification data", () => {
  it("reads the outcome, amount and currency, and nothing it does not understand", () => {
    expect(
      chargeOutcomeOf({ status: "success", amount: 100, currency: "ngn", gateway_response: "Approved" }),
    ).toMatchObject({
      status: "success",
      amountKobo: 100,
      currency: "NGN",
    });
    expect(chargeOutcomeOf({ status: "abandoned", amount: 100, currency: "NGN" })?.status).toBe("pending");
    expect(chargeOutcomeOf({ status: "success", amount: "100", currency: "NGN" })).toBeUndefined();
    expect(chargeOutcomeOf({ status: "teleported", amount: 100, currency: "NGN" })).toBeUndefined();
    expect(chargeOutcomeOf(null)).toBeUndefined();
  });
});
