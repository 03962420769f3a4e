import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { keptLog } from "../../test/kept-log.ts";
import {
  anotherProcess,
  createTestApp,
  createTestDatabase,
  racesCanRun,
  type TestApp,
} from "../../test/test-app.ts";
import { outboxEmails } from "./mail.schema.ts";
import { deliverDueEmails, type MailLog, queueEmail } from "./mail.service.ts";
import { renderEmail } from "./mail-layout.ts";
import { startMailSender } from "./mail-sender.ts";
import { fileTransport, type MailTransport } from "./mail-transport.ts";
import { listenerName } from "./outbox-listener.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const welcome = () =>
  renderEmail(
    { subject: "Welcome <friend>", heading: "Hello", paragraphs: ["Thanks & welcome."], highlight: "123456" },
    "Oja Leather House",
    "http://localhost:3000",
  );

describe("the e-mail outbox", () => {
  it("delivers a queued e-mail once, however often the sender runs", async () => {
    await queueEmail(shop.db, { ...welcome(), kind: "test", to: "ada@example.com" });
    const first = await shop.deliveredEmails();
    const again = await shop.deliveredEmails();
    expect(first.filter((email) => email.to === "ada@example.com")).toHaveLength(1);
    expect(again).toHaveLength(first.length);
  });

  it("does not send an e-mail whose transaction rolled back", async () => {
    await shop.db
      .transaction(async (tx) => {
        await queueEmail(tx, { ...welcome(), kind: "test", to: "rolled-back@example.com" });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    const emails = await shop.deliveredEmails();
    expect(emails.some((email) => email.to === "rolled-back@example.com")).toBe(false);
  });

  it("escapes the HTML part and keeps a plain-text part with the brand's name", () => {
    const email = welcome();
    expect(email.html).toContain("Thanks &amp; welcome.");
    expect(email.html).toContain("Welcome &lt;friend&gt;");
    expect(email.text).toContain("Oja Leather House");
    expect(email.text).toContain("123456");
  });

  it("writes .eml files when there is no SMTP server, and retries a failed send later", async () => {
    // A database of its own, with no mail sender that would deliver the e-mail as soon as it is queued.
    const database = await createTestDatabase();
    const db = database.db;
    const directory = path.join(tmpdir(), `oja-mail-${Date.now()}`);
    await queueEmail(db, { ...welcome(), kind: "test", to: "file@example.com" });
    const failing = {
      describe: "broken",
      send: async () => {
        throw new Error("connection refused");
      },
    };
    expect(await deliverDueEmails(db, failing, "Oja <hello@ojaleather.ng>")).toBe(0);
    // Not due again until its back-off passes: a second run right away sends nothing.
    expect(await deliverDueEmails(db, fileTransport(directory), "Oja <hello@ojaleather.ng>")).toBe(0);
    await db.execute("update outbox_emails set next_attempt_at = now() where status = 'PENDING'");
    expect(await deliverDueEmails(db, fileTransport(directory), "Oja <hello@ojaleather.ng>")).toBe(1);
    const [file] = await readdir(directory);
    const message = await readFile(path.join(directory, file ?? ""), "utf8");
    expect(message).toContain("To: file@example.com");
    expect(message).toContain("Subject: Welcome <friend>");
    await rm(directory, { recursive: true, force: true });
    await database.close();
  });
});

// "Without waiting for the poll" is proven by senders whose poll is off or an hour away, not by
// timing: the e-mails must arrive on the signal alone, and the generous timeouts only stop a broken
// sender from hanging the run.

const onPostgres = process.env.OJA_TEST_DATABASE === "postgres";
const anHour = 3_600_000;
const quietLog: MailLog = { info() {}, warn() {}, error() {} };

/** The backend that listens for queued e-mails on this database, if one does. */
async function listenerPid(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ pid: sql<number>`pid` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and application_name = ${listenerName}`);
  return row?.pid;
}

async function statusOf(db: Database, id: string) {
  const [row] = await db.select({ status: outboxEmails.status }).from(outboxEmails).where(sql`id = ${id}`);
  return row?.status;
}

/** An SMTP server that takes a few milliseconds per e-mail and counts how many it holds at once. */
function countingTransport(delivered: string[]) {
  const counter = { inFlight: 0, peak: 0 };
  const transport: MailTransport = {
    describe: "counting",
    async send(email) {
      counter.inFlight += 1;
      counter.peak = Math.max(counter.peak, counter.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 3));
      delivered.push(email.id);
      counter.inFlight -= 1;
      return {};
    },
  };
  return { transport, counter };
}

describe("sending right after the sign-up commits", () => {
  it.skipIf(!racesCanRun)(
    "drains a burst of 300 codes with two senders racing, several at once, each code sent exactly once",
    {
      timeout: 60_000,
    },
    async () => {
      const database = await createTestDatabase();
      const other = await anotherProcess(database);
      const delivered: string[] = [];
      const first = countingTransport(delivered);
      const second = countingTransport(delivered);
      // Batches of 50, so that each sender has to come back for more after the signal.
      const options = { pollMs: anHour, batchSize: 50, concurrency: 10 };
      const senders = [
        startMailSender(database, first.transport, "Oja <hello@ojaleather.ng>", quietLog, options),
        startMailSender(other, second.transport, "Oja <hello@ojaleather.ng>", quietLog, options),
      ];
      try {
        const queued = await database.db.transaction(async (tx) => {
          const ids: string[] = [];
          for (let index = 0; index < 300; index += 1) {
            ids.push(
              await queueEmail(tx, { ...welcome(), kind: "otp-sign-up", to: `burst-${index}@example.com` }),
            );
          }
          return ids;
        });
        // One signal each, as a route gives after its commit (on PostgreSQL the commit's NOTIFY also does).
        for (const sender of senders) sender.nudge();
        await expect.poll(() => new Set(delivered).size, { timeout: 45_000 }).toBe(queued.length);
        await Promise.all(senders.map((sender) => sender.stop()));
        expect(delivered).toHaveLength(queued.length);
        expect(new Set(delivered)).toEqual(new Set(queued));
        expect(Math.max(first.counter.peak, second.counter.peak)).toBeGreaterThan(1);
        expect(first.counter.peak).toBeLessThanOrEqual(10);
        expect(second.counter.peak).toBeLessThanOrEqual(10);
        const pending = await database.db.$count(outboxEmails, sql`status <> 'SENT'`);
        expect(pending).toBe(0);
      } finally {
        await Promise.all(senders.map((sender) => sender.stop()));
        await other.close();
        await database.close();
      }
    },
  );

  it.runIf(onPostgres)(
    "sends a code queued by another API process at once, on the commit's NOTIFY, without waiting for the poll",
    async () => {
      // The shop's sender does not poll at all (createTestApp turns the poll off): only the signal can wake it.
      await expect.poll(() => listenerPid(shop.db), { timeout: 10_000 }).toBeDefined();
      const other = await anotherProcess(shop.database);
      try {
        const id = await other.db.transaction((tx) =>
          queueEmail(tx, { ...welcome(), kind: "otp-sign-up", to: "elsewhere@example.com" }),
        );
        await expect.poll(() => statusOf(shop.db, id), { timeout: 10_000 }).toBe("SENT");
        const emails = await shop.deliveredEmails();
        expect(emails.filter((email) => email.id === id)).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );

  it.runIf(onPostgres)(
    "listens again after PostgreSQL drops the LISTEN connection, and lets it go when the app closes",
    async () => {
      const database = await createTestDatabase();
      const { logger, lines } = keptLog("warn");
      const sent: string[] = [];
      const { app } = await buildApp({
        config: shop.config,
        database,
        logger,
        pollMail: false,
        mailTransport: {
          describe: "memory",
          async send(email) {
            sent.push(email.id);
            return {};
          },
        },
      });
      try {
        await app.ready();
        await expect.poll(() => listenerPid(database.db), { timeout: 10_000 }).toBeDefined();
        const dropped = await listenerPid(database.db);
        await database.db.execute(sql`select pg_terminate_backend(${dropped})`);
        await expect
          .poll(() => lines.join(""), { timeout: 10_000 })
          .toContain("not listening for queued e-mails");

        // Queued while nobody listens (sent once it listens again), then one after: both arrive with no poll.
        const whileDown = await queueEmail(database.db, {
          ...welcome(),
          kind: "test",
          to: "down@example.com",
        });
        await expect
          .poll(() => listenerPid(database.db), { timeout: 15_000 })
          .toSatisfy((pid) => pid !== undefined && pid !== dropped);
        const afterwards = await queueEmail(database.db, {
          ...welcome(),
          kind: "test",
          to: "up@example.com",
        });
        await expect
          .poll(() => sent, { timeout: 10_000 })
          .toEqual(expect.arrayContaining([whileDown, afterwards]));

        await app.close();
        await expect.poll(() => listenerPid(database.db), { timeout: 10_000 }).toBeUndefined();
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
