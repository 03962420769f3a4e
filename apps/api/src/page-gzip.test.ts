import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough, Readable } from "node:stream";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyReply } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { compressStreamedPages, deflateRun, gzipInRuns, gzipOfRuns } from "./page-gzip.ts";

// Gzip made of deflate runs (decision 064): what the page host sends a page rendered for one visitor in
// while it waits for some of its data, chunk by chunk as React writes it, and a kept page around its style
// sheet compressed once. A page that comes whole is compressed once (decision 065).

const page = `<!DOCTYPE html><html><body>${"<p>Voyager bag, cognac leather</p>".repeat(300)}</body></html>`;

async function gzipOf(chunks: string[]): Promise<Buffer> {
  const runs = gzipInRuns();
  const out: Buffer[] = [];
  runs.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => runs.on("end", resolve));
  for (const chunk of chunks) runs.write(Buffer.from(chunk));
  runs.end();
  await ended;
  return Buffer.concat(out);
}

describe("gzip in runs", () => {
  it("decodes as one member to the bytes written, whatever the chunks", async () => {
    for (const cuts of [[page.length], [1, page.length], [100, 5000, page.length]]) {
      const chunks = cuts.map((end, index) => page.slice(index === 0 ? 0 : cuts[index - 1], end));
      const gzipped = await gzipOf(chunks);
      expect(zlib.gunzipSync(gzipped).toString("utf8")).toBe(page);
      expect(gzipped.length).toBeLessThan(page.length / 10);
    }
    expect(zlib.gunzipSync(await gzipOf([])).length).toBe(0);
  });

  it("makes each chunk readable as soon as it is sent, before the rest is written", () => {
    const first = Buffer.from(page.slice(0, 4000));
    // What a browser has once the first run arrived: the header and blocks that end on a byte.
    const inflated = zlib.inflateRawSync(deflateRun(first), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(inflated.equals(first)).toBe(true);
  });

  it("joins runs compressed apart, a run compressed once among them", () => {
    const whole = Buffer.from(page);
    const [a, b, c] = [whole.subarray(0, 300), whole.subarray(300, 9000), whole.subarray(9000)];
    const member = gzipOfRuns(
      [deflateRun(a), deflateRun(b, zlib.constants.Z_BEST_COMPRESSION), deflateRun(c)],
      whole,
    );
    expect(zlib.gunzipSync(member).equals(whole)).toBe(true);
  });
});

type Send = (reply: FastifyReply) => unknown;

async function pageHost(send: Send) {
  const app = Fastify();
  await app.register(async (pages) => {
    compressStreamedPages(pages);
    await pages.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });
    pages.get("/*", async (_request, reply) => send(reply));
  });
  return app;
}

const streamedPage: Send = (reply) =>
  reply.type("text/html").send(Readable.from([page.slice(0, 100), page.slice(100)]));

let open: { close(): Promise<unknown> } | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe("the page host's streamed pages", () => {
  it("compresses a page that came whole once, as Brotli where the browser takes it, with its length", async () => {
    const app = await pageHost(streamedPage);
    const brotli = await app.inject({ url: "/account", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["content-length"]).toBe(String(brotli.rawPayload.length));
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(page);

    const gzip = await app.inject({ url: "/account", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-length"]).toBe(String(gzip.rawPayload.length));
    expect(zlib.gunzipSync(gzip.rawPayload).toString("utf8")).toBe(page);
  });

  it("gzips in runs a page still waiting for its data, and leaves it to the plugin for a browser without gzip", async () => {
    // The rest of the page comes a turn of the event loop later, as a part that waited for its data.
    const waitingPage: Send = (reply) => {
      const body = new PassThrough();
      body.write(page.slice(0, 100));
      setTimeout(() => body.end(page.slice(100)), 5);
      return reply.type("text/html").send(body);
    };
    const app = await pageHost(waitingPage);
    const runs = await app.inject({ url: "/account", headers: { "accept-encoding": "br, gzip" } });
    expect(runs.headers["content-encoding"]).toBe("gzip");
    expect(runs.headers["content-length"]).toBeUndefined();
    expect(zlib.gunzipSync(runs.rawPayload).toString("utf8")).toBe(page);

    const brotliOnly = await app.inject({ url: "/account", headers: { "accept-encoding": "br, gzip;q=0" } });
    expect(brotliOnly.headers["content-encoding"]).toBe("br");
    expect(brotliOnly.headers["content-length"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(brotliOnly.rawPayload).toString("utf8")).toBe(page);
  });

  it("answers with an error, rather than waiting for ever, for a page whose stream breaks before its first turn ends", async () => {
    for (const breakPage of [
      (body: PassThrough) => body.destroy(new Error("the render failed")),
      (body: PassThrough) => body.destroy(),
    ]) {
      const app = await pageHost((reply) => {
        const body = new PassThrough();
        setImmediate(() => breakPage(body));
        return reply.type("text/html").send(body);
      });
      const answer = await app.inject({ url: "/account", headers: { "accept-encoding": "br, gzip" } });
      expect(answer.statusCode).toBe(500);
    }
  });

  it("leaves alone a client that takes no compression, any answer that is not a page, and one already encoded", async () => {
    const plain = await (await pageHost(streamedPage)).inject({ url: "/account" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);

    const sitemap = await (
      await pageHost((reply) => reply.type("application/xml").send(Readable.from([page])))
    ).inject({ url: "/sitemap.xml", headers: { "accept-encoding": "gzip, br" } });
    // The plugin's choice, Brotli first, and as a stream.
    expect(sitemap.headers["content-encoding"]).toBe("br");
    expect(sitemap.headers["content-length"]).toBeUndefined();

    const encoded = zlib.gzipSync(page);
    const kept = await (
      await pageHost((reply) =>
        reply
          .type("text/html")
          .header("content-encoding", "gzip")
          .send(Readable.from([encoded])),
      )
    ).inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(kept.rawPayload.equals(encoded)).toBe(true);
  });

  it("sends what the page has written while the rest of it is still waiting for its data", async () => {
    const body = new PassThrough();
    const app = await pageHost((reply) => reply.type("text/html").send(body));
    await app.listen({ port: 0, host: "127.0.0.1" });
    open = app;
    const { port } = app.server.address() as AddressInfo;
    const received = await new Promise<{ first: string; whole: string }>((resolve, reject) => {
      http
        .get({ port, path: "/account", headers: { "accept-encoding": "gzip" } }, (response) => {
          const gunzip = zlib.createGunzip();
          let text = "";
          let first: string | undefined;
          response.pipe(gunzip);
          gunzip.on("data", (chunk: Buffer) => {
            text += chunk.toString("utf8");
            if (first === undefined && text === page.slice(0, 2000)) {
              first = text;
              // Only now, with the first part read in the browser, does the rest of the page come.
              body.end(page.slice(2000));
            }
          });
          gunzip.on("end", () => resolve({ first: first ?? "", whole: text }));
          gunzip.on("error", reject);
        })
        .on("error", reject);
      body.write(page.slice(0, 2000));
    });
    expect(received.first).toBe(page.slice(0, 2000));
    expect(received.whole).toBe(page);
  });
});
