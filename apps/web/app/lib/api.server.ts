import { sessionCookies } from "@oja/contracts/accounts";
import type { ErrorBody } from "@oja/contracts/api";
import { ApiError, apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { data } from "react-router";
import { webEnv } from "./env.server.ts";

// The pages' one way to the API: HTTP to /api/v1 with the app key, typed by packages/contracts.
// Public, rarely changing answers may be kept for a short while (spec §4: 60 seconds).

const kept = new Map<string, { until: number; value: unknown }>();

/**
 * A GET. Answers for everyone may be kept `keepSeconds`; an answer fetched with the shopper's
 * `request` (their session) is never kept.
 */
export async function apiGet<T>(
  path: string,
  options: { keepSeconds?: number; request?: Request } = {},
): Promise<T> {
  const { request } = options;
  const keepSeconds = request ? 0 : (options.keepSeconds ?? 0);
  if (keepSeconds > 0) {
    const hit = kept.get(path);
    if (hit && hit.until > Date.now()) return hit.value as T;
  }
  const value = await apiRequest<T>("GET", path, undefined, request ? { request } : {});
  if (keepSeconds > 0) kept.set(path, { until: Date.now() + keepSeconds * 1000, value });
  return value;
}

/**
 * The shopper's session while one page request is served: the session cookies their API calls carry
 * (renewed by the session middleware when the access token has run out, see session.server.ts), and
 * the Set-Cookie headers the API answered, which the page's response passes on to the browser.
 */
export interface ShopperSession {
  cookies: Map<string, string>;
  setCookies: string[];
}

const sessionCookieNames = new Set<string>(Object.values(sessionCookies));
const shopperSessions = new WeakMap<Request, ShopperSession>();

function cookiePairs(header: string): [string, string][] {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf("=");
      return equals < 0 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    });
}

export function shopperSession(request: Request): ShopperSession {
  let session = shopperSessions.get(request);
  if (!session) {
    const pairs = cookiePairs(request.headers.get("cookie") ?? "");
    session = { cookies: new Map(pairs.filter(([name]) => sessionCookieNames.has(name))), setCookies: [] };
    shopperSessions.set(request, session);
  }
  return session;
}

/** Keeps the API's Set-Cookie headers to pass on, and sends the new values with the next calls. */
function takeSetCookies(session: ShopperSession, response: Response) {
  for (const setCookie of response.headers.getSetCookie()) {
    const [first, ...attributes] = cookiePairs(setCookie);
    if (!first || !sessionCookieNames.has(first[0])) continue;
    session.setCookies.push(setCookie);
    const removed =
      first[1] === "" ||
      attributes.some(([name, value]) => name.toLowerCase() === "max-age" && Number(value) <= 0) ||
      attributes.some(([name, value]) => name.toLowerCase() === "expires" && Date.parse(value) <= Date.now());
    if (removed) session.cookies.delete(first[0]);
    else session.cookies.set(first[0], first[1]);
  }
}

/**
 * One API call. Pass the shopper's `request` for calls made on their behalf: their address (set by the
 * page server, see apps/api/src/web-host.ts) goes along, so the API's per-client limits apply to them,
 * and so do their session cookies, so the call is made as them.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: { request?: Request } = {},
): Promise<T> {
  const shopper = options.request?.headers.get("x-forwarded-for");
  const session = options.request ? shopperSession(options.request) : undefined;
  const cookie = session ? [...session.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  let response: Response;
  try {
    response = await fetch(`${webEnv.apiOrigin}${apiBasePath}${path}`, {
      method,
      headers: {
        accept: "application/json",
        [appKeyHeader]: webEnv.appKey,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(shopper ? { "x-forwarded-for": shopper } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(503, { status: 503, message: `The shop could not be reached (${String(error)}).` });
  }
  if (session) takeSetCookies(session, response);
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiError(response.status, parsed as ErrorBody | undefined);
  return parsed as T;
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
