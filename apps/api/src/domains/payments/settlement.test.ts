import { describe, expect, it } from "vitest";
import { signatureOf } from "../../test/paystack-stub.ts";
import type { ChargeOutcome } from "./payment-provider.ts";
import { chargeOutcomeOf, isPaystackSignatureValid } from "./paystack-provider.ts";
import { settlementOf } from "./settlement.ts";

const charge = (overrides: Partial<ChargeOutcome> = {}): ChargeOutcome => ({
  status: "success",
  amountKobo: 5_659_875,
  currency: "NGN",
  gatewayResponse: "Approved",
  paidAt: "2026-11-23T10:00:00.000Z",
  answer: {},
  ...overrides,
});

describe("the settlement rules", () => {
  const payment = { amountKobo: 5_659_875 };

  it("settles a successful charge of exactly the amount, in naira", () => {
    expect(settlementOf(payment, charge())).toEqual({ status: "COMPLETED", reason: null });
  });

  it("does not settle a charge of another amount, above or below, and says why", () => {
    expect(settlementOf(payment, charge({ amountKobo: 5_659_874 }))).toEqual({
      status: "FAILED",
      reason: "Charged ₦56,598.74 for ₦56,598.75: not settled",
    });
    expect(settlementOf(payment, charge({ amountKobo: 6_000_000 }))?.status).toBe("FAILED");
  });

  it("does not settle a charge in another currency", () => {
    expect(settlementOf(payment, charge({ currency: "USD" }))).toEqual({
      status: "FAILED",
      reason: "Charged in USD, not NGN: not settled",
    });
  });

  it("fails a declined charge with the provider's words, reverses a reversed one, waits on the rest", () => {
    expect(
      settlementOf(payment, charge({ status: "failed", gatewayResponse: "Insufficient Funds" })),
    ).toEqual({
      status: "FAILED",
      reason: "Insufficient Funds",
    });
    expect(settlementOf(payment, charge({ status: "reversed" }))?.status).toBe("REVERSED");
    expect(settlementOf(payment, charge({ status: "pending" }))).toBeNull();
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
