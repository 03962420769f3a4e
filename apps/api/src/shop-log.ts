import type { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { pageMemoHeader } from "./domains/accounts/page-memos.ts";

/**
 * The header a request's id is taken from, when it comes with one (a proxy's, or the page a call of the
 * pages' own is made for: its calls are logged under the page's id).
 */
export const requestIdHeader = "x-request-id";

/**
 * The process's one log: a JSON object a line (pino), at LOG_LEVEL. The API's requests, the pages'
 * (apps/web's lib/page-log.server.ts, through web-host.ts) and the process's own start and stop all
 * write here, so a log reader parses every line the same way. Whatever a request's headers carry to
 * prove who sent it is never written.
 */
export function openShopLog(level: string, destination?: Writable): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-app-key"]',
        `req.headers["${pageMemoHeader}"]`,
      ],
    },
    destination,
  );
}
