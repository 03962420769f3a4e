// The pages' Content-Security-Policy (docs/architecture.md §4). Scripts run only when they carry the nonce of the
// response that brought them (or its hash), or were loaded by such a script ('strict-dynamic': the
// route modules React Router imports later); no other inline script, no eval. Everything else the
// pages use comes from the shop's own origin, except the award film's player.

/** Where the award film may be played from (its address is a shop setting). */
export const videoPlayerOrigins = ["https://www.youtube.com", "https://www.youtube-nocookie.com"];

/**
 * What lets the page's own inline scripts and styles run: the nonce of its response, or, on a page
 * kept and shown to every signed-out visitor (decision 017), the SHA-256 of each of them, which stay
 * true for every copy where one nonce would be handed to everyone.
 */
export type InlineTrust = { nonce: string } | { scriptHashes: string[]; styleHashes: string[] };

const hashSources = (hashes: string[]) => hashes.map((hash) => ` 'sha256-${hash}'`).join("");

export function contentSecurityPolicy(trust: InlineTrust): string {
  const scripts =
    "nonce" in trust
      ? // 'self' is for browsers older than CSP 3, which ignore 'strict-dynamic' and the nonce's reach.
        `'self' 'nonce-${trust.nonce}' 'strict-dynamic'`
      : // Without a nonce the module preloads and route modules need 'self', which 'strict-dynamic' drops.
        `'self'${hashSources(trust.scriptHashes)}`;
  const styles =
    "nonce" in trust ? `'self' 'nonce-${trust.nonce}'` : `'self'${hashSources(trust.styleHashes)}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // The style sheet is written into the page (entry.server.tsx); a few elements set their own style
    // (a colour swatch, a carousel's offset).
    `style-src ${styles}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${videoPlayerOrigins.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
