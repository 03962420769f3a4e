import { randomInt } from "node:crypto";
import type { Cart } from "@oja/contracts/cart-api";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

// The shoppers' carts as last read, kept per process (docs/decisions/047-the-kept-cart.md). A cart shows
// two things that change: the shopper's lines, moved by the cart's own writes, and the catalog (prices,
// stock, the settings' rates), moved by every catalog write and every order placed or given back. A cart
// is kept under both versions, read before the cart itself, and answered again only while both still
// hold. Writers commit first, then move a version, so a read that overlapped a write is kept under the
// version the write left behind and is never answered again. With Redis the cart versions live there,
// shared by every process; with PGlite (one process) this process is the truth; on PostgreSQL without
// Redis, where another process could change a cart unseen, nothing is kept.

/** At most this many carts are kept in a process; the least recently read goes first. */
const maxCarts = 10_000;
/** A kept cart is read again after this long whatever the versions say (a lost Redis write, say). */
const maxAgeMs = 10 * 60_000;
/** As the session register: a version Redis dropped and started again does not come back to a kept one. */
const largestStep = 2 ** 31;

export type KeptCartsMode = "redis" | "in-process" | "off";

export interface KeptCarts {
  readonly mode: KeptCartsMode;
  /** The shopper's cart: the kept one while neither it nor the catalog has moved, else `read()`'s. */
  cartOf(userId: string, read: () => Promise<Cart>): Promise<Cart>;
  /** After the commit of a change to the shopper's lines: the next read, in any process, reads again. */
  changed(userId: string): Promise<void>;
}

export interface KeptCartsOptions {
  redis: Redis | undefined;
  databaseKind: "pglite" | "postgres";
  /** The version of the catalog's kept answers (decision 027): every write of what a cart shows moves it. */
  catalogVersion: () => Promise<string>;
  /** Where the carts' versions live in Redis (tests keep each database's apart). */
  namespace: string;
  log: FastifyBaseLogger;
}

interface KeptCart {
  cart: Cart;
  /** The catalog's version and, with Redis, the cart's, read before the cart was. */
  versions: string;
}

export function createKeptCarts(options: KeptCartsOptions): KeptCarts {
  const { redis, log, catalogVersion, namespace } = options;
  const mode: KeptCartsMode = redis ? "redis" : options.databaseKind === "pglite" ? "in-process" : "off";
  const kept = new LRUCache<string, KeptCart>({ max: maxCarts, ttl: maxAgeMs });
  /** In-process mode: how many carts this process has changed; a read that saw one start keeps nothing. */
  let changes = 0;
  const versionKey = (userId: string) => `${namespace}version:${userId}`;

  /** The shopper's cart version in Redis, started at a random point when there is none. */
  async function redisVersion(client: Redis, userId: string): Promise<string> {
    const key = versionKey(userId);
    const version = await client.get(key);
    if (version !== null) return version;
    await client.set(key, String(randomInt(1, largestStep)), "NX");
    return (await client.get(key)) ?? "";
  }

  /** Both versions as one key; undefined when they cannot be read, and then nothing is kept. */
  async function versionsOf(userId: string): Promise<string | undefined> {
    if (mode === "off") return undefined;
    if (!redis) return catalogVersion();
    if (redis.status !== "ready") return undefined;
    try {
      const [catalog, cart] = await Promise.all([catalogVersion(), redisVersion(redis, userId)]);
      return `${catalog}:${cart}`;
    } catch (error) {
      log.warn({ err: error }, "Redis could not say a cart's version; the database is asked");
      return undefined;
    }
  }

  return {
    mode,
    async cartOf(userId, read) {
      const seen = changes;
      const versions = await versionsOf(userId);
      if (versions === undefined) {
        kept.clear();
        return read();
      }
      const held = kept.get(userId);
      if (held?.versions === versions) return held.cart;
      const cart = await read();
      if (redis || seen === changes) kept.set(userId, { cart, versions });
      return cart;
    },
    async changed(userId) {
      changes += 1;
      kept.delete(userId);
      if (!redis) return;
      try {
        await redis.incrby(versionKey(userId), randomInt(1, largestStep));
      } catch (error) {
        // Other processes' kept carts of this shopper are read again at the latest after maxAgeMs.
        log.error({ err: error, userId }, "Redis could not be told of a change to a cart");
      }
    },
  };
}
