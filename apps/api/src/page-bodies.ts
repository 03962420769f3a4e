import type { Readable } from "node:stream";
import { productPhotoMaxBytes } from "@oja/contracts/admin-products";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// Decision 020: the pages' form actions read the whole body they are posted (`request.formData()`),
// and React Router's adapter hands them the request's stream unread, past the API's body limit. So the
// page host bounds every page request's body before React Router sees it: a declared length over the
// limit is refused at once, and a body sent without one (chunked) is counted as it arrives and refused
// as soon as it passes the limit. Nothing past the limit is kept.

/** The largest body a shop page takes: its forms are a few kB (the longest, a contact message of 5,000 characters). */
export const pageBodyLimit = 64 * 1024;
/** The admin area's pages: the settings' two texts of 20,000 characters each, percent-encoded by the browser. */
export const adminPageBodyLimit = 512 * 1024;
/** The admin area's product pages, which also take a photo upload with the form's other fields. */
export const productPageBodyLimit = productPhotoMaxBytes + pageBodyLimit;

/** `/admin/products/new` and `/admin/products/{id}`, also as React Router data requests (`….data`). */
const productPage = /^\/admin\/products\/[^/?]+(?:\?|$)/;
const adminPage = /^\/admin(?:[/?.]|$)/;

const tooLargePage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Too large</title>' +
  "<p>This is more than the shop accepts in one form. Please shorten it and send it again.</p></html>";
const brokenPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not received</title>' +
  "<p>The form did not arrive whole. Please send it again.</p></html>";

function bodyLimitOf(request: FastifyRequest): number {
  if (productPage.test(request.url)) return productPageBodyLimit;
  return adminPage.test(request.url) ? adminPageBodyLimit : pageBodyLimit;
}

/** How long the rest of a refused body is let in (and dropped) after the answer, before the connection is cut. */
const lingerMilliseconds = 2000;

function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 413, page: string) {
  // What still comes of the body is dropped as it arrives, never kept, so that the sender reads the
  // answer: a connection closed under unread bytes is reset, and the answer lost with it. A sender that
  // goes on sending is cut off.
  reply.raw.once("finish", () => {
    if (request.raw.complete) return;
    const cutOff = setTimeout(() => request.raw.socket?.destroy(), lingerMilliseconds);
    cutOff.unref();
    request.raw.once("end", () => clearTimeout(cutOff)).once("close", () => clearTimeout(cutOff));
  });
  return reply.code(status).type("text/html; charset=utf-8").send(page);
}

/** The body, or "too large" as soon as it passes `limit`, or "broken" if the sender stops midway. */
function readUpTo(stream: Readable, limit: number): Promise<Buffer | "too large" | "broken"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: Buffer | "too large" | "broken") => {
      stream.off("data", onData).off("end", onEnd).off("error", onBroken).off("close", onBroken);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.pause();
        settle("too large");
      } else chunks.push(chunk);
    };
    const onEnd = () => settle(Buffer.concat(chunks));
    const onBroken = () => settle("broken");
    stream.on("data", onData).on("end", onEnd).on("error", onBroken).on("close", onBroken);
  });
}

/** Bounds the body of every page request served from `pages` (registered before the pages themselves). */
export function limitPageBodies(pages: FastifyInstance) {
  pages.addHook("onRequest", async (request, reply) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > bodyLimitOf(request)) return refuse(request, reply, 413, tooLargePage);
  });
  // React Router's adapter passes the body on as a stream (its content parser reads nothing): it is
  // read here, within the limit, and the adapter is given the bytes instead.
  pages.addHook("preHandler", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    const stream = (request.body ?? request.raw) as Readable;
    if (typeof stream?.on !== "function") return;
    const body = await readUpTo(stream, bodyLimitOf(request));
    if (body === "too large") return refuse(request, reply, 413, tooLargePage);
    if (body === "broken") return refuse(request, reply, 400, brokenPage);
    request.body = body;
  });
}
