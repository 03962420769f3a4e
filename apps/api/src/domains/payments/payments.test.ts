import { providerUnavailableMessage } from "@oja/contracts/payments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import {
  orderNow,
  payingShopForTests,
  paymentRow,
  sendWebhook,
  settlementRecord,
  startedPayment,
  verify,
} from "../../test/payments.ts";
import { type PaystackStub, signatureOf, stubSecretKey } from "../../test/paystack-stub.ts";
import { signedInShopper, signInRequiredAnswer } from "../../test/shoppers.ts";
import type { TestApp } from "../../test/test-app.ts";
import { payments, transactions } from "./payments.schema.ts";
import { paystackProvider } from "./paystack-provider.ts";

// Payment attempts (payments.service.ts) against the Paystack stub: starting one, the shopper's
// verification and the webhook's refusals; and the provider's refund call.

let stub: PaystackStub;
let shop: TestApp;
payingShopForTests((started) => {
  ({ shop, stub } = started);
});

describe("POST /payments/{userId}/initialize", () => {
  it("asks Paystack for its page with a fresh reference, the total in kobo and our callback", async () => {
    const { shopper, order, reference, authorizationUrl } = await startedPayment(shop);
    expect(authorizationUrl).toBe(`https://checkout.paystack.com/${reference.toLowerCase()}`);
    const charge = stub.charges.get(reference);
    expect(charge?.amountKobo).toBe(Math.round(order.total * 100));
    expect((await orderNow(shop, shopper, order.id)).payment).toEqual({
      status: "PENDING",
      amount: order.total,
      reference,
      provider: "paystack",
      authorizationUrl,
      metadata: { authorization_url: authorizationUrl, status: "PENDING" },
    });
    const [transaction] = await shop.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, reference));
    expect(transaction).toMatchObject({ type: "PAYMENT", status: "PENDING", userId: shopper.id });
  });

  it("answers the same page to a second click while the attempt is pending", async () => {
    const { shopper, order, reference } = await startedPayment(shop);
    const again = await initializePayment(shop, shopper, order);
    expect(again.json().data.reference).toBe(reference);
  });

  it("refuses another shopper's order (403), an unknown one (404), a wrong amount (409) and bad input (400)", async () => {
    const { shopper, order } = await startedPayment(shop);
    const stranger = await signedInShopper(shop);
    const theirs = await initializePayment(shop, stranger, order);
    expect(theirs.statusCode).toBe(403);
    const otherPath = await shop.send("POST", `/payments/${shopper.id}/initialize`, stranger.headers, {
      orderId: order.id,
      email: stranger.email,
      amount: order.total,
    });
    expect(otherPath.statusCode).toBe(403);
    const unknown = await initializePayment(shop, shopper, { id: crypto.randomUUID(), total: order.total });
    expect(unknown.statusCode).toBe(404);
    const wrongAmount = await initializePayment(shop, shopper, order, { amount: order.total - 1 });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toMatch(/does not match/);
    const bad = await initializePayment(shop, shopper, order, { amount: "lots", email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveLength(2);
    const signedOut = await shop.post(`/payments/${shopper.id}/initialize`, { orderId: order.id });
    expect(signedOut.json()).toMatchObject(signInRequiredAnswer);
  });

  it.each([
    ["down", "answers 503"],
    ["nonsense", "answers HTML"],
    ["slow", "does not answer in time"],
  ] as const)("answers 502 and leaves the order untouched when Paystack %s (%s)", async (mode, _how) => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    stub.mode = mode;
    const started = await initializePayment(shop, shopper, order);
    expect(started.statusCode).toBe(502);
    expect(started.json().message).toBe(providerUnavailableMessage);
    const after = await orderNow(shop, shopper, order.id);
    expect(after).toMatchObject({ status: "PENDING", payment: null, total: order.total });
    expect(await shop.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it("refuses a paid order with 409", async () => {
    const { shopper, order, reference } = await startedPayment(shop);
    stub.pay(reference);
    expect((await verify(shop, shopper, reference)).json().data.status).toBe("COMPLETED");
    const again = await initializePayment(shop, shopper, order);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order is already paid.");
  });
});

describe("GET /payments/verify/{reference}", () => {
  it("answers 403 for someone else's payment, 404 for an unknown one, 401 without a session, 502 when Paystack is down", async () => {
    const { reference, shopper } = await startedPayment(shop);
    const stranger = await signedInShopper(shop);
    expect((await verify(shop, stranger, reference)).statusCode).toBe(403);
    expect((await verify(shop, shopper, "OJA-NOPE-000")).statusCode).toBe(404);
    expect((await verify(shop, shopper, "not a reference!")).statusCode).toBe(400);
    expect((await shop.get(`/payments/verify/${reference}`)).json()).toMatchObject(signInRequiredAnswer);
    stub.mode = "down";
    const down = await verify(shop, shopper, reference);
    expect(down.statusCode).toBe(502);
    expect((await paymentRow(shop, reference))?.status).toBe("PENDING");
  });
});

describe("POST /payments/webhook/paystack", () => {
  it("answers 401 and changes nothing for a missing, wrong or altered signature", async () => {
    const { order, reference } = await startedPayment(shop);
    stub.pay(reference);
    const { body, signature } = stub.webhook(reference);
    const forged = stub.webhook(reference, "sk_test_somebodyelse000000000000000000");
    const altered = body.replace(reference, `${reference}X`);
    const answers = await Promise.all([
      sendWebhook(shop, body),
      sendWebhook(shop, body, "00"),
      sendWebhook(shop, forged.body, forged.signature),
      sendWebhook(shop, altered, signature),
      sendWebhook(shop, body, `${signature.startsWith("0") ? "1" : "0"}${signature.slice(1)}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await paymentRow(shop, reference))?.status).toBe("PENDING");
    expect((await settlementRecord(shop, reference, order.orderNumber)).receipts).toHaveLength(0);
  });

  it("takes no app key, and answers 200 to events it does not act on", async () => {
    const body = JSON.stringify({ event: "refund.processed", data: { reference: "OJA-ANY" } });
    const answer = await sendWebhook(shop, body, signatureOf(body));
    expect(answer.statusCode).toBe(200);
  });
});

describe("the paystack provider's refund", () => {
  it("asks Paystack to refund the charge and answers its status", async () => {
    const { reference } = await startedPayment(shop);
    stub.pay(reference);
    const provider = paystackProvider({ secretKey: stubSecretKey, baseUrl: stub.baseUrl, timeoutMs: 500 });
    expect(await provider.refund(reference, 100)).toEqual({
      id: expect.any(String),
      amountKobo: 100,
      status: "pending",
    });
    expect(stub.calls.at(-1)).toBe("POST /refund");
    expect(await provider.refundsOf(reference)).toEqual([expect.objectContaining({ amountKobo: 100 })]);
  });
});
