import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("the sitemap", () => {
  it("lists absolute addresses, escaped, with product pictures", () => {
    const xml = sitemapXml(
      [
        { path: "/", changeFrequency: "daily", priority: 1 },
        { path: "/shop?category=bags&page=2" },
        {
          path: "/products/luxurious-voyager-bag",
          images: ["/uploads/products/luxurious-voyager-bag-1-1200.webp"],
        },
      ],
      "https://oja.test",
    );
    expect(xml).toContain(
      "<loc>https://oja.test/</loc>\n    <changefreq>daily</changefreq>\n    <priority>1.0</priority>",
    );
    expect(xml).toContain("<loc>https://oja.test/shop?category=bags&amp;page=2</loc>");
    expect(xml).toContain(
      "<image:image><image:loc>https://oja.test/uploads/products/luxurious-voyager-bag-1-1200.webp</image:loc></image:image>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});
