import type { Envelope, Pagination } from "@oja/contracts/api";
import type { Product } from "@oja/contracts/catalog";
import { shopCategories } from "../features/catalog/shop-query.ts";
import { apiGet } from "../lib/api.server.ts";
import { webEnv } from "../lib/env.server.ts";
import { type SitemapEntry, sitemapXml } from "../lib/sitemap.ts";

// /sitemap.xml: every public page, every category and every product, for search engines.

const informationPages = [
  "/about",
  "/contact",
  "/craftsmanship",
  "/trainings",
  "/bespoke",
  "/shipping-costs",
  "/returns-repairs",
  "/return-policy",
  "/privacy-policy",
  "/terms-conditions",
];

const sitemapPageSize = 100;

async function everyProduct(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGet<Envelope<{ data: Product[]; pagination: Pagination }>>(
      `/products?page=${page}&limit=${sitemapPageSize}`,
    );
    products.push(...answer.data.data);
    if (page >= answer.data.pagination.totalPages) return products;
  }
}

export async function loader() {
  const products = await everyProduct();
  const entries: SitemapEntry[] = [
    { path: "/", changeFrequency: "daily", priority: 1 },
    { path: "/shop", changeFrequency: "daily", priority: 0.9 },
    ...shopCategories.map(
      (category): SitemapEntry => ({
        path: `/shop?category=${category.slug}`,
        changeFrequency: "weekly",
        priority: 0.7,
      }),
    ),
    ...products.map(
      (product): SitemapEntry => ({
        path: `/products/${product.slug}`,
        images: product.images,
        changeFrequency: "weekly",
        priority: 0.8,
      }),
    ),
    ...informationPages.map((path): SitemapEntry => ({ path, changeFrequency: "monthly", priority: 0.4 })),
  ];
  return new Response(sitemapXml(entries, webEnv.publicUrl), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
