import type { Product } from "@oja/contracts/catalog";
import { routes } from "@oja/contracts/routes";
import { shopCategories } from "../features/catalog/shop-query.ts";
import { callApiForEveryone, type PageArgs } from "../lib/api.server.ts";
import { webEnv } from "../lib/env.server.ts";
import { type SitemapEntry, sitemapXml } from "../lib/sitemap.ts";
import type { Route } from "./+types/sitemap-xml";

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

async function everyProduct(request: PageArgs): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callApiForEveryone(request, routes.catalog.products, {
      query: { page, limit: sitemapPageSize },
    });
    products.push(...answer.data.data);
    if (page >= answer.data.pagination.totalPages) return products;
  }
}

export async function loader(page: Route.LoaderArgs) {
  const products = await everyProduct(page);
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
