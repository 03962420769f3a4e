import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { developmentAppKey } from "@oja/contracts/config";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { initializePayment, placedOrder } from "../../test/orders.ts";
import { type PaystackStub, startPaystackStub, stubSecretKey } from "../../test/paystack-stub.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// THE race of issue 13: two real API processes (child processes, each its own pool) on one PostgreSQL,
// the `paystack` provider against the local stub, and for many payments the shopper's verify calls and
// Paystack's signed webhooks fired at both processes at once. Each payment must be settled once: one
// COMPLETED transaction, one receipt, loyalty counted once. PGlite is one process's database, so this
// runs in the api-postgres project only (.ci/run).

const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";
const apiProcessScript = path.resolve(import.meta.dirname, "../../test/api-process.ts");
const jwtSecret = "test-secret-test-secret-test-secret-123";

interface ApiProcess {
  child: ChildProcess;
  origin: string;
}

/** Starts test/api-process.ts on the test's database and waits for its port. */
async function startApiProcess(
  databaseUrl: string,
  stub: PaystackStub,
  dataDir: string,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [apiProcessScript], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: "silent",
      PAYSTACK_SECRET_KEY: stubSecretKey,
      PAYSTACK_BASE_URL: stub.baseUrl,
      SMTP_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on("line", (line) => {
      const match = line.match(/^listening (\d+)$/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`the API process ended early (${code})`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

describe.skipIf(!onPostgres)("payments settled by two API processes at once", () => {
  let stub: PaystackStub;
  let shop: TestApp;
  let dataDir: string;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    stub = await startPaystackStub();
    shop = await createTestApp({ PAYSTACK_SECRET_KEY: stubSecretKey, PAYSTACK_BASE_URL: stub.baseUrl });
    await seedDemoData(shop.db);
    dataDir = await mkdtemp(path.join(tmpdir(), "oja-race-"));
  });
  afterAll(async () => {
    for (const { child } of processes) child.kill("SIGTERM");
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(0))),
      ),
    );
    await shop.close();
    await stub.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Rows of a query on node-postgres, which this project runs on. */
  async function rowsOf(query: SQL): Promise<Record<string, unknown>[]> {
    return ((await shop.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  it("settles each of 24 payments exactly once: one transaction, one receipt, loyalty once", async () => {
    // Shoppers, orders and payments first, through the in-test API: the child processes' mail senders
    // would otherwise deliver some of the sign-up codes.
    const payments: { shopper: SignedInShopper; reference: string; orderId: string; total: number }[] = [];
    const shoppers = await Promise.all([0, 1, 2, 3].map(() => signedInShopper(shop)));
    for (const shopper of shoppers) {
      for (let index = 0; index < 6; index += 1) {
        const order = await placedOrder(shop, shopper, "apapa-slim-card-case");
        const started = await initializePayment(shop, shopper, order);
        expect(started.statusCode, started.body).toBe(200);
        payments.push({
          shopper,
          reference: started.json().data.reference,
          orderId: order.id,
          total: order.total,
        });
      }
    }
    const [row] = await shop.db
      .select({ name: sql<string>`current_database()` })
      .from(sql`(select 1) as one`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${row?.name}`;
    processes.push(...(await Promise.all([0, 1].map(() => startApiProcess(url.toString(), stub, dataDir)))));
    for (const payment of payments) stub.pay(payment.reference);

    const requests = payments.flatMap((payment) => {
      const { body, signature } = stub.webhook(payment.reference);
      return processes.flatMap(({ origin }) => [
        fetch(`${origin}/api/v1/payments/verify/${payment.reference}`, {
          headers: {
            "x-app-key": developmentAppKey,
            authorization: payment.shopper.headers.authorization ?? "",
          },
        }),
        fetch(`${origin}/api/v1/payments/webhook/paystack`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-paystack-signature": signature },
          body,
        }),
        fetch(`${origin}/api/v1/payments/webhook/paystack`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-paystack-signature": signature },
          body,
        }),
      ]);
    });
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);

    const rows = await rowsOf(sql`
      select p.reference, p.status, p.needs_refund, o.status as order_status,
        (select count(*)::int from transactions t where t.payment_id = p.id and t.status = 'COMPLETED') as completed,
        (select count(*)::int from outbox_emails e where e.kind = 'payment-received'
           and position(o.order_number in e.subject) > 0) as receipts,
        (select count(*)::int from loyalty_points l where l.payment_id = p.id) as points
      from payments p join orders o on o.id = p.order_id`);
    expect(rows).toHaveLength(payments.length);
    for (const record of rows) {
      expect(record).toMatchObject({
        status: "COMPLETED",
        needs_refund: false,
        order_status: "PROCESSING",
        completed: 1,
        receipts: 1,
        points: 1,
      });
    }
    for (const shopper of shoppers) {
      const [points] = await rowsOf(
        sql`select coalesce(sum(points), 0)::int as total from loyalty_points where user_id = ${shopper.id}`,
      );
      const expected = payments
        .filter((payment) => payment.shopper === shopper)
        .reduce((sum, payment) => sum + Math.floor(payment.total / 1000), 0);
      expect(points?.total).toBe(expected);
    }
  }, 60_000);
});
