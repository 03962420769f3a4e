// The pages' Content-Security-Policy (DESIGN §4). Scripts run only when they carry the nonce of the
// response that brought them, or were loaded by such a script ('strict-dynamic': the route modules
// React Router imports later); no inline script without the nonce, no eval. Everything else the
// pages use comes from the shop's own origin, except the award film's player.

/** Where the award film may be played from (its address is a shop setting). */
export const videoPlayerOrigins = ["https://www.youtube.com", "https://www.youtube-nocookie.com"];

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // 'self' is for browsers older than CSP 3, which ignore 'strict-dynamic' and the nonce's reach.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // The style sheet is written into the page with the nonce (entry.server.tsx); a few elements set
    // their own style (a colour swatch, a carousel's offset).
    `style-src 'self' 'nonce-${nonce}'`,
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
