import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type AnswerStore, memoryAnswerStore, redisAnswerStore } from "../../http/answer-cache.ts";

/**
 * Makes every cached catalog answer (the products list, a product, the suggestions, reviews) stale
 * at once, in every API process. Any write that changes what they show calls it once its
 * transaction has committed: a product, its stock, a review, the settings' discount.
 */
export type CatalogChanged = () => Promise<void>;

export interface CatalogCache {
  answers: AnswerStore;
  catalogChanged: CatalogChanged;
}

/**
 * In Redis when REDIS_URL is set, so that every process sees every other's writes at once; else in
 * this process's memory, where another process's write shows within the answers' lifetime.
 */
export function createCatalogCache(
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  namespace = "oja-catalog:",
): CatalogCache {
  const answers = redis ? redisAnswerStore(redis, namespace, log) : memoryAnswerStore();
  return { answers, catalogChanged: () => answers.bump() };
}
