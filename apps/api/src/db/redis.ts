import { Redis } from "ioredis";

/** The shared Redis of DESIGN §1 (rate limits, caches), when REDIS_URL is set. */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
