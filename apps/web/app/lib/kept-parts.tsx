import { type ComponentType, createContext, createElement, type ReactNode, useContext } from "react";

// A part every page draws the same for the same few inputs (the footer, a visitor's header, a product's
// card): the page server renders it once for those inputs and then writes the bytes it made, instead of
// rendering its elements on every page (decisions 056, 058 and 061). The browser draws the part itself
// (it is not wrapped there): React hydrates the bytes as the elements they came from.

/** How this page's rendering treats a kept part (entry.server.tsx gives it, lib/kept-parts.server.ts). */
export interface PartKeeper {
  /**
   * "kept": its bytes are kept, the page writes its placeholder; "keep": the page draws it and its bytes
   * are taken from the page to keep; "draw": the page draws it. `tag`: the part's own name on this page,
   * for its placeholder or the element around it (a part drawn more than once a page, as the product
   * cards, is numbered).
   */
  treat(name: string, inputs: string): { treatment: "kept" | "keep" | "draw"; tag: string };
}

export const partKeeperContext = /* @__PURE__ */ createContext<PartKeeper | null>(null);

/** `<oja-kept-footer></oja-kept-footer>`: the element React writes where the kept part's bytes go. */
export const keptPlaceholderTag = (tag: string) => `oja-kept-${tag}`;
/** The element around a part whose bytes the page server takes to keep. */
export const keepingTag = (tag: string) => `oja-keep-${tag}`;

/**
 * `children` drawn once for these `inputs` (everything it draws from besides constants, as text) and
 * kept. Its place in the tree must not change between pages: the ids React's useId gives inside it
 * depend on it.
 */
export function KeptPart({ name, inputs, children }: { name: string; inputs: string; children: ReactNode }) {
  const keeper = useContext(partKeeperContext);
  if (!import.meta.env.SSR || !keeper) return children;
  const { treatment, tag } = keeper.treat(name, inputs);
  if (treatment === "kept") return createElement(keptPlaceholderTag(tag));
  if (treatment === "keep") return createElement(keepingTag(tag), null, children);
  return children;
}

/**
 * A component kept on the server as a whole (decisions 061 and 063): each drawing a kept part named
 * `name`, by the inputs `inputsOf` gives for its props (every field it draws), or drawn every time when
 * that gives none. In the browser it is `Drawn` itself: React takes the kept bytes over as the elements
 * they came from. `Drawn` must stay free of `useId` and of any context its inputs do not cover: its
 * bytes are written at other places of other pages.
 */
export function keptOnTheServer<Props extends object>(
  name: string,
  Drawn: ComponentType<Props>,
  inputsOf: (props: Props) => string | undefined,
): ComponentType<Props> {
  if (!import.meta.env.SSR) return Drawn;
  return function KeptOnTheServer(props: Props) {
    const inputs = inputsOf(props);
    const drawn = createElement(Drawn, props);
    return inputs === undefined ? (
      drawn
    ) : (
      <KeptPart name={name} inputs={inputs}>
        {drawn}
      </KeptPart>
    );
  };
}
