import sanitizeHtml from "sanitize-html";

// Product descriptions and settings text are HTML written by the shop, cleaned when written (the seed,
// the owner's writes). Product descriptions are then trusted on read, where the cost would be paid
// on every listing; the settings' text is cleaned again when read.
//
// It lives here rather than in a domain because two domains (catalog and settings) and the demo shop's
// seed clean with it, and the HTML the shop's pages may be sent is one rule for all of them: the
// untrusted input of the API (decision 007), like this folder's other guards.

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitiseShopHtml(html: string): string {
  return sanitizeHtml(html, allowed).trim();
}
