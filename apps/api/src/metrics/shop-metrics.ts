import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

// What the operator watches (docs/decisions/040-what-the-operator-watches.md): the series every part of
// the process counts into, in Prometheus' text format at GET /metrics. Counters live in this process
// only; Prometheus sums them over the processes it scrapes. Counting is a synchronous increment: no
// await and no database read on any request's way.

/** The series of this process: the shop's counters and Node's own (event-loop delay, memory, CPU). */
export const processMetrics = new Registry();
// Node's defaults keep their usual names, so the dashboards written for them read them unchanged.
collectDefaultMetrics({ register: processMetrics });

const registers = [processMetrics];

export const httpRequests = new Counter({
  name: "oja_http_requests_total",
  help: "HTTP requests answered, by route pattern (unmatched for an address no route has), method, status and client (web: the page server's calls with the web app's key; other: everything else).",
  labelNames: ["route", "method", "status", "client"] as const,
  registers,
});

export const httpRequestSeconds = new Histogram({
  name: "oja_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's end, by route pattern, method and client.",
  labelNames: ["route", "method", "client"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const ordersPlaced = new Counter({
  name: "oja_orders_placed_total",
  help: "Orders placed (a replayed Idempotency-Key is not counted again).",
  registers,
});

export const ordersCancelled = new Counter({
  name: "oja_orders_cancelled_total",
  help: "Unpaid orders cancelled, by whom: the shopper, the owner or the unpaid-order sweeper.",
  labelNames: ["by"] as const,
  registers,
});

export const paymentsEnded = new Counter({
  name: "oja_payments_total",
  help: "Payments that reached an end, by status: COMPLETED (charged), FAILED (declined), REVERSED (reversed by the provider), CANCELLED (an attempt the shop cancelled).",
  labelNames: ["status"] as const,
  registers,
});

export const unwantedCharges = new Counter({
  name: "oja_unwanted_charges_total",
  help: "Settled charges of which the shop returns all or part (decision 023), by why: cancelled, already_paid, mismatch, excess.",
  labelNames: ["reason"] as const,
  registers,
});

export const refundMoves = new Counter({
  name: "oja_refunds_total",
  help: "Refunds as they move: PENDING when reserved, then COMPLETED or FAILED as the provider answers.",
  labelNames: ["status"] as const,
  registers,
});

export const emailsQueued = new Counter({
  name: "oja_emails_queued_total",
  help: "E-mails written to the outbox.",
  registers,
});

export const emailsSent = new Counter({
  name: "oja_emails_sent_total",
  help: "E-mails the sender delivered.",
  registers,
});

export const emailsFailed = new Counter({
  name: "oja_emails_failed_total",
  help: "E-mail sends that failed, by what comes next: retry (tried again later) or given_up (FAILED for good).",
  labelNames: ["next"] as const,
  registers,
});

export const jobRuns = new Counter({
  name: "oja_job_runs_total",
  help: "Runs of the background jobs (unpaid-order-sweeper, payment-reconciler, mail-sender, photo-sweeper), by outcome: done, waited (the database was unreachable) or failed.",
  labelNames: ["job", "outcome"] as const,
  registers,
});

export const jobWork = new Counter({
  name: "oja_job_work_total",
  help: "What the background jobs' runs did: orders the sweeper cancelled, payments and refunds the reconciler asked the provider about, e-mails the sender sent.",
  labelNames: ["job"] as const,
  registers,
});
