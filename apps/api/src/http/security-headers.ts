/** A year: the least the browsers' HSTS preload lists take. */
const strictTransportSeconds = 31_536_000;

/**
 * The headers on every answer of this process (the API, the pages, the uploaded images, the errors):
 * no guessing a type other than the one sent, so that an upload is only ever an image; and in
 * production, HTTPS only, for a year and for the shop's subdomains too, so that no later visit starts
 * over plain http where it could be intercepted.
 */
export function everyAnswerHeaders(production: boolean): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    ...(production
      ? { "strict-transport-security": `max-age=${strictTransportSeconds}; includeSubDomains` }
      : {}),
  };
}

// The headers every page a browser opens from this process carries: the shop's pages (web-host.ts,
// which adds their nonce-based Content-Security-Policy) and the API's documentation (app.ts).

export const pageSecurityHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * Swagger UI's own policy: its scripts are files of this origin, but it writes a style element and
 * style attributes from them, so styles may be inline; nothing loads from elsewhere.
 */
export const documentationPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'self'";
