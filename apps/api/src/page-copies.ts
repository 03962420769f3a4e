import type { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { carriesSession } from "@oja/contracts/accounts";
import { sharedPageHeader, styleSheetHeader } from "@oja/contracts/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { acceptedEncodings, deflateRun, gzipOfRuns } from "./page-gzip.ts";

// Decision 017: the public pages a signed-out visitor asks for are kept, one copy an address, for the
// seconds the page server allows (sharedPageHeader), and shown to every other signed-out visitor in
// that time, compressed once per encoding. The copies are kept under the version of the API's kept
// answers (decisions 014 and 027), so a product, stock or settings write shows on the next page.

/** The most pages kept: an address of its own per search, so the list must not grow without end. */
const capacity = 200;
/** The headers of the page server's answer that belong to the page, not to one response. */
const perResponseHeaders = new Set([
  "content-length",
  "date",
  "connection",
  "transfer-encoding",
  "x-request-id",
]);

/**
 * How a kept page shown again is compressed: Brotli's default (11) is for files compressed once; 5 is
 * nearly as small and fast enough to do once per copy.
 */
const pageBrotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
/**
 * A page sent once: the first sending of a kept page, which may be its only one (a search of its own, a
 * product page a crawler asks for once), and what the page server streams to a client that takes Brotli
 * but not gzip (web-host.ts; everyone else gets gzip in runs, page-gzip.ts).
 * A quarter of the work of 5 for a quarter more bytes (a 124 kB page: 0.9 ms and 25.1 kB against 4.2 ms
 * and 20.1 kB): compressing was the largest part of rendering such a page after React itself.
 */
export const onceSentBrotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 };

type Encoding = "br" | "gzip" | "identity";

interface PageCopy {
  html: Buffer;
  /** Where the style sheet written into the page lies in `html` (decision 054). */
  styleSheet?: { start: number; end: number };
  headers: Record<string, string>;
  /** Each encoding's body: the first sending's, then the better one once it is ready. */
  encoded: Map<Encoding, { body: Promise<Buffer>; better?: Promise<Buffer> }>;
  until: number;
}

/**
 * Brotli before gzip, but for the first sending of a page that carries the style sheet: gzip around
 * the sheet compressed once (`gzipAroundStyleSheet`) is half the work of Brotli at 1, and no larger.
 */
function chosenEncoding(request: FastifyRequest, copy: PageCopy, firstSending: boolean): Encoding {
  const accepted = acceptedEncodings(request);
  if (firstSending && copy.styleSheet && accepted.has("gzip")) return "gzip";
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The style sheet, the same bytes in every visitor's page, and its deflate at the best level, made once. */
let styleSheetDeflate: { sheet: Buffer; deflated: Buffer } | undefined;

/**
 * The page as one gzip member of three deflate runs (page-gzip.ts): the page before its style sheet and
 * after it, each compressed quickly for this page, and the sheet (≈ 63 kB, half the page) compressed once
 * at the best level. For the home page: 26.9 kB, against 27.7 kB at Brotli 1 for twice the work.
 *
 * The page's own runs are compressed on the event loop: at the fastest level a product page's ≈ 64 kB
 * take 0.3 ms of the process's time, where handing them to libuv's threads as zlib streams took 1.1 to
 * 1.6 ms of it in all (decision 064).
 */
function gzipAroundStyleSheet(html: Buffer, at: { start: number; end: number }): Buffer {
  const sheet = html.subarray(at.start, at.end);
  if (!styleSheetDeflate?.sheet.equals(sheet)) {
    styleSheetDeflate = {
      sheet: Buffer.from(sheet),
      deflated: deflateRun(sheet, zlib.constants.Z_BEST_COMPRESSION),
    };
  }
  return gzipOfRuns(
    [deflateRun(html.subarray(0, at.start)), styleSheetDeflate.deflated, deflateRun(html.subarray(at.end))],
    html,
  );
}

function compress(html: Buffer, encoding: "br" | "gzip", params: Record<number, number>): Promise<Buffer> {
  if (encoding === "gzip") return gzip(html);
  return brotli(html, { params: { ...params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
}

/**
 * As the page host compresses the pages it renders (web-host.ts), once per copy and encoding, and once
 * more at the better quality when the copy is shown again. On libuv's threads, not the event loop's: a
 * page is ≈ 125 kB before compression (its style sheet is inline), and compressing it on the event loop
 * would hold every other request back for milliseconds.
 */
function encode(copy: PageCopy, encoding: Encoding, firstSending: boolean): Promise<Buffer> {
  if (encoding === "identity") return Promise.resolve(copy.html);
  const encoded = copy.encoded.get(encoding);
  if (!encoded) {
    const body =
      firstSending && copy.styleSheet && encoding === "gzip"
        ? Promise.resolve(gzipAroundStyleSheet(copy.html, copy.styleSheet))
        : compress(copy.html, encoding, firstSending ? onceSentBrotliParams : pageBrotliParams);
    copy.encoded.set(encoding, firstSending ? { body } : { body, better: body });
    return body;
  }
  if (!encoded.better) {
    const better = compress(copy.html, encoding, pageBrotliParams);
    encoded.better = better;
    // The next visitors get the better body once it is ready, and the first sending's until then.
    better.then(
      () => {
        encoded.body = better;
      },
      () => undefined,
    );
  }
  return encoded.body;
}

function sendCopy(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: PageCopy,
  firstSending: boolean,
): Promise<Buffer> {
  const encoding = chosenEncoding(request, copy, firstSending);
  reply.headers(copy.headers);
  reply.header("vary", "accept-encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return encode(copy, encoding, firstSending);
}

/** A script, style sheet or picture of the build: never a kept page, so no version to read for it. */
function isFile(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The page's bytes as one buffer, copied only to join chunks: a page is ≈ 140 kB, and every copy of it is
 * memory outside V8's heap that, churned at hundreds of pages a second, makes V8 collect its whole heap
 * several times a second.
 */
async function wholeBody(payload: unknown): Promise<Buffer> {
  if (typeof payload === "string") return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/**
 * Keeps the shared pages of the `pages` plugin. Its hooks must be added before the plugin's compression
 * is registered, so that the page server's answer reaches them whole. `keptAnswersVersion` reads the
 * version of the API's kept answers, which every catalog or settings write moves.
 */
export function keepPageCopies(pages: FastifyInstance, keptAnswersVersion: () => Promise<string>) {
  const copies = new LRUCache<string, PageCopy>({ max: capacity });
  const versionAsked = new WeakMap<FastifyRequest, string>();
  let seenVersion: string | undefined;

  async function currentVersion(): Promise<string> {
    const version = await keptAnswersVersion();
    if (seenVersion !== undefined && version !== seenVersion) copies.clear();
    seenVersion = version;
    return version;
  }

  pages.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || isFile(request.url) || carriesSession(request.headers.cookie)) return;
    const version = await currentVersion();
    const copy = copies.get(request.url);
    if (copy && copy.until > Date.now()) return reply.send(await sendCopy(request, reply, copy, false));
    if (copy) copies.delete(request.url);
    versionAsked.set(request, version);
  });

  pages.addHook("onSend", async (request, reply, payload) => {
    const seconds = Number(reply.getHeader(sharedPageHeader));
    const styleSheet = String(reply.getHeader(styleSheetHeader) ?? "").match(/^(\d+)-(\d+)$/);
    reply.removeHeader(styleSheetHeader);
    if (!reply.hasHeader(sharedPageHeader)) return payload;
    reply.removeHeader(sharedPageHeader);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (!perResponseHeaders.has(name) && typeof value === "string") headers[name] = value;
    }
    const html = await wholeBody(payload);
    const [start, end] = [Number(styleSheet?.[1]), Number(styleSheet?.[2])];
    const copy: PageCopy = {
      html,
      ...(styleSheet && start < end && end <= html.length ? { styleSheet: { start, end } } : {}),
      headers,
      encoded: new Map(),
      until: Date.now() + seconds * 1000,
    };
    // A page rendered while a write moved the version may show what the write changed: not kept.
    const version = versionAsked.get(request);
    if (version !== undefined && version === (await currentVersion()) && seconds > 0) {
      copies.set(request.url, copy);
    }
    return sendCopy(request, reply, copy, true);
  });
}
