import { Readable } from "node:stream";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import { sharedPageHeader, styleSheetHeader } from "@oja/contracts/http";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepPageCopies } from "./page-copies.ts";
import { compressStreamedPages } from "./page-gzip.ts";

// The page host's copies of the pages every signed-out visitor sees (decision 017), in front of a
// stand-in page server that counts its renders: what web-host.ts registers, with the same compression.

const styleSheet = `.price::before{content:"₦"}${".card{color:#1f1712}".repeat(300)}`;

async function pageHost(options: { shared?: boolean; styleSheet?: boolean } = {}) {
  const state = { version: "1", renders: 0, versionReads: 0, writeOnRead: 0 };
  const app = Fastify();
  await app.register(async (pages) => {
    keepPageCopies(pages, async () => {
      state.versionReads += 1;
      if (state.versionReads === state.writeOnRead) state.version = "2";
      return state.version;
    });
    compressStreamedPages(pages);
    await pages.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });
    pages.get("/*", async (request, reply) => {
      state.renders += 1;
      const head = options.styleSheet ? "<html><head><style>" : "<html>";
      const sheet = options.styleSheet ? styleSheet : "";
      const page = `${head}${sheet}${options.styleSheet ? "</style></head>" : ""}<body>${"<p>Voyager bag</p>".repeat(200)}<i>render ${state.renders} of ${request.url}</i></body></html>`;
      if (options.styleSheet) {
        const start = Buffer.byteLength(head);
        reply.header(styleSheetHeader, `${start}-${start + Buffer.byteLength(sheet)}`);
      }
      reply
        .type("text/html")
        .header("content-security-policy", `script-src 'self' 'sha256-${state.renders}'`);
      if (options.shared ?? true) reply.header(sharedPageHeader, "5");
      // The page server's answer is a stream, as React Router's adapter sends it.
      return reply.send(Readable.from([page.slice(0, 100), page.slice(100)]));
    });
  });
  return { app, state };
}

const asVisitor = { "accept-encoding": "br, gzip" };
const brotli = (body: Buffer) => zlib.brotliDecompressSync(body).toString("utf8");

afterEach(() => {
  vi.useRealTimers();
});

describe("the pages kept for signed-out visitors", () => {
  it("sends a page's first rendering with its style sheet as gzip around the sheet compressed once", async () => {
    const { app } = await pageHost({ styleSheet: true });
    const first = await app.inject({ url: "/shop?q=voyager", headers: asVisitor });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers[styleSheetHeader]).toBeUndefined();
    const html = zlib.gunzipSync(first.rawPayload).toString("utf8");
    expect(html).toContain(`<style>${styleSheet}</style>`);
    expect(html).toContain("render 1 of /shop?q=voyager");
    // Another page's first rendering carries the same sheet's bytes, compressed the once.
    const other = await app.inject({ url: "/shop?q=bag", headers: asVisitor });
    const deflatedSheet = zlib.deflateRawSync(styleSheet, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    expect(other.rawPayload.includes(deflatedSheet)).toBe(true);
    expect(zlib.gunzipSync(other.rawPayload).toString("utf8")).toContain("render 2 of /shop?q=bag");
    // The copy shown again is Brotli, for a visitor who takes it.
    const second = await app.inject({ url: "/shop?q=voyager", headers: asVisitor });
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotli(second.rawPayload)).toBe(html);
    const brotliOnly = await app.inject({ url: "/shop?q=leather", headers: { "accept-encoding": "br" } });
    expect(brotliOnly.headers["content-encoding"]).toBe("br");
  });

  it("renders a page once and shows that copy, compressed once, to the next visitors", async () => {
    const { app, state } = await pageHost();
    const first = await app.inject({ url: "/products/voyager", headers: asVisitor });
    const second = await app.inject({ url: "/products/voyager", headers: asVisitor });
    expect(state.renders).toBe(1);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotli(second.rawPayload)).toContain("render 1 of /products/voyager");
    expect(second.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-1'");
    expect(second.headers[sharedPageHeader]).toBeUndefined();
    expect(first.headers[sharedPageHeader]).toBeUndefined();

    const gzipped = await app.inject({ url: "/products/voyager", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.rawPayload).toString("utf8")).toContain("render 1 of");
    const plain = await app.inject({ url: "/products/voyager", headers: { "accept-encoding": "br;q=0" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("render 1 of");
    expect(state.renders).toBe(1);
  });

  it("sends a page's first rendering quickly compressed, and the copy shown again at the better quality", async () => {
    const { app } = await pageHost();
    const quality = (html: string, level: number) =>
      zlib.brotliCompressSync(Buffer.from(html), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      });
    const first = await app.inject({ url: "/shop?q=voyager", headers: asVisitor });
    const html = brotli(first.rawPayload);
    expect(first.rawPayload.equals(quality(html, 1))).toBe(true);
    // The second visitor starts the better compression and is not kept waiting for it.
    const second = await app.inject({ url: "/shop?q=voyager", headers: asVisitor });
    expect(brotli(second.rawPayload)).toBe(html);
    await vi.waitFor(async () => {
      const later = await app.inject({ url: "/shop?q=voyager", headers: asVisitor });
      expect(later.rawPayload.equals(quality(html, 5))).toBe(true);
    });
  });

  it("keeps one copy per address, the query included", async () => {
    const { app, state } = await pageHost();
    await app.inject({ url: "/shop?category=bags", headers: asVisitor });
    const other = await app.inject({ url: "/shop?category=shoes", headers: asVisitor });
    expect(state.renders).toBe(2);
    expect(brotli(other.rawPayload)).toContain("render 2 of /shop?category=shoes");
  });

  it("renders anew for a shopper who is signed in", async () => {
    const { app, state } = await pageHost();
    await app.inject({ url: "/", headers: asVisitor });
    const signedIn = await app.inject({ url: "/", headers: { ...asVisitor, cookie: "ocToken=abc" } });
    expect(state.renders).toBe(2);
    expect(brotli(signedIn.rawPayload)).toContain("render 2");
  });

  it("asks nothing of the catalog's version for the build's files", async () => {
    const { app, state } = await pageHost({ shared: false });
    await app.inject({ url: "/assets/entry.client-abc.js", headers: asVisitor });
    expect(state.versionReads).toBe(0);
    await app.inject({ url: "/shop?category=bags", headers: asVisitor });
    expect(state.versionReads).toBe(1);
  });

  it("never keeps a page the page server did not say is the same for everyone", async () => {
    const { app, state } = await pageHost({ shared: false });
    await app.inject({ url: "/checkout", headers: asVisitor });
    await app.inject({ url: "/checkout", headers: asVisitor });
    expect(state.renders).toBe(2);
  });

  it("drops every copy when the kept answers' version moves (a catalog or settings write)", async () => {
    const { app, state } = await pageHost();
    await app.inject({ url: "/", headers: asVisitor });
    await app.inject({ url: "/about", headers: asVisitor });
    state.version = "2";
    const after = await app.inject({ url: "/", headers: asVisitor });
    await app.inject({ url: "/about", headers: asVisitor });
    expect(state.renders).toBe(4);
    expect(brotli(after.rawPayload)).toContain("render 3");
  });

  it("does not keep a page rendered while the catalog changed", async () => {
    const { app, state } = await pageHost();
    // The write lands while the page renders: after the copy was looked for, before it is kept.
    state.writeOnRead = 2;
    await app.inject({ url: "/", headers: asVisitor });
    await app.inject({ url: "/", headers: asVisitor });
    expect(state.renders).toBe(2);
  });

  it("keeps a copy for the seconds the page server allowed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { app, state } = await pageHost();
    await app.inject({ url: "/", headers: asVisitor });
    vi.advanceTimersByTime(4_900);
    await app.inject({ url: "/", headers: asVisitor });
    expect(state.renders).toBe(1);
    vi.advanceTimersByTime(200);
    await app.inject({ url: "/", headers: asVisitor });
    expect(state.renders).toBe(2);
  });
});
