import { randomInt, randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { expect, it } from "vitest";
import { type RunningApiProcess, startApiProcess } from "../test/api-process-runner.ts";
import { withDatabase } from "../test/global-setup.ts";
import { createTestDatabase } from "../test/test-app.ts";

// Issue 23: PostgreSQL dropping connections (a failover, a restart, pg_terminate_backend) is weather,
// not death. Two real API processes on one database, one under read and write load (catalog, sign-up,
// sign-in, carts, orders, sandbox payments) and one idle, while every other backend of the database is
// terminated every 100 ms for 30 s. Both must live, never answer 500 (503 with Retry-After is the
// answer while it lasts), serve again within seconds, and lose or double nothing: each order answered
// 201 exists once, each paid order has one completed transaction, each queued e-mail was sent once.

const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";
const faultSeconds = 30;
const products = ["ikoyi-penny-loafer", "apapa-slim-card-case", "lekki-slide"];

interface Answer {
  status: number;
  /** The JSON answer, or nothing (`{}`) for a page or a redirect. */
  body: { status?: number; message?: string; data?: unknown };
}

/** Every answer of the run that is neither a success nor a refusal (4xx), for the assertions. */
interface Trouble {
  call: string;
  status: number | "no answer";
  detail: string;
}

it("lives through 30 s of its database connections being cut every 100 ms, and loses nothing", async ({
  skip,
  onTestFinished,
}) => {
  skip(
    !onPostgres,
    "PGlite is the process's own database: no server can cut its connections (runs in api-postgres)",
  );
  // What the run saw: answers that were neither a success nor a refusal, the orders answered 201, and
  // those of them whose payment was verified COMPLETED.
  const troubles: Trouble[] = [];
  const placedOrders: string[] = [];
  const paidOrders: string[] = [];
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "oja-faults-"));
  const processes: RunningApiProcess[] = [];
  onTestFinished(async () => {
    await Promise.all(processes.map((running) => running.stop()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [named] = await rowsOf(sql`select current_database() as name`);
  const databaseUrl = withDatabase(process.env.TEST_DATABASE_URL ?? "", String(named?.name));

  // One process under load, one idle (whose pool, LISTEN connection and mail sender are cut too); the
  // e-mails of both are files in the one outbox folder, named by the outbox row they came from.
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: "faults-secret-faults-secret-123456",
  };
  processes.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
  const [busy, idle] = processes as [RunningApiProcess, RunningApiProcess];
  // Enough stock that every order of the run can be placed.
  await database.db.execute(sql`update products set stock = 100000 where slug in ${products}`);

  async function call(
    origin: string,
    method: string,
    url: string,
    options: { headers?: Record<string, string>; json?: unknown; form?: string } = {},
  ): Promise<Answer> {
    const name = `${method} ${url.replace(/[0-9a-f-]{36}|OJA-[\w-]+/gi, ":id")}`;
    try {
      const response = await fetch(`${origin}${url}`, {
        method,
        redirect: "manual",
        headers: {
          [appKeyHeader]: developmentAppKey,
          ...(options.json === undefined ? {} : { "content-type": "application/json" }),
          ...(options.form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
          ...options.headers,
        },
        body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      });
      const text = await response.text();
      const body = response.headers.get("content-type")?.startsWith("application/json")
        ? JSON.parse(text)
        : {};
      if (response.status === 503) {
        // The answer while the database is away: the envelope, a sentence, and when to try again.
        const retryAfter = response.headers.get("retry-after");
        if (!retryAfter || body.status !== 503 || !body.message) {
          troubles.push({ call: name, status: 503, detail: `Retry-After ${retryAfter}: ${text}` });
        }
      } else if (response.status >= 500) {
        troubles.push({ call: name, status: response.status, detail: text.slice(0, 300) });
      }
      return { status: response.status, body };
    } catch (error) {
      troubles.push({ call: name, status: "no answer", detail: String((error as Error).cause ?? error) });
      return { status: 0, body: {} };
    }
  }
  const api = (origin: string) => (method: string, url: string, options?: Parameters<typeof call>[3]) =>
    call(origin, method, `${apiBasePath}${url}`, options);
  const onBusy = api(busy.origin);
  const client = () => ({ "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });

  /** Asks again while the answer is 503, as a client told Retry-After would (sooner, to keep it short). */
  async function untilAnswered(ask: () => Promise<Answer>, until: number): Promise<Answer> {
    for (;;) {
      const answer = await ask();
      if (answer.status !== 503 || Date.now() > until) return answer;
      await sleep(50);
    }
  }

  // Shoppers signed up, verified and signed in before the faults start.
  async function signedUp() {
    const email = `faults-${randomUUID().slice(0, 8)}@example.com`;
    const headers = client();
    const details = { firstName: "Ngozi", lastName: "Eze", email, password: "Leather#2026" };
    expect((await onBusy("POST", "/users/register", { headers, json: details })).status).toBe(201);
    const [code] = await rowsOf(sql`select text_body from outbox_emails where "to" = ${email}`);
    const otp = String(code?.text_body).match(/^(\d{6})$/m)?.[1];
    const verified = await onBusy("POST", "/users/verify-otp", { headers, json: { email, otp } });
    expect(verified.status).toBe(201);
    const signedIn = await onBusy("POST", "/users/signin", {
      headers,
      json: { email, password: details.password },
    });
    expect(signedIn.status).toBe(201);
    const data = signedIn.body.data as { token: string; user: { id: string } };
    return {
      id: data.user.id,
      email,
      password: details.password,
      headers: { ...headers, authorization: `Bearer ${data.token}` },
    };
  }
  const shoppers = await Promise.all([0, 1, 2].map(() => signedUp()));
  const catalog = await Promise.all(
    products.map(async (slug) => {
      const answer = await onBusy("GET", `/products/${slug}`);
      expect(answer.status).toBe(200);
      return (answer.body.data as { product: { id: string; sizes: string[]; colours: string[] } }).product;
    }),
  );
  // The faults: every backend of this database but the terminator's own, every 100 ms.
  const terminator = new pg.Client({ connectionString: databaseUrl });
  await terminator.connect();
  let terminations = 0;
  const faultsEnd = Date.now() + faultSeconds * 1000;
  const faults = (async () => {
    while (Date.now() < faultsEnd) {
      const result = await terminator.query(
        "select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity " +
          "where datname = current_database() and pid <> pg_backend_pid()",
      );
      terminations += result.rows[0].ended;
      await sleep(100);
    }
    await terminator.end();
  })();
  // Load stops early if a process died: the test has failed then, and says so below.
  const during = () => Date.now() < faultsEnd && !busy.exit() && !idle.exit();
  // A step interrupted by the last faults may finish a little after them.
  const giveUpAt = faultsEnd + 10_000;

  async function shopperLoad(shopper: Awaited<ReturnType<typeof signedUp>>, index: number) {
    const headers = shopper.headers;
    while (during()) {
      const product = catalog[index % catalog.length];
      if (!product) return;
      const added = await untilAnswered(
        () =>
          onBusy("POST", `/users/${shopper.id}/cart/items/${product.id}`, {
            headers,
            json: { size: product.sizes[0], color: product.colours[0], quantity: 1 },
          }),
        giveUpAt,
      );
      if (added.status !== 201) continue;
      // A 503 may hide an order that was placed: asked again, the emptied cart is refused (400).
      const placed = await untilAnswered(
        () => onBusy("POST", `/users/${shopper.id}/orders`, { headers, json: { pickupAt: "pickup" } }),
        giveUpAt,
      );
      if (placed.status !== 201) continue;
      const order = placed.body.data as { id: string; total: number };
      placedOrders.push(order.id);
      const started = await untilAnswered(
        () =>
          onBusy("POST", `/payments/${shopper.id}/initialize`, {
            headers,
            json: {
              orderId: order.id,
              email: shopper.email,
              amount: order.total,
              metadata: { userId: shopper.id },
            },
          }),
        giveUpAt,
      );
      if (started.status !== 200) continue;
      const { reference } = started.body.data as { reference: string };
      const paid = await untilAnswered(
        () => call(busy.origin, "POST", `/sandbox/checkout/${reference}`, { form: "outcome=success" }),
        giveUpAt,
      );
      if (paid.status !== 303) continue;
      const verified = await untilAnswered(
        () => onBusy("GET", `/payments/verify/${reference}`, { headers }),
        giveUpAt,
      );
      if ((verified.body.data as { status?: string } | undefined)?.status === "COMPLETED")
        paidOrders.push(order.id);
    }
  }
  async function readerLoad() {
    while (during()) {
      await onBusy("GET", "/products?limit=12");
      await onBusy("GET", `/products/${products[randomInt(products.length)]}`);
      await onBusy("GET", "/products?search=leather");
    }
  }
  async function accountLoad() {
    while (during()) {
      // Sign-ups queue e-mails; sign-ins write sessions. Neither is asked again: a 503 sign-up may
      // still have queued its code, which must then be sent once all the same.
      await onBusy("POST", "/users/register", {
        headers: client(),
        json: {
          firstName: "Tunde",
          lastName: "Bello",
          email: `faults-${randomUUID().slice(0, 8)}@example.com`,
          password: "Leather#2026",
        },
      });
      const shopper = shoppers[randomInt(shoppers.length)];
      if (shopper) {
        await onBusy("POST", "/users/signin", {
          headers: client(),
          json: { email: shopper.email, password: shopper.password },
        });
      }
      await sleep(100);
    }
  }
  await Promise.all([
    faults,
    ...shoppers.map((shopper, index) => shopperLoad(shopper, index)),
    readerLoad(),
    readerLoad(),
    accountLoad(),
  ]);
  expect(busy.exit()).toBeUndefined();
  expect(idle.exit()).toBeUndefined();
  // Serving again within seconds, both of them.
  for (const running of [busy, idle]) {
    await expect
      .poll(async () => (await call(running.origin, "GET", `${apiBasePath}/health`)).status, {
        timeout: 10_000,
      })
      .toBe(200);
    expect((await call(running.origin, "GET", `${apiBasePath}/products?limit=12`)).status).toBe(200);
  }
  expect(troubles.filter((trouble) => trouble.status !== 503)).toEqual([]);
  expect(troubles).toEqual([]);
  expect(terminations).toBeGreaterThan(100);
  expect(placedOrders.length).toBeGreaterThan(0);
  expect(paidOrders.length).toBeGreaterThan(0);

  // Each order answered 201 exists once; each paid order was settled once.
  const orders = await rowsOf(sql`
    select o.id, o.status,
      (select count(*)::int from payments p where p.order_id = o.id and p.status = 'COMPLETED') as settled,
      (select count(*)::int from transactions t join payments p on p.id = t.payment_id
         where p.order_id = o.id and t.status = 'COMPLETED') as completed
    from orders o`);
  const byId = new Map(orders.map((order) => [order.id, order]));
  expect(placedOrders.filter((id) => !byId.has(id))).toEqual([]);
  expect(new Set(placedOrders).size).toBe(placedOrders.length);
  for (const id of paidOrders) {
    expect(byId.get(id)).toMatchObject({ status: "PROCESSING", settled: 1, completed: 1 });
  }
  // Nor was any other payment settled twice.
  expect(orders.filter((order) => Number(order.completed) > 1 || Number(order.settled) > 1)).toEqual([]);

  // Each queued e-mail is sent, once: its row SENT and one file of it in the outbox folder.
  await expect
    .poll(async () => (await rowsOf(sql`select id from outbox_emails where status <> 'SENT'`)).length, {
      timeout: 10_000,
    })
    .toBe(0);
  const emails = await rowsOf(sql`select id from outbox_emails`);
  const files = (await readdir(path.join(dataDir, "mail"))).filter((name) => name.endsWith(".eml"));
  const sent = files.map((name) => name.slice(-"00000000-0000-0000-0000-000000000000.eml".length, -4));
  expect(sent.toSorted()).toEqual(emails.map((email) => String(email.id)).toSorted());
}, 90_000);
