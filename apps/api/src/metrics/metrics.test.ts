import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../demo-shop/seed.ts";
import { outboxEmails } from "../domains/mail/mail.schema.ts";
import { queueEmail } from "../domains/mail/mail.service.ts";
import { orders } from "../domains/orders/orders.schema.ts";
import { payments } from "../domains/payments/payments.schema.ts";
import { initializePayment, paidOrder, placedOrder, refundsSettled, sandboxChoice } from "../test/orders.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../test/shoppers.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// GET /metrics (decision 040): refused without the configured token, and each series moving as the shop
// does what it counts, on the sandbox payment provider.

const token = "metrics-token-for-the-tests-0123456789";
const bearer = { authorization: `Bearer ${token}` };

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp({ METRICS_TOKEN: token });
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(async () => {
  await shop.close();
});

/** The sum of every sample of `name` whose labels include `labels`; 0 when there is none. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

async function scrape(): Promise<string> {
  const answer = await shop.app.inject({ method: "GET", url: "/metrics", headers: bearer });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers["content-type"]).toContain("text/plain");
  return answer.body;
}

describe("who may read /metrics", () => {
  it("is not there at all when no METRICS_TOKEN is configured", async () => {
    const bare = await createTestApp({}, { database: shop.database });
    try {
      const answer = await bare.app.inject({ method: "GET", url: "/metrics", headers: bearer });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain("oja_");
    } finally {
      await bare.app.close();
    }
  });

  it("refuses a missing or wrong token with 401 and shows nothing", async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}x` }, { authorization: token }]) {
      const answer = await shop.app.inject({ method: "GET", url: "/metrics", headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(answer.body).not.toContain("oja_");
    }
  });

  it("is not in the API's OpenAPI document", async () => {
    const document = (await shop.get("/openapi.json")).json();
    expect(Object.keys(document.paths)).not.toContain("/metrics");
  });
});

describe("the series", () => {
  it("counts requests by route pattern, never by address, and unknown addresses under one label", async () => {
    const before = await scrape();
    const pattern = { route: "/api/v1/products/:slugOrId", method: "GET", status: "200", client: "web" };
    expect((await shop.get("/products/ikoyi-penny-loafer")).statusCode).toBe(200);
    expect((await shop.get("/products/luxurious-voyager-bag")).statusCode).toBe(200);
    expect((await shop.get("/no-such-call")).statusCode).toBe(404);
    await shop.app.inject({ method: "GET", url: "/no/such/page" });
    const after = await scrape();
    expect(sampleOf(after, "oja_http_requests_total", pattern)).toBe(
      sampleOf(before, "oja_http_requests_total", pattern) + 2,
    );
    expect(after).not.toContain("ikoyi-penny-loafer");
    expect(after).not.toContain("no-such-call");
    const unmatched = { route: "unmatched", status: "404" };
    expect(sampleOf(after, "oja_http_requests_total", unmatched)).toBe(
      sampleOf(before, "oja_http_requests_total", unmatched) + 2,
    );
    const latency = { route: pattern.route, method: "GET" };
    expect(sampleOf(after, "oja_http_request_duration_seconds_count", latency)).toBe(
      sampleOf(before, "oja_http_request_duration_seconds_count", latency) + 2,
    );
    // A client with another key is told apart from the page server's calls. The counters are the
    // process's, and files run before this one in the same worker count into them too (decision 072).
    const other = { ...pattern, client: "other" };
    expect(sampleOf(after, "oja_http_requests_total", other)).toBe(
      sampleOf(before, "oja_http_requests_total", other),
    );
  });

  it("follows orders, payments, refunds, e-mails and the background jobs", async () => {
    const before = await scrape();
    const moved = (text: string, name: string, labels?: Record<string, string>) =>
      sampleOf(text, name, labels) - sampleOf(before, name, labels);

    const shopper = await signedInShopper(shop);
    // Paid through the sandbox's page, then refunded in full by the owner.
    const paid = await paidOrder(shop, shopper);
    const refund = await shop.send(
      "POST",
      `/admin/orders/${paid.id}/refunds`,
      { ...owner.headers, "idempotency-key": "metrics-refund-1" },
      { amount: paid.total, reason: "Returned in the showroom" },
    );
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    await refundsSettled(shop, paid.id);
    // Declined on the sandbox's page.
    const declined = await placedOrder(shop, shopper);
    const attempt = (await initializePayment(shop, shopper, declined)).json().data.reference as string;
    expect((await sandboxChoice(shop, attempt, "failure")).statusCode).toBe(303);
    expect((await shop.get(`/payments/verify/${attempt}`, shopper.headers)).json().data.status).toBe(
      "FAILED",
    );
    // Cancelled by the shopper, with a payment attempt open: that attempt is cancelled with it.
    const cancelled = await placedOrder(shop, shopper);
    expect((await initializePayment(shop, shopper, cancelled)).statusCode).toBe(200);
    const cancel = await shop.post(`/users/${shopper.id}/orders/${cancelled.id}/cancel`, {}, shopper.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Cancelled by the owner.
    const byOwner = await placedOrder(shop, shopper);
    const move = await shop.send("POST", `/admin/orders/${byOwner.id}/status`, owner.headers, {
      status: "CANCELLED",
    });
    expect(move.statusCode, move.body).toBe(200);
    // Left unpaid past the deadline: the sweeper cancels it; an attempt left pending: the reconciler asks.
    const forgotten = await placedOrder(shop, shopper);
    const pending = (await initializePayment(shop, shopper, forgotten)).json().data.reference as string;
    await shop.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(payments.reference, pending));
    expect(await shop.paymentReconciler?.reconcile()).toBeGreaterThanOrEqual(1);
    await shop.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, forgotten.id));
    expect(await shop.unpaidOrders.sweep()).toBe(1);
    await shop.deliveredEmails();

    const after = await scrape();
    expect(moved(after, "oja_orders_placed_total")).toBe(5);
    expect(moved(after, "oja_orders_cancelled_total", { by: "shopper" })).toBe(1);
    expect(moved(after, "oja_orders_cancelled_total", { by: "owner" })).toBe(1);
    expect(moved(after, "oja_orders_cancelled_total", { by: "sweeper" })).toBe(1);
    expect(moved(after, "oja_payments_total", { status: "COMPLETED" })).toBe(1);
    expect(moved(after, "oja_payments_total", { status: "FAILED" })).toBe(1);
    // The open attempts of the three cancelled orders that had one.
    expect(moved(after, "oja_payments_total", { status: "CANCELLED" })).toBe(2);
    expect(moved(after, "oja_refunds_total", { status: "PENDING" })).toBe(1);
    expect(moved(after, "oja_refunds_total", { status: "COMPLETED" })).toBe(1);
    expect(moved(after, "oja_refunds_total", { status: "FAILED" })).toBe(0);
    const queued = moved(after, "oja_emails_queued_total");
    expect(queued).toBeGreaterThanOrEqual(8);
    expect(moved(after, "oja_emails_sent_total")).toBe(queued);
    expect(sampleOf(after, "oja_email_oldest_queued_seconds")).toBe(0);
    expect(moved(after, "oja_job_runs_total", { job: "unpaid-order-sweeper", outcome: "done" })).toBe(1);
    expect(moved(after, "oja_job_work_total", { job: "unpaid-order-sweeper" })).toBe(1);
    expect(moved(after, "oja_job_runs_total", { job: "payment-reconciler", outcome: "done" })).toBe(1);
    expect(moved(after, "oja_job_work_total", { job: "payment-reconciler" })).toBeGreaterThanOrEqual(1);
    expect(moved(after, "oja_job_runs_total", { job: "mail-sender" })).toBeGreaterThanOrEqual(1);
    expect(moved(after, "oja_job_work_total", { job: "mail-sender" })).toBe(queued);
  });

  it("counts a charge that arrives for a cancelled order as an unwanted charge", async () => {
    const before = await scrape();
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const reference = (await initializePayment(shop, shopper, order)).json().data.reference as string;
    // Paid in the window still open, cancelled before the shop heard of the payment: it goes back.
    expect((await sandboxChoice(shop, reference, "success")).statusCode).toBe(303);
    await shop.post(`/users/${shopper.id}/orders/${order.id}/cancel`, {}, shopper.headers);
    expect((await shop.get(`/payments/verify/${reference}`, shopper.headers)).json().data.outcome).toBe(
      "returned",
    );
    await refundsSettled(shop, order.id);
    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved("oja_unwanted_charges_total", { reason: "cancelled" })).toBe(1);
    expect(moved("oja_payments_total", { status: "COMPLETED" })).toBe(1);
    expect(moved("oja_refunds_total", { status: "COMPLETED" })).toBe(1);
  });

  it("reads the oldest queued e-mail's age from the outbox table", async () => {
    const id = await queueEmail(shop.db, {
      kind: "metrics-test",
      to: "waiting@example.com",
      subject: "Waiting",
      text: "Waiting",
      html: "<p>Waiting</p>",
    });
    await shop.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - interval '90 seconds'` })
      .where(eq(outboxEmails.id, id));
    expect(sampleOf(await scrape(), "oja_email_oldest_queued_seconds")).toBeGreaterThanOrEqual(90);
    await shop.deliveredEmails();
    expect(sampleOf(await scrape(), "oja_email_oldest_queued_seconds")).toBe(0);
  });

  it("reports the database's connections, Node's event-loop delay, and each series with its HELP", async () => {
    const text = await scrape();
    expect(sampleOf(text, "oja_db_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    for (const name of [
      "oja_http_requests_total",
      "oja_http_request_duration_seconds",
      "oja_orders_placed_total",
      "oja_orders_cancelled_total",
      "oja_payments_total",
      "oja_unwanted_charges_total",
      "oja_refunds_total",
      "oja_emails_queued_total",
      "oja_emails_sent_total",
      "oja_emails_failed_total",
      "oja_email_oldest_queued_seconds",
      "oja_job_runs_total",
      "oja_job_work_total",
      "oja_db_connections",
    ]) {
      expect(text).toMatch(new RegExp(`^# HELP ${name} \\S`, "m"));
    }
  });
});
