// What a query fails with while PostgreSQL cannot be reached (a restart, a failover, a network
// fault): the shop answers 503 with Retry-After for those, so clients and load balancers wait and
// retry, instead of a 500 that reads like a bug.

/** Socket errors of the driver, met while connecting or on a connection that was cut. */
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"]);

/** SQLSTATEs of a server that is going away or not yet taking connections. */
const unavailableStates = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "57P05", // idle_session_timeout (the server ended a connection the pool kept)
  "53300", // too_many_connections
]);

/**
 * node-postgres reports a cut connection, a pool that could not connect in time and a query sent on a
 * connection that was cut a moment before (the next step of a transaction, its rollback) only in words.
 */
const unavailableMessages = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

/** How long a client is asked to wait before it tries again. */
export const databaseRetryAfterSeconds = 5;

/** Whether an error, or any error it was caused by (Drizzle wraps the driver's), is an outage. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (networkCodes.has(code) || unavailableStates.has(code))) return true;
    // SQLSTATE class 08: connection exceptions.
    if (typeof code === "string" && /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (unavailableMessages.some((message) => current instanceof Error && current.message === message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
