import { keepingTag, keptPlaceholderTag, type PartKeeper } from "./kept-parts.tsx";

// The bytes of the kept parts (lib/kept-parts.tsx, decision 056), by part and inputs. A visitor's page
// rendered whole (entry.server.tsx's shared pages) gives them; every page after writes them in place
// of the part's placeholder as its HTML leaves (lib/outgoing-page.server.ts).

/**
 * The footer for its few inputs and a visitor's header for each menu item current and shade (about
 * seven): more than this many means the inputs changed.
 */
const mostKept = 16;
const keptBytes = new Map<string, Buffer>();

export interface PageParts {
  keeper: PartKeeper;
  /** Each placeholder this page wrote, as React wrote it, with the bytes that go in its place. */
  placeholders: Map<string, { from: Buffer; to: Buffer }>;
  /**
   * The whole page without the elements around the parts it drew to keep, whose bytes are kept from
   * now on if `keep` (the page rendered as it should); a part that carries the page's nonce is not
   * (no other page may show it), nor one with a boundary this page's scripts fill.
   */
  takeParts(html: Buffer, options: { nonce: string; keep: boolean }): Buffer;
}

const keyOf = (name: string, inputs: string) => `${name}\n${inputs}`;

/**
 * Whether every Suspense boundary inside the part was drawn in place: one still waiting when React
 * reached it (a lazy part's code not yet loaded, a process's first page) is written as a template that
 * a script of this page alone fills, or, failed, is left for the browser to draw.
 */
const settled = (part: Buffer) => !part.includes("<!--$?-->") && !part.includes("<!--$!-->");

/** A page's treatment of the kept parts; `keeps`: the page is rendered whole, so its parts can be taken. */
export function pageParts({ keeps }: { keeps: boolean }): PageParts {
  const placeholders = new Map<string, { from: Buffer; to: Buffer }>();
  const drawnToKeep = new Map<string, string>();
  return {
    placeholders,
    keeper: {
      treat(name, inputs) {
        const kept = keptBytes.get(keyOf(name, inputs));
        if (kept) {
          const tag = keptPlaceholderTag(name);
          placeholders.set(name, { from: Buffer.from(`<${tag}></${tag}>`), to: kept });
          return "kept";
        }
        if (!keeps) return "draw";
        drawnToKeep.set(name, inputs);
        return "keep";
      },
    },
    takeParts(html, { nonce, keep }) {
      let page = html;
      for (const [name, inputs] of drawnToKeep) {
        const open = Buffer.from(`<${keepingTag(name)}>`);
        const close = Buffer.from(`</${keepingTag(name)}>`);
        const start = page.indexOf(open);
        const end = start === -1 ? -1 : page.indexOf(close, start + open.length);
        if (end === -1) continue;
        const part = page.subarray(start + open.length, end);
        if (keep && !part.includes(`nonce="${nonce}"`) && settled(part)) {
          if (keptBytes.size >= mostKept) keptBytes.clear();
          keptBytes.set(keyOf(name, inputs), Buffer.from(part));
        }
        page = Buffer.concat([page.subarray(0, start), part, page.subarray(end + close.length)]);
      }
      return page;
    },
  };
}
