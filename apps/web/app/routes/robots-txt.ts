import { webEnv } from "../lib/env.server.ts";

// /robots.txt: crawlers may read the shop, not the account area, checkout or the API.

export function loader() {
  const text = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /payment/",
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", webEnv.publicUrl).toString()}`,
    "",
  ].join("\n");
  return new Response(text, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
