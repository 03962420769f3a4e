import type { FastifyPluginAsync } from "fastify";
import { LRUCache } from "lru-cache";
import { notFound } from "../../http/problem.ts";
import { type PhotoHead, type PhotoStore, photoContentType, type StoredPhoto } from "./photo-store.ts";

// Everything under /uploads/, served from the photo store by every process (decision 038): a name never
// changes content, so browsers keep a photo for a year and ask again only with its ETag.

const yearInSeconds = 365 * 24 * 60 * 60;
const cacheControl = `public, max-age=${yearInSeconds}, immutable`;

const photoNotFoundMessage = "There is no such photo.";

/**
 * Photos this process served lately, by name, up to this many bytes: a name never changes content, so a
 * kept copy is always right, and a catalog page's dozen pictures cost no database reads after the first
 * visitor. A photo the sweeper deletes may still be served from here a while; nothing shows it any more.
 */
const keptPhotoBytes = 48 * 1024 * 1024;

/** Whether an If-None-Match header names this ETag (or is `*`), weak or strong. */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

export const photoRoutes: FastifyPluginAsync<{ store: PhotoStore }> = async (app, { store }) => {
  const kept = new LRUCache<string, StoredPhoto>({
    maxSize: keptPhotoBytes,
    sizeCalculation: (photo) => Math.max(photo.bytes.length, 1),
  });
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
      const head = kept.get(name) ?? (await store.head(name));
      if (!head) throw notFound(photoNotFoundMessage);
      if (matches(ifNoneMatch, `"${head.sha256}"`)) return reply.code(304).headers(headers(head)).send();
    }
    const photo = kept.get(name) ?? (await store.get(name));
    if (!photo) throw notFound(photoNotFoundMessage);
    kept.set(name, photo);
    return reply.headers(headers(photo)).type(photo.contentType).send(photo.bytes);
  });
};
