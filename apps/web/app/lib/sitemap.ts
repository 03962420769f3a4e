// The XML of /sitemap.xml (sitemaps.org, with Google's image extension for product pictures).

export interface SitemapEntry {
  /** Site path, e.g. "/products/luxurious-voyager-bag". */
  path: string;
  images?: readonly string[];
  changeFrequency?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const absolute = (path: string) => escapeXml(new URL(path, publicUrl).toString());
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${absolute(entry.path)}</loc>`];
    if (entry.changeFrequency) lines.push(`    <changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    for (const image of entry.images ?? []) {
      lines.push(`    <image:image><image:loc>${absolute(image)}</image:loc></image:image>`);
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
