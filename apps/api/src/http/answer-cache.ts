import { createHash } from "node:crypto";
import { catalogAnswerLifetimeSeconds } from "@oja/contracts/catalog";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

// A short-lived cache of public GET answers, shared by every API process through Redis when
// REDIS_URL is set, else in this process's memory (as the rate limits choose their store). Each
// answer is kept under a version that every write of what the answers show bumps, so a write makes
// them all stale at once; the lifetime bounds what a write made between a read and its storing could
// leave behind. Many calls missing the same answer at once build it once in each process: the first
// builds it, the others wait for it.

/** An answer as it was sent: the serialised body and its entity tag. */
export interface StoredAnswer {
  body: string;
  etag: string;
}

export interface AnswerStore {
  /** The current version: part of every key, so that bumping it leaves every stored answer behind. */
  version(): Promise<string>;
  get(version: string, key: string): Promise<StoredAnswer | undefined>;
  set(version: string, key: string, answer: StoredAnswer): Promise<void>;
  /** Makes every answer stored so far stale, in every process that shares the store. */
  bump(): Promise<void>;
}

/** How long an answer is kept at most: the lag a concurrent write may leave (docs/architecture.md §5: stock). */
export const answerLifetimeSeconds = catalogAnswerLifetimeSeconds;
/** The most answers one process keeps in memory; searches could otherwise grow it without end. */
const memoryCapacity = 2000;

export function memoryAnswerStore(lifetimeSeconds = answerLifetimeSeconds): AnswerStore {
  let version = 0;
  const answers = new LRUCache<string, StoredAnswer>({ max: memoryCapacity, ttl: lifetimeSeconds * 1000 });
  return {
    async version() {
      return String(version);
    },
    async get(at, key) {
      return String(version) === at ? answers.get(key) : undefined;
    },
    async set(at, key, answer) {
      // An answer read before the latest bump is not kept: it may show what the write changed.
      if (String(version) === at) answers.set(key, answer);
    },
    async bump() {
      version += 1;
      answers.clear();
    },
  };
}

/**
 * The store in Redis, under `namespace`. A Redis that does not answer makes reads misses (the
 * database answers instead) rather than errors; a failed bump is logged, and the lifetime then
 * bounds how long the old answers last.
 */
export function redisAnswerStore(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
  lifetimeSeconds = answerLifetimeSeconds,
): AnswerStore {
  const versionKey = `${namespace}version`;
  const answerKey = (version: string, key: string) => `${namespace}${version}:${key}`;
  // What this process read from Redis or stored there, by the same keys and for no longer: the version
  // is still asked of Redis on every call, so a write anywhere is seen at once, but an answer is not
  // carried across from Redis and parsed again on each (a products list is 35 kB).
  const near = new LRUCache<string, StoredAnswer>({ max: memoryCapacity, ttl: lifetimeSeconds * 1000 });
  return {
    async version() {
      return (await redis.get(versionKey).catch(() => null)) ?? "0";
    },
    async get(version, key) {
      const name = answerKey(version, key);
      const known = near.get(name);
      if (known) return known;
      const kept = await redis.get(name).catch(() => null);
      if (kept === null) return undefined;
      const answer = JSON.parse(kept) as StoredAnswer;
      near.set(name, answer);
      return answer;
    },
    async set(version, key, answer) {
      near.set(answerKey(version, key), answer);
      await redis
        .set(answerKey(version, key), JSON.stringify(answer), "EX", lifetimeSeconds)
        .catch((error: unknown) => log.warn({ err: error }, "could not keep an answer in Redis"));
    },
    async bump() {
      await redis
        .incr(versionKey)
        .catch((error: unknown) => log.error({ err: error }, "could not make the cached answers stale"));
    },
  };
}

const cacheHeaders = (etag: string) => ({
  etag,
  // Anyone may keep the answer but must ask again each time: a 304 when nothing changed.
  "cache-control": "public, no-cache",
  vary: "x-app-key",
});

/** Whether an If-None-Match header names this entity tag (weakly, as RFC 9110 §13.1.2 compares). */
function isKnown(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (typeof header !== "string") return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

function sendStored(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  reply.headers(cacheHeaders(answer.etag));
  if (isKnown(request, answer.etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
}

/**
 * Answers the GET calls of this plugin from `store` when it holds them, before their query is
 * parsed or their answer serialised again (after the parent's hooks, such as the app key's), and
 * keeps every 200 answer it did not hold. Keyed by the URL as sent. While one call builds an answer,
 * the same call arriving meanwhile waits for it instead of asking the database again; if the first
 * does not end in a 200, each waiting call is answered on its own.
 */
export function cacheAnswers(api: FastifyInstance, store: AnswerStore) {
  const versions = new WeakMap<FastifyRequest, string>();
  const building = new Map<string, PromiseWithResolvers<StoredAnswer | undefined>>();
  const builders = new WeakMap<FastifyRequest, string>();

  function finishBuilding(request: FastifyRequest, answer: StoredAnswer | undefined) {
    const key = builders.get(request);
    if (key === undefined) return;
    builders.delete(request);
    building.get(key)?.resolve(answer);
    building.delete(key);
  }

  api.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const version = await store.version();
    const stored = await store.get(version, request.url);
    if (stored) return sendStored(request, reply, stored);
    const key = `${version} ${request.url}`;
    const underWay = building.get(key);
    if (underWay) {
      const built = await underWay.promise;
      if (built) return sendStored(request, reply, built);
    } else {
      building.set(key, Promise.withResolvers());
      builders.set(request, key);
    }
    versions.set(request, version);
  });
  api.addHook("onSend", async (request, reply, payload) => {
    const version = versions.get(request);
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== "string") {
      finishBuilding(request, undefined);
      return payload;
    }
    const answer = { body: payload, etag: `"${createHash("sha1").update(payload).digest("base64url")}"` };
    finishBuilding(request, answer);
    await store.set(version, request.url, answer);
    reply.headers(cacheHeaders(answer.etag));
    if (!isKnown(request, answer.etag)) return payload;
    reply.code(304);
    return "";
  });
  // A call that ends without sending (the client went away) must not leave the others waiting.
  api.addHook("onResponse", async (request) => finishBuilding(request, undefined));
  api.addHook("onRequestAbort", async (request) => finishBuilding(request, undefined));
}
