import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequest } from "@mcansh/react-router-fastify";
import { apiBasePath } from "@oja/contracts/http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { adminPageBodyLimit, limitPageBodies, pageBodyLimit } from "./page-bodies.ts";
import { createTestDatabase } from "./test/test-app.ts";

// Decision 020: the page host bounds every page request's body before React Router reads it. The whole
// app (API and /health included) listens on a real socket, as `inject` would buffer the whole body
// first; the pages are a stand-in that reads the form as a page action does (the adapter's own
// Request, then `formData()`) and, as the contact page did, echoes what it was sent.

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "oja-data-"));
  const config = await loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-123",
    LOG_LEVEL: "silent",
  });
  ({ app } = await buildApp({ config, database, logger: false, pollMail: false, sweepUnpaidOrders: false }));
  await app.register(async (pages) => {
    limitPageBodies(pages);
    // What React Router's Fastify adapter registers: the body is passed on as the stream it is.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    pages.all("*", async (request, reply) => {
      const form = await createRequest(request, reply).formData();
      return reply.type("text/html").send(`<p>Thank you: ${String(form.get("message"))}</p>`);
    });
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  /** From the first byte sent to the whole answer. */
  milliseconds: number;
}

/**
 * Posts a form of `size` bytes (`message=aaa…`), declaring its length or sent chunked, as fast as the
 * socket takes it, and stops sending as soon as an answer comes.
 */
function postForm(pagePath: string, size: number, { chunked = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: pagePath,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        ...(chunked ? {} : { "content-length": String(size) }),
      },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          milliseconds: performance.now() - started,
        });
        request.destroy();
      });
    });
    // Once the server has answered and closed the connection, writing the rest fails: that is the point.
    request.on("error", (error) => {
      if (!answered) setTimeout(() => !answered && reject(error), 100);
    });
    const head = Buffer.from("message=");
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && sent < size && !request.destroyed) {
        const part = sent === 0 ? Buffer.concat([head, chunk]) : chunk;
        const piece = part.subarray(0, size - sent);
        sent += piece.length;
        if (!request.write(piece)) {
          request.once("drain", write);
          return;
        }
      }
      if (!answered && !request.destroyed) request.end();
    };
    write();
  });
}

const thirtyMegabytes = 30 * 1024 * 1024;
const formPages = ["/contact", "/newsletter", "/account-actions", "/shop", "/account/profile", "/_root.data"];
const adminPages = ["/admin/settings", "/admin/products/new", "/admin/products/3f9c2a1b.data"];

describe("a page request's body", () => {
  it.each([
    ["declared", false],
    ["sent chunked", true],
  ])(
    "of 30 MB, %s, is refused with a short 413 in well under a second, /health unaffected",
    async (_, chunked) => {
      const health = (async () => {
        const started = performance.now();
        const answer = await fetch(`http://127.0.0.1:${port}${apiBasePath}/health`);
        return { status: answer.status, milliseconds: performance.now() - started };
      })();
      // One after another: the sender shares this process with the shop, and nine senders writing as
      // fast as they can would measure this machine rather than the shop.
      const answers: Answer[] = [];
      for (const page of [...formPages, ...adminPages]) {
        answers.push(await postForm(page, thirtyMegabytes, { chunked }));
      }
      for (const [index, answer] of answers.entries()) {
        const page = [...formPages, ...adminPages][index];
        expect(answer.status, page).toBe(413);
        expect(answer.milliseconds, page).toBeLessThan(1000);
        expect(answer.body.length, page).toBeLessThan(400);
        expect(answer.body, page).toContain("Please shorten it and send it again.");
        expect(answer.body, page).not.toContain("aaaa");
      }
      expect((await health).status).toBe(200);
      expect((await health).milliseconds).toBeLessThan(1000);
    },
  );

  it("within its page's limit is read whole and handed to the page", async () => {
    const form = await postForm("/contact", pageBodyLimit);
    expect(form.status).toBe(200);
    expect(form.body).toContain(`Thank you: ${"a".repeat(pageBodyLimit - "message=".length)}</p>`);
    const chunked = await postForm("/newsletter", 20_000, { chunked: true });
    expect(chunked.status).toBe(200);
    // The admin area's texts and photos need more than a shop form, on their own pages only.
    expect((await postForm("/contact", pageBodyLimit + 1)).status).toBe(413);
    expect((await postForm("/admin/settings", adminPageBodyLimit)).status).toBe(200);
    expect((await postForm("/admin/settings", adminPageBodyLimit + 1, { chunked: true })).status).toBe(413);
    expect((await postForm("/admin/products/new", 4 * 1024 * 1024, { chunked: true })).status).toBe(200);
  });
});
