import { Redis } from "ioredis";

/**
 * The shared Redis (rate limits, the catalog's kept answers, word of settings changes), when REDIS_URL
 * is set. ioredis reconnects by itself; `onError` hears each failure meanwhile, so that it is logged
 * instead of going to the admin area as an unhandled "error" event. Commands given in one turn of the
 * event loop go in one write (auto-pipelining): in a burst, every request asks for its shopper's session
 * version at once, and each asking with a write of its own cost more than Redis answering.
 */
export function openRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    enableAutoPipelining: true,
  });
  redis.on("error", onError);
  return redis;
}
