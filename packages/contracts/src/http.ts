import type { ErrorBody } from "./api.ts";

// Where the API lives and how a client names itself (docs/architecture.md §2). Kept apart from the zod schemas of
// api.ts so that a page needing only these two words does not download zod.

export const apiBasePath = "/api/v1";
export const appKeyHeader = "x-app-key";

/**
 * Set by the page server on a page every signed-out visitor may be shown, to the seconds the page
 * host may keep it (decision 017); the host takes it off before the page leaves.
 */
export const sharedPageHeader = "x-oja-shared-page";

/**
 * Set by the page server beside `sharedPageHeader`: where the style sheet lies in the page's bytes
 * ("start-end"), so that the host compresses it once for every page (decision 054); taken off too.
 */
export const styleSheetHeader = "x-oja-style-sheet";

/** An API answer outside 2xx, as the pages' server and the browser both meet it. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  /** The API's error envelope, when it answered with one; absent for a network failure. */
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.message ?? `The API answered ${status}`);
    this.status = status;
    this.body = body;
  }
}
