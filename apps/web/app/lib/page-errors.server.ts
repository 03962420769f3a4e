import { isRouteErrorResponse } from "react-router";

/**
 * What the server log gets of an error on a page request (React Router's `handleError`). React Router's
 * own refusals of a request (a POST to a page without a form: 405; an address it cannot read: 400) are
 * answered already and are usually the caller's doing: each gets one line, so that a bot cannot fill the
 * log with stack traces, and a form of the shop's own posting to the wrong page still shows. Anything
 * else is logged whole, as React Router would; nothing is logged of a request its caller gave up.
 */
export function logPageError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (!isRouteErrorResponse(error)) {
    console.error(error);
    return;
  }
  // A refusal React Router made itself carries the Error that says why (its type does not name it).
  const cause = (error as { error?: unknown }).error;
  if (error.status >= 500) console.error(cause ?? error);
  else {
    const reason = cause instanceof Error ? cause.message : error.statusText;
    console.warn(`${request.method} ${new URL(request.url).pathname} answered ${error.status}: ${reason}`);
  }
}
