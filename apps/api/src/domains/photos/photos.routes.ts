import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../../http/problem.ts";
import { type PhotoHead, type PhotoStore, photoContentType } from "./photo-store.ts";

// Everything under /uploads/, served from the photo store by every process (decision 038): a name never
// changes content, so browsers keep a photo for a year and ask again only with its ETag.

const yearInSeconds = 365 * 24 * 60 * 60;
const cacheControl = `public, max-age=${yearInSeconds}, immutable`;

const photoNotFoundMessage = "There is no such photo.";

/** Whether an If-None-Match header names this ETag (or is `*`), weak or strong. */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

export const photoRoutes: FastifyPluginAsync<{ store: PhotoStore }> = async (app, { store }) => {
  app.get<{ Params: { "*": string } }>("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const name = request.params["*"];
    // A name the store never takes is not looked up.
    if (!photoContentType(name)) throw notFound(photoNotFoundMessage);
    const headers = (photo: PhotoHead) => ({
      etag: `"${photo.sha256}"`,
      "cache-control": cacheControl,
      "last-modified": photo.createdAt.toUTCString(),
    });
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch) {
      const head = await store.head(name);
      if (!head) throw notFound(photoNotFoundMessage);
      if (matches(ifNoneMatch, `"${head.sha256}"`)) return reply.code(304).headers(headers(head)).send();
    }
    const photo = await store.get(name);
    if (!photo) throw notFound(photoNotFoundMessage);
    return reply.headers(headers(photo)).type(photo.contentType).send(photo.bytes);
  });
};
