import { randomInt } from "node:crypto";
import type { Redis } from "ioredis";

// The per-user versions kept in Redis (a user's sessions, decision 043; a shopper's kept answers,
// decision 047): a writer moves one after its commit, a reader keeps what it read under it. A writer
// moves it by a random step and a reader starts a missing one at a random point, so a version that
// Redis dropped and started again does not come back to a value a process still holds.

const largestStep = 2 ** 31;

/** The version under `key`, started at a random point when there is none; null when Redis lost it again at once. */
export async function versionIn(client: Redis, key: string): Promise<string | null> {
  const version = await client.get(key);
  if (version !== null) return version;
  await client.set(key, String(randomInt(1, largestStep)), "NX");
  return client.get(key);
}

/** Moves the version under `key` to one no reader has kept anything under. */
export async function moveVersion(client: Redis, key: string): Promise<void> {
  await client.incrby(key, randomInt(1, largestStep));
}
