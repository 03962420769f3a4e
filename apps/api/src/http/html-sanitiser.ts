import sanitizeHtml from "sanitize-html";

// Product descriptions and settings text are HTML written by the shop. They are cleaned when
// written and again when read, so a bad row can never reach a page as script.

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitiseShopHtml(html: string): string {
  return sanitizeHtml(html, allowed).trim();
}
