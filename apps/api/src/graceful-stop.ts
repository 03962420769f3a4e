import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "./db/client.ts";
import type { Readiness } from "./domains/health/readiness.ts";

// How a process stops without dropping a request (docs/decisions/039): /ready turns 503 at once; the
// process keeps serving for the drain so the proxy's health check sees it and sends no more; then it
// stops accepting connections, serves every request it holds (return503OnClosing is off in app.ts),
// stops its jobs at a safe point and closes Redis (app.ts's onClose), closes the pool, and exits 0.
// Past the bound it exits 1, so a stuck request cannot keep a stopped process alive.

export interface StopOptions {
  app: FastifyInstance;
  readiness: Readiness;
  database: DatabaseHandle;
  drainSeconds: number;
  timeoutSeconds: number;
  /** What else the process holds open until its requests are served (the backups' socket). */
  closeBeforeDatabase?: () => Promise<void>;
}

/** Stops gracefully on the first SIGTERM or SIGINT; a second one while stopping changes nothing. */
export function stopOnSignals(options: StopOptions) {
  const { app, readiness, database, drainSeconds, timeoutSeconds, closeBeforeDatabase } = options;
  async function stop(signal: string) {
    if (readiness.stopping) return;
    readiness.stopping = true;
    app.log.info({ signal, drainSeconds }, "stopping: /ready answers 503 while requests are still served");
    // Not unref'd: it must fire even when nothing else keeps the process alive while a step hangs.
    setTimeout(() => {
      app.log.error({ timeoutSeconds }, "the stop took longer than SHUTDOWN_TIMEOUT_SECONDS; exiting");
      process.exit(1);
    }, timeoutSeconds * 1000);
    await delay(drainSeconds * 1000);
    try {
      await app.close();
      await closeBeforeDatabase?.();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, "the stop failed");
      process.exit(1);
    }
    app.log.info("stopped");
    process.exit(0);
  }
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}
