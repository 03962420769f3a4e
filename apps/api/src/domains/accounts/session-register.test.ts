import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { openRedis } from "../../db/redis.ts";
import { accessTokenSeconds } from "./access-tokens.ts";
import type { UserRow } from "./accounts.schema.ts";
import { createSessionRegister, type SessionRegisterOptions } from "./session-register.ts";
import type { LiveSession } from "./sessions.service.ts";

// The register of verified sessions (decision 043): what it keeps, for how long, and what makes it read
// the database again. The database is stood in for by a counted reader of a session that can be ended.

const log = Fastify({ logger: false }).log;
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

function userRow(id = randomUUID()): UserRow {
  return { id, firstName: "Adaeze", accountStatus: "ACTIVE" } as UserRow;
}

/** A session in "the database": how often it was read, and a way to end it or change its user. */
function storedSession(user = userRow(), expiresAt = inADay()) {
  const stored = { live: true as boolean, user, expiresAt, reads: 0 };
  const read = async (): Promise<LiveSession | undefined> => {
    stored.reads += 1;
    return stored.live ? { user: stored.user, expiresAt: stored.expiresAt } : undefined;
  };
  return { stored, read };
}

function register(options: Partial<SessionRegisterOptions> = {}) {
  return createSessionRegister({
    redis: undefined,
    databaseKind: "pglite",
    namespace: `oja-sessions-test:${randomUUID()}:`,
    log,
    ...options,
  });
}

describe("the register in one process (PGlite, no Redis)", () => {
  it("reads a session once, then answers from what it kept", async () => {
    const kept = register();
    const { stored, read } = storedSession();
    const sessionId = randomUUID();
    for (let call = 0; call < 3; call += 1) {
      expect(await kept.userOf(sessionId, stored.user.id, read)).toBe(stored.user);
    }
    expect(stored.reads).toBe(1);
    expect(kept.mode).toBe("in-process");
  });

  it("reads again after a change to the user, and sees the session ended", async () => {
    const kept = register();
    const { stored, read } = storedSession();
    const sessionId = randomUUID();
    await kept.userOf(sessionId, stored.user.id, read);
    stored.live = false;
    // Unchanged in the register's eyes, it still answers: the writer's word is what ends it at once.
    expect(await kept.userOf(sessionId, stored.user.id, read)).toBeDefined();
    await kept.changed(stored.user.id);
    expect(await kept.userOf(sessionId, stored.user.id, read)).toBeUndefined();
    expect(stored.reads).toBe(2);
  });

  it("keeps nothing read while a change was being made", async () => {
    const kept = register();
    const { stored } = storedSession();
    const sessionId = randomUUID();
    let reads = 0;
    // The read saw the row before the change's commit, and ends after the change was announced.
    const slowRead = async (): Promise<LiveSession | undefined> => {
      reads += 1;
      const seen = { user: stored.user, expiresAt: stored.expiresAt };
      if (reads === 1) await kept.changed(stored.user.id);
      return seen;
    };
    await kept.userOf(sessionId, stored.user.id, slowRead);
    await kept.userOf(sessionId, stored.user.id, slowRead);
    expect(reads).toBe(2);
  });

  it("answers only for the user the token names, and keeps no session that is not live", async () => {
    const kept = register();
    const { stored, read } = storedSession();
    const sessionId = randomUUID();
    await kept.userOf(sessionId, stored.user.id, read);
    expect(await kept.userOf(sessionId, randomUUID(), read)).toBe(stored.user);
    expect(stored.reads).toBe(2);
    const ended = storedSession();
    ended.stored.live = false;
    await kept.userOf(randomUUID(), ended.stored.user.id, ended.read);
    expect(kept.size).toBe(1);
  });

  it("reads again once an access token's lifetime has passed, or when the session's own end has come", async () => {
    let now = Date.now();
    const kept = register({ now: () => now });
    const { stored, read } = storedSession(userRow(), new Date(now + 60_000).toISOString());
    const sessionId = randomUUID();
    await kept.userOf(sessionId, stored.user.id, read);
    now += accessTokenSeconds * 1000 - 1;
    await kept.userOf(sessionId, stored.user.id, read);
    expect(stored.reads).toBe(2);
    now += 1;
    await kept.userOf(sessionId, stored.user.id, read);
    expect(stored.reads).toBe(3);
    now += 60_000;
    await kept.userOf(sessionId, stored.user.id, read);
    expect(stored.reads).toBe(4);
  });

  it("keeps at most 10,000 sessions, dropping the oldest", async () => {
    const kept = register();
    const { stored, read } = storedSession();
    const first = randomUUID();
    await kept.userOf(first, stored.user.id, read);
    for (let index = 0; index < 10_000; index += 1) await kept.userOf(randomUUID(), stored.user.id, read);
    expect(kept.size).toBe(10_000);
    const before = stored.reads;
    await kept.userOf(first, stored.user.id, read);
    expect(stored.reads).toBe(before + 1);
  });
});

describe("the register on PostgreSQL without Redis", () => {
  it("reads the database on every call: another process could change the account unseen", async () => {
    const kept = register({ databaseKind: "postgres" });
    const { stored, read } = storedSession();
    const sessionId = randomUUID();
    await kept.userOf(sessionId, stored.user.id, read);
    await kept.userOf(sessionId, stored.user.id, read);
    expect(stored.reads).toBe(2);
    expect(kept.size).toBe(0);
  });
});

const redisUrl = process.env.OJA_TEST_DATABASE === "postgres" ? process.env.TEST_REDIS_URL : undefined;

describe.skipIf(!redisUrl)("the register with Redis (two processes)", () => {
  const connections: Redis[] = [];
  const connect = async (url = redisUrl ?? "") => {
    const redis = openRedis(url, () => undefined);
    connections.push(redis);
    if (url === redisUrl) await redis.ping();
    return redis;
  };
  afterAll(() => {
    for (const redis of connections) redis.disconnect();
  });

  async function twoProcesses() {
    const namespace = `oja-sessions-test:${randomUUID()}:`;
    const a = register({ redis: await connect(), databaseKind: "postgres", namespace });
    const b = register({ redis: await connect(), databaseKind: "postgres", namespace });
    return { a, b };
  }

  it("keeps a session while its user's version holds, and reads again when another process moves it", async () => {
    const { a, b } = await twoProcesses();
    const { stored, read } = storedSession();
    const sessionId = randomUUID();
    await b.userOf(sessionId, stored.user.id, read);
    await b.userOf(sessionId, stored.user.id, read);
    expect(stored.reads).toBe(1);
    stored.live = false;
    await a.changed(stored.user.id);
    expect(await b.userOf(sessionId, stored.user.id, read)).toBeUndefined();
    expect(stored.reads).toBe(2);
    a.close();
    b.close();
  });

  it("drops what it kept at the news of a change from another process", async () => {
    const { a, b } = await twoProcesses();
    const { stored, read } = storedSession();
    await b.userOf(randomUUID(), stored.user.id, read);
    expect(b.size).toBe(1);
    // B may still be subscribing as the first news goes out: the news is sent again until B hears it.
    await expect
      .poll(async () => {
        await a.changed(stored.user.id);
        return b.size;
      })
      .toBe(0);
    a.close();
    b.close();
  });

  it("reads the database on every call, keeping nothing, while Redis cannot be reached", async () => {
    const kept = register({ redis: await connect("redis://127.0.0.1:1"), databaseKind: "postgres" });
    const { stored, read } = storedSession();
    const sessionId = randomUUID();
    expect(await kept.userOf(sessionId, stored.user.id, read)).toBe(stored.user);
    await kept.userOf(sessionId, stored.user.id, read);
    expect(stored.reads).toBe(2);
    expect(kept.size).toBe(0);
    kept.close();
  });
});
