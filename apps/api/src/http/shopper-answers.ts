import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { moveVersion, versionIn } from "../db/redis-versions.ts";

// A shopper's own answer (their cart, their wishlist, their review of a product) as last read, kept per
// process (docs/decisions/047-the-shoppers-kept-answers.md). Such an answer shows two things that change: the
// shopper's own rows, moved by their own writes, and the catalog (names, prices, stock, the settings'
// rates; a product removed), moved by every catalog write and every order placed or given back. It is
// kept under both versions, read before the answer itself, and answered again only while both still
// hold. Writers commit first, then move a version, so a read that overlapped a write is kept under the
// version the write left behind and is never answered again. With Redis the shoppers' versions live
// there, shared by every process; with PGlite (one process) this process is the truth; on PostgreSQL
// without Redis, where another process could change a shopper's rows unseen, nothing is kept.

/** At most this many shoppers' answers are kept in a process; the least recently read goes first. */
const maxAnswers = 10_000;
/** At most this many parts of one shopper's answer (their reviews of the products they look at); the oldest goes first. */
const maxParts = 50;
/** A kept answer is read again after this long whatever the versions say (a lost Redis write, say). */
const maxAgeMs = 10 * 60_000;

export type ShopperAnswersMode = "redis" | "in-process" | "off";

export interface ShopperAnswers<Answer> {
  readonly mode: ShopperAnswersMode;
  /**
   * The shopper's answer: the kept one while neither their rows nor the catalog moved, else `read()`'s.
   * `part` names one of several answers a shopper has (their review of one product); all are kept
   * under the same versions, and a change moves them all.
   */
  answerOf(userId: string, read: () => Promise<Answer>, part?: string): Promise<Answer>;
  /** After the commit of a change to the shopper's rows: the next read, in any process, reads again. */
  changed(userId: string): Promise<void>;
  /** Runs a write of the shopper's rows; whatever its end, their kept answer is read again after it. */
  writing<T>(userId: string, write: () => Promise<T>): Promise<T>;
}

export interface ShopperAnswersOptions {
  redis: Redis | undefined;
  databaseKind: "pglite" | "postgres";
  /** The version of the catalog's kept answers (decision 027): every write of what such an answer shows moves it. */
  catalogVersion: () => Promise<string>;
  /** Where the shoppers' versions live in Redis (one namespace per kind of answer; tests keep each database's apart). */
  namespace: string;
  log: FastifyBaseLogger;
}

interface Kept<Answer> {
  /** Each part's answer, read under `versions`. */
  parts: Map<string, Answer>;
  /** The catalog's version and, with Redis, the shopper's, read before the answers were. */
  versions: string;
}

export function createShopperAnswers<Answer extends object>(
  options: ShopperAnswersOptions,
): ShopperAnswers<Answer> {
  const { redis, log, catalogVersion, namespace } = options;
  const mode: ShopperAnswersMode = redis ? "redis" : options.databaseKind === "pglite" ? "in-process" : "off";
  const kept = new LRUCache<string, Kept<Answer>>({ max: maxAnswers, ttl: maxAgeMs });
  /** In-process mode: how many shoppers' rows this process has changed; a read that saw one start keeps nothing. */
  let changes = 0;
  const versionKey = (userId: string) => `${namespace}version:${userId}`;

  /** Both versions as one key; undefined when they cannot be read, and then nothing is kept. */
  async function versionsOf(userId: string): Promise<string | undefined> {
    if (mode === "off") return undefined;
    if (!redis) return catalogVersion();
    if (redis.status !== "ready") return undefined;
    try {
      const [catalog, shopper] = await Promise.all([catalogVersion(), versionIn(redis, versionKey(userId))]);
      return shopper === null ? undefined : `${catalog}:${shopper}`;
    } catch (error) {
      log.warn({ err: error, namespace }, "Redis could not say a shopper's version; the database is asked");
      return undefined;
    }
  }

  function keep(userId: string, versions: string, part: string, answer: Answer) {
    const answers = kept.get(userId);
    if (answers?.versions !== versions) {
      kept.set(userId, { parts: new Map([[part, answer]]), versions });
      return;
    }
    answers.parts.delete(part);
    answers.parts.set(part, answer);
    if (answers.parts.size > maxParts) answers.parts.delete(answers.parts.keys().next().value as string);
  }

  async function changed(userId: string) {
    changes += 1;
    kept.delete(userId);
    if (!redis) return;
    try {
      await moveVersion(redis, versionKey(userId));
    } catch (error) {
      // Other processes' kept answers of this shopper are read again at the latest after maxAgeMs.
      log.error({ err: error, userId, namespace }, "Redis could not be told of a change to a shopper's rows");
    }
  }

  return {
    mode,
    async answerOf(userId, read, part = "") {
      const seen = changes;
      const versions = await versionsOf(userId);
      if (versions === undefined) {
        kept.clear();
        return read();
      }
      const answers = kept.get(userId);
      const held = answers?.versions === versions ? answers.parts.get(part) : undefined;
      if (held) return held;
      const answer = await read();
      if (redis || seen === changes) keep(userId, versions, part, answer);
      return answer;
    },
    changed,
    async writing(userId, write) {
      try {
        return await write();
      } finally {
        await changed(userId);
      }
    },
  };
}
