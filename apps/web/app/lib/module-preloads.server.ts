import { Transform } from "node:stream";

// The page's scripts are fetched after its picture and its display face (decision 018). React Router's
// <Scripts /> names them as module preloads, which a browser fetches at high priority beside the
// largest picture: on a phone's line, 110 kB of script then holds the first paint back by about a
// second, while the page, rendered on the server, reads and navigates without them. Its preloads take
// no attributes, so the page's HTML is rewritten as it leaves, the same way streamed or kept.

const preload = Buffer.from('<link rel="modulepreload"');
const lowPriorityPreload = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/** How many bytes at the end of `text` could be the start of a preload tag cut by the chunk's end. */
function cutTagLength(text: Buffer): number {
  for (let length = Math.min(preload.length - 1, text.length); length > 0; length -= 1) {
    if (text.subarray(text.length - length).equals(preload.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * The page's HTML as it streams, its module preloads at low priority. Only the start of a preload tag
 * cut by a chunk's end waits for the next chunk; the rest goes on at the end of the turn it was written
 * in, so that what React streams later (a part of the page that waited for its data) is not held back.
 * React writes a page in views of 4 kB: the views of one turn go on as one chunk, compressed and written
 * to the socket once instead of a dozen times.
 */
export function lowPriorityModulePreloads(onEnd?: () => void): Transform {
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
      for (let at = text.indexOf(preload, from); at !== -1; at = text.indexOf(preload, from)) {
        ready.push(text.subarray(from, at), lowPriorityPreload);
        from = at + preload.length;
      }
      const rest = text.subarray(from);
      const cut = cutTagLength(rest);
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
