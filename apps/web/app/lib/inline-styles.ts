import { createContext, useContext } from "react";

/**
 * The style sheet the page server writes into each page (entry.server.tsx), with the nonce the page's
 * Content-Security-Policy lets it carry; in the browser there is none: React keeps the one the page came with.
 */
export interface InlineStyles {
  css: string;
  nonce: string | undefined;
}

export const inlineStylesContext = createContext<InlineStyles | null>(null);

export function useInlineStyles(): InlineStyles | null {
  return useContext(inlineStylesContext);
}
