import { Transform } from "node:stream";

// The page's HTML is rewritten as it leaves, the same way streamed or kept:
// - The page's scripts are fetched after its picture and its display face (decision 018). React
//   Router's <Scripts /> names them as module preloads, which a browser fetches at high priority beside
//   the largest picture: on a phone's line, 110 kB of script then holds the first paint back by about a
//   second, while the page, rendered on the server, reads and navigates without them. Its preloads take
//   no attributes, so each is given a low priority here.
// - The style sheet written into a visitor's page (decision 016, ≈ 75 kB) is the same bytes on every
//   page: React writes a short placeholder in its place, and the sheet's bytes, read once, go out
//   instead (decision 054), rather than React escaping and encoding the whole sheet again per page.
// - So do the kept parts' bytes (the footer, decision 056; a visitor's header, decision 058), in place
//   of their placeholders.

const preload = Buffer.from('<link rel="modulepreload"');
const lowPriorityPreload = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * What React writes where the style sheet goes (entry.server.tsx). It begins with `<`, which React
 * escapes in every text and attribute that came from data, so no product or review can write it.
 */
export const styleSheetPlaceholder = "<oja-style-sheet>";

export interface Rewrite {
  from: Buffer;
  to: Buffer;
}

const lessThan = 0x3c;

/**
 * How many bytes at the end of `text` could be the start of a rewritten text cut by the chunk's end.
 * Each rewritten text starts with its only `<`: only the last `<` of `text` can start one.
 */
function cutLength(text: Buffer, rewrites: Rewrite[]): number {
  const start = text.lastIndexOf(lessThan);
  if (start === -1) return 0;
  const tail = text.subarray(start);
  const cut = rewrites.some(
    ({ from }) => tail.length < from.length && tail.equals(from.subarray(0, tail.length)),
  );
  return cut ? tail.length : 0;
}

/** The first rewritten text in `text` from `from` on, if any. */
function nextRewrite(text: Buffer, from: number, rewrites: Rewrite[]) {
  let first: { at: number; rewrite: Rewrite } | undefined;
  for (const rewrite of rewrites) {
    const at = text.indexOf(rewrite.from, from);
    if (at !== -1 && (first === undefined || at < first.at)) first = { at, rewrite };
  }
  return first;
}

/**
 * The page's HTML as it streams, its module preloads at low priority and, given the sheet's bytes, the
 * style sheet in place of its placeholder. Only the start of a rewritten text cut by a chunk's end waits
 * for the next chunk; the rest goes on at the end of the turn it was written in, so that what React
 * streams later (a part of the page that waited for its data) is not held back. React writes a page in
 * views of 4 kB: the views of one turn go on as one chunk, compressed and written to the socket once
 * instead of a dozen times.
 */
export function outgoingPage({
  styleSheet,
  keptParts,
  onEnd,
}: {
  styleSheet?: Buffer;
  /** The kept parts' placeholders the page writes, with their bytes (lib/kept-parts.server.ts). */
  keptParts?: ReadonlyMap<string, Rewrite>;
  onEnd?: () => void;
} = {}): Transform {
  const fixed: Rewrite[] = [{ from: preload, to: lowPriorityPreload }];
  if (styleSheet) fixed.push({ from: Buffer.from(styleSheetPlaceholder), to: styleSheet });
  // A part's placeholder is known once React has drawn it, before its bytes reach this stream.
  let rewrites = fixed;
  let partsKnown = 0;
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
      if (keptParts && keptParts.size !== partsKnown) {
        partsKnown = keptParts.size;
        rewrites = [...fixed, ...keptParts.values()];
      }
      const text = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      let from = 0;
      for (let next = nextRewrite(text, from, rewrites); next; next = nextRewrite(text, from, rewrites)) {
        ready.push(text.subarray(from, next.at), next.rewrite.to);
        from = next.at + next.rewrite.from.length;
      }
      const rest = text.subarray(from);
      const cut = cutLength(rest, rewrites);
      // React never writes into a view again once it has handed it over: it is held, not copied.
      ready.push(rest.subarray(0, rest.length - cut));
      held = Buffer.from(rest.subarray(rest.length - cut));
      if (!sending) {
        sending = true;
        queueMicrotask(() => sendReady(this));
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
