import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { deliverDueEmails, queueEmail } from "./mail.service.ts";
import { renderEmail } from "./mail-layout.ts";
import { fileTransport } from "./mail-transport.ts";

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
    const directory = path.join(tmpdir(), `oja-mail-${Date.now()}`);
    await queueEmail(shop.db, { ...welcome(), kind: "test", to: "file@example.com" });
    const failing = {
      describe: "broken",
      send: async () => {
        throw new Error("connection refused");
      },
    };
    expect(await deliverDueEmails(shop.db, failing, "Oja <hello@ojaleather.ng>")).toBe(0);
    // Not due again until its back-off passes: a second run right away sends nothing.
    expect(await deliverDueEmails(shop.db, fileTransport(directory), "Oja <hello@ojaleather.ng>")).toBe(0);
    await shop.db.execute("update outbox_emails set next_attempt_at = now() where status = 'PENDING'");
    expect(await deliverDueEmails(shop.db, fileTransport(directory), "Oja <hello@ojaleather.ng>")).toBe(1);
    const [file] = await readdir(directory);
    const message = await readFile(path.join(directory, file ?? ""), "utf8");
    expect(message).toContain("To: file@example.com");
    expect(message).toContain("Subject: Welcome <friend>");
    await rm(directory, { recursive: true, force: true });
  });
});
