import { sessionCookies } from "@oja/contracts/accounts";
import type { ErrorBody } from "@oja/contracts/api";
import { catalogAnswerLifetimeSeconds } from "@oja/contracts/catalog";
import { ApiError, apiBasePath, appKeyHeader } from "@oja/contracts/http";
import {
  type PathParamNames,
  type RouteAnswer,
  type RouteBody,
  type RouteBodyFields,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  routes,
} from "@oja/contracts/routes";
import { parseCookie, parseSetCookie } from "cookie";
import { createContext, data, type RouterContextProvider } from "react-router";
import { webEnv } from "./env.server.ts";

// The web app's one way to the API: every page, loader and action calls it from the page server, with
// the app key, naming a route of the contracts' table, which gives the path, what the call takes and the
// type of its answer (decision 025). The browser never calls the API itself; it loads pages and posts
// forms to route actions.

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
  /** How many writes the page request has made as the shopper: what was read before one is read again. */
  writes: number;
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
    session = { cookies, setCookies: [], writes: 0 };
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

type Route = RouteDefinition;

type ParamsOption<R extends Route> = [PathParamNames<R["path"]>] extends [never]
  ? { params?: never }
  : { params: RouteParams<R> };

type QueryOption<R extends Route> = R["query"] extends object ? { query?: RouteQuery<R> } : { query?: never };

/**
 * A JSON body is either `body`, as the route's schema takes it, or `entered`: fields as the shopper or
 * the owner entered them, passed on for the API to judge (so its refusal names the field).
 */
type BodyOption<R extends Route> = R extends { consumes: "multipart/form-data" }
  ? { body: FormData; entered?: never }
  : R["body"] extends object
    ? { body: RouteBody<R>; entered?: never } | { entered: RouteBodyFields<R>; body?: never }
    : { body?: never; entered?: never };

/** What a call of the route takes: its path parameters, query and body as its schemas name them. */
export type CallOptions<R extends Route> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    /** Headers of the call itself, such as an order's Idempotency-Key. */
    headers?: Record<string, string>;
  };

/** A call's options may be left out when the route takes none that are required. */
type OptionsArgument<R extends Route> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** The answer as the route's schema gives it; a file (a CSV) comes as the API's response itself. */
export type CallAnswer<R extends Route> = R extends { produces: string } ? Response : RouteAnswer<R>;

/** The route's path with its parameters filled in, and its query: what follows `/api/v1`. */
export function apiPathOf<R extends Route>(route: R, options?: CallOptions<R>): string {
  const params: Record<string, string> = options?.params ?? {};
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((options?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function send<R extends Route>(
  { context }: PageArgs,
  route: R,
  options: CallOptions<R> | undefined,
  headers: Record<string, string>,
  session?: ShopperSession,
): Promise<CallAnswer<R>> {
  const body: unknown = options?.body ?? options?.entered;
  const request = new Request(`${webEnv.apiOrigin}${apiBasePath}${apiPathOf(route, options)}`, {
    method: route.method,
    headers: {
      accept: route.produces ?? "application/json",
      [appKeyHeader]: webEnv.appKey,
      // A form (a photo upload) is sent as multipart, its boundary set by the Request itself.
      ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
      ...options?.headers,
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
  if (session) {
    takeSetCookies(session, response.headers.getSetCookie());
    if (route.method !== "GET") session.writes += 1;
  }
  if (response.ok && route.produces) return response as CallAnswer<R>;
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiError(response.status, parsed as ErrorBody | undefined);
  // The API checked the answer against this same schema before sending it (its serializer).
  return parsed as CallAnswer<R>;
}

/**
 * One call of a route of the API's table (packages/contracts/src/routes.ts), made as the shopper: their
 * address (as the page server resolved it, see apps/api/src/web-host.ts) goes along, so the API's
 * per-client limits apply to them, and so do their session cookies, so the call is made as them.
 * Cookies the API sets go back with the page. The answer is typed by the route's answer schema.
 */
export function callApi<R extends Route>(
  page: PageArgs,
  route: R,
  ...[options]: OptionsArgument<R>
): Promise<CallAnswer<R>> {
  const session = shopperSession(page);
  const address = page.request.headers.get("x-forwarded-for");
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return send(
    page,
    route,
    options,
    { ...(address ? { "x-forwarded-for": address } : {}), ...(cookie ? { cookie } : {}) },
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
  const renewal = routes.accounts.renewSession;
  const request = new Request(`${webEnv.apiOrigin}${apiBasePath}${apiPathOf(renewal)}`, {
    method: renewal.method,
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

/**
 * Reads the version the API's kept answers (the catalog and the settings, decision 027) are under; none
 * under `npm run dev`, whose pages reach the API over HTTP.
 */
export const keptAnswersVersionContext = createContext<(() => Promise<string>) | null>(null);

const versionReadContext = createContext<{ writes: number; version: Promise<string> } | null>(null);

/**
 * The version as this page request read it: once, and again after the request has written as the
 * shopper (an action's call), since a write (a review, the owner's edit) may move it. Otherwise a page
 * whose middleware read the catalog before its action would show the loaders after it what was there
 * before the write (decision 073).
 */
function versionOfPage(page: PageArgs, read: () => Promise<string>): Promise<string> {
  const { writes } = shopperSession(page);
  const known = page.context.get(versionReadContext);
  if (known && known.writes === writes) return known.version;
  const version = read();
  page.context.set(versionReadContext, { writes, version });
  return version;
}

interface EveryoneAnswer {
  answer: Promise<unknown>;
  until: number;
}

/** At most this many answers are kept; the oldest goes first. */
const everyoneAnswersKept = 500;
/**
 * Answers everyone gets, by the version of the API's kept answers and their path (decision 052). Kept
 * no longer than the API keeps its own, which bounds what a write in another process leaves behind when
 * the versions are in each process's memory.
 */
const everyoneAnswers = new Map<string, EveryoneAnswer>();
let everyoneAnswersVersion: string | undefined;

/** Freezes an answer shared by every page that asks for it, so that none can change it for the others. */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

async function keptForEveryone<T>(
  version: () => Promise<string>,
  path: string,
  ask: () => Promise<T>,
): Promise<T> {
  const at = await version();
  if (at !== everyoneAnswersVersion) {
    everyoneAnswers.clear();
    everyoneAnswersVersion = at;
  }
  const now = Date.now();
  const held = everyoneAnswers.get(path);
  if (held && held.until > now) return held.answer as Promise<T>;
  const answer = ask().then(frozen);
  everyoneAnswers.delete(path);
  everyoneAnswers.set(path, { answer, until: now + catalogAnswerLifetimeSeconds * 1000 });
  for (const oldest of everyoneAnswers.keys()) {
    if (everyoneAnswers.size <= everyoneAnswersKept) break;
    everyoneAnswers.delete(oldest);
  }
  // A refusal or a failure is not kept: the next page asks again.
  answer.catch(() => {
    if (everyoneAnswers.get(path)?.answer === answer) everyoneAnswers.delete(path);
  });
  return answer;
}

/**
 * A GET made as the shop, not as the shopper (no cookies, no client address), for answers that are the
 * same for everyone: the shop's settings and the catalog. The API keeps those answers under a version
 * that every write of them moves (decision 027); the page server keeps the answers it parsed under the
 * same version (decision 052), so a page asks the API only for what no page asked since the last write.
 * The answer is frozen: it is every page's.
 */
export function callApiForEveryone<R extends Route & { method: "GET" }>(
  page: PageArgs,
  route: R,
  ...[options]: OptionsArgument<R>
): Promise<CallAnswer<R>> {
  const read = page.context.get(keptAnswersVersionContext);
  const ask = () => send(page, route, options, {});
  if (!read || route.produces) return ask();
  return keptForEveryone(() => versionOfPage(page, read), apiPathOf(route, options), ask);
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
