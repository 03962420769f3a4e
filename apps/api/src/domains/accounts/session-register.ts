import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { moveVersion, versionIn } from "../../db/redis-versions.ts";
import { accessTokenSeconds } from "./access-tokens.ts";
import type { UserRow } from "./accounts.schema.ts";
import type { LiveSession } from "./sessions.service.ts";

// The user guard's register of sessions it has verified (docs/decisions/043-the-session-register.md):
// session id → its user row, read from the database once and trusted while the user's version has not
// moved. Every change that must end or narrow access at once (a session ended, a password changed, an
// account suspended or enabled, a profile changed) is committed first, then moves the version. With
// Redis the version lives there, one GET per request, and news of the change drops the entries in every
// process; with PGlite (one process) this register is the truth; on PostgreSQL without Redis, where other
// processes could change an account unseen, nothing is kept.

/** At most this many sessions are kept; the oldest goes first. */
const maxEntries = 10_000;
/** An entry is read again after this long, the most an access token lives, whatever the news said. */
const maxAgeMs = accessTokenSeconds * 1000;

export type RegisterMode = "redis" | "in-process" | "database";

export interface SessionRegister {
  readonly mode: RegisterMode;
  /**
   * The user of the session, from the register while its version holds, otherwise read with
   * `readDatabase` (and kept). Undefined when the session is not live.
   */
  userOf(
    sessionId: string,
    userId: string,
    readDatabase: () => Promise<LiveSession | undefined>,
  ): Promise<UserRow | undefined>;
  /** After the commit of a change to the user's sessions or account: moves the version, sends the news. */
  changed(userId: string): Promise<void>;
  /** Hears every user whose news arrives, from this process or another. */
  onNews(listener: (userId: string) => void): void;
  /** How many sessions are kept (for the tests). */
  readonly size: number;
  close(): void;
}

interface Entry {
  user: UserRow;
  version: string;
  keptAt: number;
  /** When the session itself ends (ms). */
  endsAt: number;
}

export interface SessionRegisterOptions {
  redis: Redis | undefined;
  databaseKind: "pglite" | "postgres";
  /** Where the versions and the news live in Redis (tests keep each database's apart). */
  namespace: string;
  log: FastifyBaseLogger;
  /** The clock, in ms. */
  now?: () => number;
}

export function createSessionRegister(options: SessionRegisterOptions): SessionRegister {
  const { redis, log, namespace } = options;
  const now = options.now ?? Date.now;
  const mode: RegisterMode = redis ? "redis" : options.databaseKind === "pglite" ? "in-process" : "database";
  const entries = new Map<string, Entry>();
  const listeners: ((userId: string) => void)[] = [];
  const versionKey = (userId: string) => `${namespace}version:${userId}`;
  const newsChannel = `${namespace}news`;
  /** In-process mode: how many changes this process has made; a read that saw one start keeps nothing. */
  let changes = 0;

  function forget(userId: string) {
    for (const [sessionId, entry] of entries) {
      if (entry.user.id === userId) entries.delete(sessionId);
    }
    for (const listener of listeners) listener(userId);
  }

  function keep(sessionId: string, live: LiveSession, version: string) {
    entries.delete(sessionId);
    entries.set(sessionId, {
      user: live.user,
      version,
      keptAt: now(),
      endsAt: new Date(live.expiresAt).getTime(),
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  function usable(sessionId: string, userId: string): Entry | undefined {
    const entry = entries.get(sessionId);
    if (!entry) return undefined;
    const at = now();
    if (entry.user.id !== userId || at - entry.keptAt >= maxAgeMs || !(at < entry.endsAt)) {
      entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  const subscriber = redis?.duplicate();
  if (redis && subscriber) {
    subscriber.on("error", (error: Error) =>
      log.warn({ err: error }, "Redis news of sessions is unreachable"),
    );
    subscriber.on("message", (_channel: string, userId: string) => forget(userId));
    // A process cut off from Redis may have missed news: what it kept is read again.
    subscriber.on("close", () => entries.clear());
    redis.on("close", () => entries.clear());
    subscriber.subscribe(newsChannel).catch((error: unknown) => {
      log.warn({ err: error }, "could not subscribe to the news of sessions");
    });
  }

  async function userOfByRedis(
    client: Redis,
    sessionId: string,
    userId: string,
    readDatabase: () => Promise<LiveSession | undefined>,
  ) {
    let version: string | null;
    try {
      version = client.status === "ready" ? await versionIn(client, versionKey(userId)) : null;
    } catch (error) {
      log.warn({ err: error }, "Redis could not say a session's version; the database is asked");
      version = null;
    }
    if (version === null) {
      entries.clear();
      return (await readDatabase())?.user;
    }
    const entry = usable(sessionId, userId);
    if (entry?.version === version) return entry.user;
    const live = await readDatabase();
    if (live) keep(sessionId, live, version);
    else entries.delete(sessionId);
    return live?.user;
  }

  return {
    mode,
    get size() {
      return entries.size;
    },
    async userOf(sessionId, userId, readDatabase) {
      if (redis) return userOfByRedis(redis, sessionId, userId, readDatabase);
      if (mode === "database") return (await readDatabase())?.user;
      const entry = usable(sessionId, userId);
      if (entry) return entry.user;
      const seen = changes;
      const live = await readDatabase();
      if (live && seen === changes) keep(sessionId, live, "");
      return live?.user;
    },
    async changed(userId) {
      changes += 1;
      forget(userId);
      if (!redis) return;
      try {
        await moveVersion(redis, versionKey(userId));
        await redis.publish(newsChannel, userId);
      } catch (error) {
        // The other processes' entries of this user are read again at the latest when they reach the
        // age of an access token.
        log.error({ err: error, userId }, "Redis could not be told of a change to a user's sessions");
      }
    },
    onNews(listener) {
      listeners.push(listener);
    },
    close() {
      entries.clear();
      subscriber?.disconnect();
    },
  };
}
