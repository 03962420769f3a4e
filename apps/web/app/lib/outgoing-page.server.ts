import { Transform } from "node:stream";
import { keptPlaceholderTag } from "./kept-parts.tsx";

// The page's HTML is rewritten as it leaves, the same way streamed or kept:
// - The page's scripts are fetched after its picture and its display face (decision 018). React
//   Router's <Scripts /> names them as module preloads, which a browser fetches at high priority beside
//   the largest picture: on a phone's line, 110 kB of script then holds the first paint back by about a
//   second, while the page, rendered on the server, reads and navigates without them. Its preloads take
//   no attributes, so each is given a low priority here.
// - The style sheet written into a visitor's page (decision 016, ≈ 75 kB) is the same bytes on every
//   page: React writes a short placeholder in its place, and the sheet's bytes, read once, go out
//   instead (decision 054), rather than React escaping and encoding the whole sheet again per page.
// - So do the kept parts' bytes (the footer, decision 056; a visitor's header, decision 058; the product
//   cards, decision 061), in place of their placeholders.

const preload = Buffer.from('<link rel="modulepreload"');
const lowPriorityPreload = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * What React writes where the style sheet goes (entry.server.tsx). It begins with `<`, which React
 * escapes in every text and attribute that came from data, so no product or review can write it.
 */
export const styleSheetPlaceholder = "<oja-style-sheet>";

interface Rewrite {
  from: Buffer;
  to: Buffer;
}

const lessThan = 0x3c;
const greaterThan = 0x3e;
/** How every kept part's placeholder begins: `<oja-kept-TAG></oja-kept-TAG>` (lib/kept-parts.tsx). */
const keptPrefix = Buffer.from(`<${keptPlaceholderTag("")}`);

/** A rewrite found in the text: where it starts, how long it is, and its bytes; `to` undefined: cut off. */
interface Found {
  at: number;
  length: number;
  to: Buffer | undefined;
}

/**
 * The kept part's placeholder at `at`, with the bytes that go in its place; `to` undefined when the
 * text ends before the placeholder does (the rest is in the next chunk). A placeholder of no part this
 * page kept is let through as it is.
 */
function keptPlaceholder(
  text: Buffer,
  at: number,
  keptParts: ReadonlyMap<string, Buffer>,
): Found | undefined {
  const openEnd = text.indexOf(greaterThan, at);
  if (openEnd === -1) return { at, length: text.length - at, to: undefined };
  const tag = text.toString("latin1", at + keptPrefix.length, openEnd);
  const placeholder = `<${keptPlaceholderTag(tag)}></${keptPlaceholderTag(tag)}>`;
  const length = Buffer.byteLength(placeholder, "latin1");
  if (text.length - at < length) return { at, length: text.length - at, to: undefined };
  const to = keptParts.get(tag);
  if (!to || text.toString("latin1", at, at + length) !== placeholder) return undefined;
  return { at, length, to };
}

/** The first rewritten text in `text` from `from` on, if any. */
function nextRewrite(
  text: Buffer,
  from: number,
  fixed: readonly Rewrite[],
  keptParts: ReadonlyMap<string, Buffer> | undefined,
): Found | undefined {
  let first: Found | undefined;
  for (const rewrite of fixed) {
    const at = text.indexOf(rewrite.from, from);
    if (at !== -1 && (first === undefined || at < first.at))
      first = { at, length: rewrite.from.length, to: rewrite.to };
  }
  if (!keptParts || keptParts.size === 0) return first;
  for (let at = text.indexOf(keptPrefix, from); at !== -1 && (first === undefined || at < first.at); ) {
    const found = keptPlaceholder(text, at, keptParts);
    if (found) return found;
    at = text.indexOf(keptPrefix, at + keptPrefix.length);
  }
  return first;
}

/**
 * How many bytes at the end of `text` could be the start of a rewritten text cut by the chunk's end: a
 * `<` and what follows it, as long as it is the start of a fixed rewrite's text or of a placeholder's.
 */
function cutLength(text: Buffer, fixed: readonly Rewrite[]): number {
  const start = text.lastIndexOf(lessThan);
  if (start === -1) return 0;
  const tail = text.subarray(start);
  const begins = (whole: Buffer) => tail.length < whole.length && tail.equals(whole.subarray(0, tail.length));
  return fixed.some(({ from }) => begins(from)) || begins(keptPrefix) ? tail.length : 0;
}

/**
 * The page's HTML as it streams, its module preloads at low priority and, given the sheet's bytes, the
 * style sheet in place of its placeholder. Only the start of a rewritten text cut by a chunk's end waits
 * for the next chunk; the rest goes on at the end of the turn it was written in, so that what React
 * streams later (a part of the page that waited for its data) is not held back. React writes a page in
 * views of 4 kB: the views of one turn of the event loop go on as one chunk, compressed and written to
 * the socket once instead of a dozen times. The turn, not the microtask: React writes the loaders' data
 * for the browser in steps of its own just after the page, so a page whose data is all there comes
 * whole in one chunk, which the page host compresses once (decision 065).
 */
export function outgoingPage({
  styleSheet,
  keptParts,
  onEnd,
}: {
  styleSheet?: Buffer;
  /**
   * The bytes of the kept parts whose placeholders the page writes, by their tags (lib/kept-parts.server.ts):
   * a part's is known once React has drawn its placeholder, before its bytes reach this stream.
   */
  keptParts?: ReadonlyMap<string, Buffer>;
  onEnd?: () => void;
} = {}): Transform {
  const fixed: Rewrite[] = [{ from: preload, to: lowPriorityPreload }];
  if (styleSheet) fixed.push({ from: Buffer.from(styleSheetPlaceholder), to: styleSheet });
  let held = Buffer.alloc(0);
  let ready: Buffer[] = [];
  let sending = false;
  const sendReady = (stream: Transform) => {
    sending = false;
    if (ready.length === 0) return;
    stream.push(ready.length === 1 ? ready[0] : Buffer.concat(ready));
    ready = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      let from = 0;
      let cut = 0;
      for (
        let next = nextRewrite(text, from, fixed, keptParts);
        next;
        next = nextRewrite(text, from, fixed, keptParts)
      ) {
        if (!next.to) {
          // A placeholder the chunk's end cuts: held, with what follows, until the next chunk.
          cut = text.length - next.at;
          break;
        }
        ready.push(text.subarray(from, next.at), next.to);
        from = next.at + next.length;
      }
      const rest = text.subarray(from);
      if (cut === 0) cut = cutLength(rest, fixed);
      // React never writes into a view again once it has handed it over: it is held, not copied.
      ready.push(rest.subarray(0, rest.length - cut));
      held = Buffer.from(rest.subarray(rest.length - cut));
      if (!sending) {
        sending = true;
        setImmediate(() => sendReady(this));
      }
      callback();
    },
    flush(callback) {
      onEnd?.();
      sendReady(this);
      callback(null, held);
    },
  });
}
