import { randomBytes } from "node:crypto";

// One read of the shopper per page request (docs/decisions/043-the-session-register.md). The page host
// opens a memo for each page request it serves and names it on every in-process API call the page makes;
// the user guard keeps there, by access token, what it found for the first call and answers the others
// with it. A memo's name is 256 random bits drawn for that page request and known only inside this
// process, so a call from outside cannot name one; and a memo answers only for the token it was made for.

/** The header an in-process call names its page request's memo by (redacted from the logs, app.ts). */
export const pageMemoHeader = "x-oja-page-memo";

/** A memo outlives no page request, even one whose end was never heard. */
const maxAgeMs = 60_000;

export interface PageMemo {
  /** To add to each API call of the page request. */
  headers: Record<string, string>;
  /** When the page request has been answered. */
  close(): void;
}

export interface PageMemos<T> {
  /** A memo for one page request. */
  open(): PageMemo;
  /** The memo a call names: by access token, what the guard found. */
  of(named: string | string[] | undefined): Map<string, T> | undefined;
  /** Forgets what every open memo holds: a change to an account must be seen by the next call. */
  forgetAll(): void;
}

export function createPageMemos<T>(now: () => number = Date.now): PageMemos<T> {
  const memos = new Map<string, { openedAt: number; found: Map<string, T> }>();

  function dropStale() {
    for (const [name, memo] of memos) {
      if (now() - memo.openedAt < maxAgeMs) break;
      memos.delete(name);
    }
  }

  return {
    open() {
      dropStale();
      const name = randomBytes(32).toString("base64url");
      memos.set(name, { openedAt: now(), found: new Map() });
      return { headers: { [pageMemoHeader]: name }, close: () => memos.delete(name) };
    },
    of(named) {
      if (typeof named !== "string") return undefined;
      const memo = memos.get(named);
      if (!memo || now() - memo.openedAt >= maxAgeMs) return undefined;
      return memo.found;
    },
    forgetAll() {
      for (const memo of memos.values()) memo.found.clear();
    },
  };
}
