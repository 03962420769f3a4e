import { keepingTag, type PartKeeper } from "./kept-parts.tsx";

// The bytes of the kept parts (lib/kept-parts.tsx, decisions 056 and 061), by part and inputs. A visitor's
// page rendered whole (entry.server.tsx's shared pages) gives them; every page after writes them in place
// of the part's placeholder as its HTML leaves (lib/outgoing-page.server.ts).

/**
 * The footer for its few inputs, a visitor's header for each menu item current and shade (about seven),
 * and a card for each product as the lists show it (the shop's grid, the home page's, a product page's
 * "You may also like"; each about 1.3 kB): more than this many means the catalog or the inputs changed,
 * and they are drawn and kept again.
 */
const mostKept = 3000;
const keptBytes = new Map<string, Buffer>();

export interface PageParts {
  keeper: PartKeeper;
  /** The bytes that go in place of each placeholder this page wrote, by the placeholder's tag. */
  placeholders: Map<string, Buffer>;
  /**
   * The whole page without the elements around the parts it drew to keep, whose bytes are kept from
   * now on if `keep` (the page rendered as it should); a part that carries the page's nonce is not
   * (no other page may show it), nor one with a boundary this page's scripts fill.
   */
  takeParts(html: Buffer, options: { nonce: string; keep: boolean }): Buffer;
}

const keyOf = (name: string, inputs: string) => `${name}\n${inputs}`;
const keepingPrefix = Buffer.from(`<${keepingTag("")}`);
const greaterThan = 0x3e;

/**
 * Whether every Suspense boundary inside the part was drawn in place: one still waiting when React
 * reached it (a lazy part's code not yet loaded, a process's first page) is written as a template that
 * a script of this page alone fills, or, failed, is left for the browser to draw.
 */
const settled = (part: Buffer) => !part.includes("<!--$?-->") && !part.includes("<!--$!-->");

/** A page's treatment of the kept parts; `keeps`: the page is rendered whole, so its parts can be taken. */
export function pageParts({ keeps }: { keeps: boolean }): PageParts {
  const placeholders = new Map<string, Buffer>();
  /** The parts this page drew to keep, by tag: their kept bytes' key. */
  const drawnToKeep = new Map<string, string>();
  /** How many of each part this page has treated, to give each its own tag. */
  const treated = new Map<string, number>();
  return {
    placeholders,
    keeper: {
      treat(name, inputs) {
        const count = treated.get(name) ?? 0;
        treated.set(name, count + 1);
        const tag = count === 0 ? name : `${name}-${count}`;
        const key = keyOf(name, inputs);
        const kept = keptBytes.get(key);
        if (kept) {
          placeholders.set(tag, kept);
          return { treatment: "kept", tag };
        }
        if (!keeps) return { treatment: "draw", tag };
        drawnToKeep.set(tag, key);
        return { treatment: "keep", tag };
      },
    },
    takeParts(html, { nonce, keep }) {
      if (drawnToKeep.size === 0) return html;
      const pieces: Buffer[] = [];
      let from = 0;
      // One pass over the page for the elements around the parts (a part is never inside another).
      for (let start = html.indexOf(keepingPrefix); start !== -1; start = html.indexOf(keepingPrefix, from)) {
        const openEnd = html.indexOf(greaterThan, start);
        const tag = html.toString("latin1", start + keepingPrefix.length, openEnd);
        const key = drawnToKeep.get(tag);
        const close = Buffer.from(`</${keepingTag(tag)}>`);
        const end = key === undefined || openEnd === -1 ? -1 : html.indexOf(close, openEnd);
        if (key === undefined || end === -1) {
          pieces.push(html.subarray(from, start + keepingPrefix.length));
          from = start + keepingPrefix.length;
          continue;
        }
        const part = html.subarray(openEnd + 1, end);
        if (keep && !part.includes(`nonce="${nonce}"`) && settled(part)) {
          if (keptBytes.size >= mostKept) keptBytes.clear();
          keptBytes.set(key, Buffer.from(part));
        }
        pieces.push(html.subarray(from, start), part);
        from = end + close.length;
      }
      pieces.push(html.subarray(from));
      return Buffer.concat(pieces);
    },
  };
}
