import { sessionCookies } from "@oja/contracts/accounts";
import type { ErrorBody, MessageBody } from "@oja/contracts/api";
import { ApiError, apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { parseCookie, parseSetCookie } from "cookie";
import { createContext, data, type RouterContextProvider } from "react-router";
import { webEnv } from "./env.server.ts";

// The web app's one way to the API: every page, loader and action calls it from the page server, with
// the app key, and typed by the response types of packages/contracts. The browser never calls the API
// itself; it loads pages and posts forms to route actions.

/** What a loader, an action or a middleware is given: the page request and its load context. */
export interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * How a call reaches the API. The one Oja process hands each page request its own API, answered
 * in-process (apps/api/src/web-host.ts, through entry.server.tsx's `pageLoadContext`); under
 * `npm run dev` the pages run in Vite and the calls go over loopback HTTP.
 */
export type ApiTransport = (request: Request) => Promise<Response>;
export const apiTransportContext = createContext<ApiTransport>((request) => fetch(request));

/**
 * The shopper's session while one page request is served: the session cookies their calls carry
 * (renewed by the session middleware when the access token has run out, see session.server.ts), and
 * the Set-Cookie headers the API answered, which the page's response passes on to the browser.
 */
export interface ShopperSession {
  cookies: Map<string, string>;
  setCookies: string[];
}

const shopperSessionContext = createContext<ShopperSession | null>(null);
const sessionCookieNames = new Set<string>(Object.values(sessionCookies));

export function shopperSession({ request, context }: PageArgs): ShopperSession {
  let session = context.get(shopperSessionContext);
  if (!session) {
    const sent = parseCookie(request.headers.get("cookie") ?? "");
    const cookies = new Map<string, string>();
    for (const name of sessionCookieNames) {
      const value = sent[name];
      if (value) cookies.set(name, value);
    }
    session = { cookies, setCookies: [] };
    context.set(shopperSessionContext, session);
  }
  return session;
}

/** Keeps the API's Set-Cookie headers to pass on, and sends the new values with the next calls. */
function takeSetCookies(session: ShopperSession, setCookies: readonly string[]) {
  for (const header of setCookies) {
    const { name, value, maxAge, expires } = parseSetCookie(header);
    if (!sessionCookieNames.has(name)) continue;
    session.setCookies.push(header);
    const expired =
      (maxAge !== undefined && maxAge <= 0) || (expires !== undefined && expires.getTime() <= Date.now());
    if (!value || expired) session.cookies.delete(name);
    else session.cookies.set(name, value);
  }
}

async function send<T extends MessageBody>(
  { context }: PageArgs,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  session?: ShopperSession,
): Promise<T> {
  const request = new Request(`${webEnv.apiOrigin}${apiBasePath}${path}`, {
    method,
    headers: {
      accept: "application/json",
      [appKeyHeader]: webEnv.appKey,
      // A form (a photo upload) is sent as multipart, its boundary set by the Request itself.
      ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : body instanceof FormData ? body : JSON.stringify(body),
  });
  let response: Response;
  try {
    response = await context.get(apiTransportContext)(request);
  } catch (error) {
    throw new ApiError(503, { status: 503, message: `The shop could not be reached (${String(error)}).` });
  }
  if (session) takeSetCookies(session, response.headers.getSetCookie());
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiError(response.status, parsed as ErrorBody | undefined);
  return parsed as T;
}

/**
 * One call made as the shopper: their address (as the page server resolved it, see
 * apps/api/src/web-host.ts) goes along, so the API's per-client limits apply to them, and so do their
 * session cookies, so the call is made as them. Cookies the API sets go back with the page.
 */
export function apiRequest<T extends MessageBody>(
  page: PageArgs,
  method: string,
  path: string,
  body?: unknown,
  /** Headers of the call itself, such as an order's Idempotency-Key. */
  headers: Record<string, string> = {},
): Promise<T> {
  const session = shopperSession(page);
  const address = page.request.headers.get("x-forwarded-for");
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return send<T>(
    page,
    method,
    path,
    body,
    { ...headers, ...(address ? { "x-forwarded-for": address } : {}), ...(cookie ? { cookie } : {}) },
    session,
  );
}

/**
 * Renewals under way in this process, by refresh token, each to the Set-Cookie headers it answered.
 * Pages of one browser that find its access token run out at the same moment (tabs opened together)
 * share one renewal, so none of them sees another's exchange as a reuse. This only saves calls: the API
 * also answers a token exchanged a moment ago with the same successor, so renewals from several
 * processes at once are safe as well (docs/decisions/020-page-bodies-renewals-and-answer-times.md).
 */
const renewalsUnderWay = new Map<string, Promise<string[]>>();

async function exchangeRefreshToken(page: PageArgs, refreshToken: string): Promise<string[]> {
  const address = page.request.headers.get("x-forwarded-for");
  const request = new Request(`${webEnv.apiOrigin}${apiBasePath}/users/refresh-token`, {
    method: "POST",
    headers: {
      accept: "application/json",
      [appKeyHeader]: webEnv.appKey,
      cookie: `${sessionCookies.refreshToken}=${refreshToken}`,
      ...(address ? { "x-forwarded-for": address } : {}),
    },
  });
  try {
    const response = await page.context.get(apiTransportContext)(request);
    await response.body?.cancel();
    return response.headers.getSetCookie();
  } catch {
    // The API could not be reached: the page is served signed out, and the cookies stay for the next.
    return [];
  }
}

/**
 * Renews the shopper's session from their refresh cookie, sharing a renewal already under way for the
 * same token. Its cookies (new ones, or cleared ones for a session that has ended) go back with the page.
 */
export async function renewShopperSession(page: PageArgs): Promise<void> {
  const session = shopperSession(page);
  const refreshToken = session.cookies.get(sessionCookies.refreshToken);
  if (!refreshToken) return;
  let renewal = renewalsUnderWay.get(refreshToken);
  if (!renewal) {
    renewal = exchangeRefreshToken(page, refreshToken);
    renewalsUnderWay.set(refreshToken, renewal);
    void renewal.then(() => renewalsUnderWay.delete(refreshToken));
  }
  takeSetCookies(session, await renewal);
}

export function apiGet<T extends MessageBody>(page: PageArgs, path: string): Promise<T> {
  return apiRequest<T>(page, "GET", path);
}

/**
 * Answers that are the same for every shopper (the shop's settings, the catalog), kept for a short while
 * (docs/product.md §4: 60 seconds) by this page server, so a busy page does not ask the API the same thing again.
 */
const everyonesAnswers = new Map<string, { until: number; answer: Promise<unknown> }>();

/** A GET made as the shop, not as the shopper, whose answer everyone may share for `keepSeconds`. */
export function apiGetForEveryone<T extends MessageBody>(
  page: PageArgs,
  path: string,
  keepSeconds: number,
): Promise<T> {
  const kept = everyonesAnswers.get(path);
  if (kept && kept.until > Date.now()) return kept.answer as Promise<T>;
  const answer = send<T>(page, "GET", path, undefined, {});
  everyonesAnswers.set(path, { until: Date.now() + keepSeconds * 1000, answer });
  // A failed answer is not kept: the next page asks again.
  answer.catch(() => {
    if (everyonesAnswers.get(path)?.answer === answer) everyonesAnswers.delete(path);
  });
  return answer;
}

/**
 * Drops every kept answer: the settings changed, so prices and texts kept for everyone are stale. The
 * one Oja process calls it when its API hears of a change (apps/api/src/web-host.ts).
 */
export function forgetAnswersForEveryone() {
  everyonesAnswers.clear();
}

/** What the root error boundary shows of an API refusal (see asPageRefusal). */
export interface PageRefusal {
  message: string | undefined;
}

/**
 * For a loader whose API call carries what the page's address asks for (`.catch(asPageRefusal)`): a
 * refusal (4xx: a value the API does not accept, something that is not there) becomes the page's own
 * answer, with the API's status and message. Anything else is thrown on, and answered 500 without details.
 */
export function asPageRefusal(error: unknown): never {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    throw data<PageRefusal>({ message: error.body?.message }, { status: error.status });
  }
  throw error;
}
