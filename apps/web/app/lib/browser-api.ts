import type { ErrorBody } from "@oja/contracts/api";
import { ApiError, apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { useCallback } from "react";
import { useRootData } from "./root-data.ts";

// The browser's way to the API: same-origin fetch with the app key (root loader's `appKey`), the
// session riding in its httpOnly cookies. When the access token has run out, the session is renewed
// from the refresh cookie once and the call tried again.

/** Calls that are about signing in: a 401 there is their answer, not a session to renew. */
const sessionCalls = new Set([
  "/users/signin",
  "/users/refresh-token",
  "/users/signout",
  "/users/register",
  "/users/verify-otp",
  "/users/send-otp",
  "/users/check-email",
  "/users/forgot-password",
  "/users/reset-password",
]);

let renewing: Promise<boolean> | undefined;

/** One renewal for however many calls find the token expired at the same moment. */
function renewSession(appKey: string): Promise<boolean> {
  renewing ??= fetch(`${apiBasePath}/users/refresh-token`, {
    method: "POST",
    headers: { accept: "application/json", [appKeyHeader]: appKey },
    credentials: "same-origin",
  })
    // 409: another tab renewed a moment ago and the browser already holds its new cookies.
    .then((response) => response.ok || response.status === 409)
    .catch(() => false)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

async function send(appKey: string, method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${apiBasePath}${path}`, {
    method,
    headers: {
      accept: "application/json",
      [appKeyHeader]: appKey,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    credentials: "same-origin",
    body: body === undefined ? null : JSON.stringify(body),
  });
}

/** Answers the API's body (with its `status` and `message`), or throws an ApiError. */
export async function callApi<T extends { status: number; message: string }>(
  appKey: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await send(appKey, method, path, body);
    if (response.status === 401 && !sessionCalls.has(path) && (await renewSession(appKey))) {
      response = await send(appKey, method, path, body);
    }
  } catch {
    throw new ApiError(0, undefined);
  }
  const parsed = (await response.json().catch(() => undefined)) as T | ErrorBody | undefined;
  if (!response.ok) throw new ApiError(response.status, parsed as ErrorBody | undefined);
  return parsed as T;
}

export type CallApi = <T extends { status: number; message: string }>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<T>;

/** callApi with the app key the page server handed to the browser. */
export function useApi(): CallApi {
  const appKey = useRootData()?.appKey ?? "";
  return useCallback(
    <T extends { status: number; message: string }>(method: string, path: string, body?: unknown) =>
      callApi<T>(appKey, method, path, body),
    [appKey],
  );
}
