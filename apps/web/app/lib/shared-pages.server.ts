import { createHash } from "node:crypto";
import { carriesSession } from "@oja/contracts/accounts";
import type { EntryContext } from "react-router";
import { styleSheetPlaceholder } from "./outgoing-page.server.ts";
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
  html: Buffer<ArrayBuffer>;
  /** SHA-256 (base64) of each inline script and style the page's own rendering wrote. */
  scriptHashes: string[];
  styleHashes: string[];
  /** Where the style sheet lies in `html`, when it took the sheet in place of its placeholder. */
  styleSheetAt?: { start: number; end: number };
}

const digest = (text: Uint8Array) => createHash("sha256").update(text).digest("base64");
/** The style sheet's hash, worked out once for each sheet (the build has one). */
const sheetHashes = new WeakMap<Buffer, string>();
function sheetHash(sheet: Buffer): string {
  let hash = sheetHashes.get(sheet);
  if (hash === undefined) {
    hash = digest(sheet);
    sheetHashes.set(sheet, hash);
  }
  return hash;
}

const placeholder = Buffer.from(styleSheetPlaceholder);
const lessThan = 0x3c;
const greaterThan = 0x3e;
const inlineElements = ["script", "style"] as const;

/** The name of the element whose opening tag starts at `open` (its `<`), if it is a script or a style. */
function inlineElementAt(html: Buffer, open: number) {
  if (open < 0) return undefined;
  return inlineElements.find((name) => {
    const after = open + 1 + name.length;
    return (
      html.toString("latin1", open + 1, after) === name &&
      !/[a-z0-9-]/i.test(String.fromCharCode(html[after] ?? 0))
    );
  });
}

/**
 * The page rendered with `nonce`, without it: its own inline scripts and styles known by their hashes.
 * It works on the rendered bytes, never decoding them: each place the nonce was written is an element's
 * opening tag (React escapes `>` in attribute values), so what follows the tag up to the element's end is
 * the text the page's own rendering wrote. Where that text is the style sheet's placeholder
 * (lib/outgoing-page.server.ts), the copy holds `styleSheet` instead, known by a hash worked out once.
 */
export function sharedCopy(html: Buffer, nonce: string, styleSheet?: Buffer): SharedCopy {
  const carried = Buffer.from(` nonce="${nonce}"`, "latin1");
  const hashes = { script: new Set<string>(), style: new Set<string>() };
  const kept: Buffer[] = [];
  let keptLength = 0;
  const keep = (bytes: Buffer) => {
    kept.push(bytes);
    keptLength += bytes.length;
  };
  let styleSheetAt: SharedCopy["styleSheetAt"];
  let from = 0;
  for (let at = html.indexOf(carried); at !== -1; at = html.indexOf(carried, from)) {
    keep(html.subarray(from, at));
    from = at + carried.length;
    const name = inlineElementAt(html, html.lastIndexOf(lessThan, at));
    if (!name) continue;
    const textStart = html.indexOf(greaterThan, from) + 1;
    const textEnd = html.indexOf(`</${name}>`, textStart, "latin1");
    if (textStart <= 0 || textEnd <= textStart) continue;
    const text = html.subarray(textStart, textEnd);
    if (styleSheet && name === "style" && text.equals(placeholder)) {
      keep(html.subarray(from, textStart));
      styleSheetAt = { start: keptLength, end: keptLength + styleSheet.length };
      keep(styleSheet);
      from = textEnd;
      hashes.style.add(sheetHash(styleSheet));
    } else {
      hashes[name].add(digest(text));
    }
  }
  keep(html.subarray(from));
  return {
    // Module preloads carry it too; no text of the page can hold a nonce drawn after it was written.
    html: Buffer.concat(kept),
    scriptHashes: [...hashes.script],
    styleHashes: [...hashes.style],
    ...(styleSheetAt ? { styleSheetAt } : {}),
  };
}
