import { createContext, useContext } from "react";

/**
 * The style sheet the page server writes into each page (entry.server.tsx), with the nonce the page's
 * Content-Security-Policy lets it carry, or null where the page links it instead (a shopper who is
 * signed in, decision 046); in the browser there is none: React keeps the one the page came with.
 */
export interface InlineStyles {
  css: string | null;
  nonce: string | undefined;
}

export const inlineStylesContext = createContext<InlineStyles | null>(null);

export function useInlineStyles(): InlineStyles | null {
  return useContext(inlineStylesContext);
}

/** In the browser: whether the page came with its style sheet linked rather than written in. */
export function pageLinksItsStyles(): boolean {
  return document.querySelector('link[rel="stylesheet"][data-precedence]') !== null;
}
