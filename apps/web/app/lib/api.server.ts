import { apiBasePath, appKeyHeader, type ErrorBody } from "@oja/contracts/api";
import { webEnv } from "./env.server.ts";

// The pages' one way to the API: HTTP to /api/v1 with the app key, typed by packages/contracts.
// Public, rarely changing answers may be kept for a short while (spec §4: 60 seconds).

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.message ?? `The API answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

const kept = new Map<string, { until: number; value: unknown }>();

export async function apiGet<T>(path: string, options: { keepSeconds?: number } = {}): Promise<T> {
  const { keepSeconds = 0 } = options;
  if (keepSeconds > 0) {
    const hit = kept.get(path);
    if (hit && hit.until > Date.now()) return hit.value as T;
  }
  const value = await apiRequest<T>("GET", path);
  if (keepSeconds > 0) kept.set(path, { until: Date.now() + keepSeconds * 1000, value });
  return value;
}

/**
 * One API call. Pass the shopper's `request` for calls made on their behalf: their address (set by the
 * page server, see apps/api/src/web-host.ts) goes along, so the API's per-client limits apply to them.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: { request?: Request } = {},
): Promise<T> {
  const shopper = options.request?.headers.get("x-forwarded-for");
  let response: Response;
  try {
    response = await fetch(`${webEnv.apiOrigin}${apiBasePath}${path}`, {
      method,
      headers: {
        accept: "application/json",
        [appKeyHeader]: webEnv.appKey,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(shopper ? { "x-forwarded-for": shopper } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(503, { status: 503, message: `The shop could not be reached (${String(error)}).` });
  }
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiError(response.status, parsed as ErrorBody | undefined);
  return parsed as T;
}
