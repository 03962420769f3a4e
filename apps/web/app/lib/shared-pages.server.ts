import { createHash } from "node:crypto";
import { carriesSession } from "@oja/contracts/accounts";
import type { EntryContext } from "react-router";
import { isSharedRoute } from "./shared-page.ts";

// Decision 017: the public pages are the same for every signed-out visitor, so the page host may keep
// one rendering of each for a few seconds and show it to all of them. A kept page cannot carry a
// nonce (one nonce handed to everyone is one an attacker can read), so it trusts its inline scripts
// and styles by their hashes instead; the nonce of its rendering only tells which ones are the page's
// own: markup that came from data (a description, a review) never knew it.

/**
 * Whether this page, rendered for this request, may be kept and shown to every signed-out visitor: a
 * signed-out visitor's GET of a public page that rendered as it should and set no cookie.
 */
export function isSharedPage(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): boolean {
  if (request.method !== "GET" || status !== 200 || headers.has("set-cookie")) return false;
  if (carriesSession(request.headers.get("cookie"))) return false;
  const pages = context.staticHandlerContext.matches.filter(({ route }) => route.id !== "root");
  return (
    pages.length > 0 && pages.every(({ route }) => isSharedRoute(context.routeModules[route.id]?.handle))
  );
}

export interface SharedCopy {
  html: string;
  /** SHA-256 (base64) of each inline script and style the page's own rendering wrote. */
  scriptHashes: string[];
  styleHashes: string[];
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
// The inline style sheet (≈ 75 kB) is the same on every page: its hash is worked out once.
let last = { text: "", hash: digest("") };
function sha256(text: string): string {
  if (text.length < 4096) return digest(text);
  if (text !== last.text) last = { text, hash: digest(text) };
  return last.hash;
}
const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;

/** The page rendered with `nonce`, without it: its own inline scripts and styles known by their hashes. */
export function sharedCopy(html: string, nonce: string): SharedCopy {
  const carried = ` nonce="${nonce}"`;
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  for (const [, tag, attributes = "", text = ""] of html.matchAll(inlineElement)) {
    if (!attributes.includes(carried) || text === "") continue;
    (tag === "script" ? scriptHashes : styleHashes).add(sha256(text));
  }
  return {
    // Module preloads carry it too; no text of the page can hold a nonce drawn after it was written.
    html: html.replaceAll(carried, ""),
    scriptHashes: [...scriptHashes],
    styleHashes: [...styleHashes],
  };
}
