import { ApiError } from "@oja/contracts/http";
import { createContext, isRouteErrorResponse, type RouterContextProvider } from "react-router";

/**
 * Where the page server writes what went wrong: pino's way, the details first and the message last.
 * The one Oja process hands each page request its request's own logger (apps/api/src/web-host.ts), so a
 * page's line is one JSON object with the request's id, under LOG_LEVEL, like the API's; under
 * `npm run dev` the pages run in Vite and write to the console.
 */
export interface PageLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const terminalLog: PageLog = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};

export const pageLogContext = createContext<PageLog>(terminalLog);

function pageLog(context: Readonly<RouterContextProvider>): PageLog {
  return context.get(pageLogContext);
}

/** How a log line names its page: "POST /checkout". */
function pageOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

/** What a page's log lines are written from: its request and its context, as a loader or action has them. */
interface PageRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** An error on a page request, logged whole (the log writes its stack) and naming the page. */
export function logPageFailure({ request, context }: PageRequest, error: unknown, message: string) {
  pageLog(context).error({ err: error, page: pageOf(request) }, message);
}

/**
 * A call to the API that failed, where the page goes on without it: a refusal (4xx) is usually what the
 * caller sent and is a warning with the API's answer; anything else is an error, logged whole. Both name
 * the page, as every line a page writes does, so that a search by `page` finds them at any level.
 */
export function logFailedCall(page: PageRequest, message: string, error: unknown) {
  if (error instanceof ApiError && error.status < 500)
    pageLog(page.context).warn({ answer: error.body ?? error.message, page: pageOf(page.request) }, message);
  else logPageFailure(page, error, message);
}

/**
 * What the server log gets of an error on a page request (React Router's `handleError`). React Router's
 * own refusals of a request (a POST to a page without a form: 405; an address it cannot read: 400) are
 * answered already and are usually the caller's doing: each gets one warning, without a stack, so that a
 * bot cannot fill the log with stack traces, and a form of the shop's own posting to the wrong page still
 * shows. Anything else is logged whole, naming the page; nothing is logged of a request its caller gave up.
 */
export function logPageError(error: unknown, page: PageRequest): void {
  if (page.request.signal.aborted) return;
  if (!isRouteErrorResponse(error)) {
    logPageFailure(page, error, "a page request failed");
    return;
  }
  // A refusal React Router made itself carries the Error that says why (its type does not name it).
  const cause = (error as { error?: unknown }).error;
  if (error.status >= 500) logPageFailure(page, cause ?? error, "a page request failed");
  else {
    const reason = cause instanceof Error ? cause.message : error.statusText;
    const name = pageOf(page.request);
    pageLog(page.context).warn(
      { status: error.status, page: name },
      `${name} answered ${error.status}: ${reason}`,
    );
  }
}
