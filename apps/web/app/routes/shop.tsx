import { routes } from "@oja/contracts/routes";
import { Link, redirect } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { EndlessProductList } from "../features/catalog/endless-product-list.tsx";
import { summarise } from "../features/catalog/product-summary.ts";
import { ShopFilters } from "../features/catalog/shop-filters.tsx";
import { productsApiQuery, readShopQuery } from "../features/catalog/shop-query.server.ts";
import { categoryName, shopSearch } from "../features/catalog/shop-query.ts";
import { breadcrumbJsonLd } from "../features/catalog/structured-data.ts";
import { asPageRefusal, callApi, callApiForEveryone } from "../lib/api.server.ts";
import { webEnv } from "../lib/env.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/shop";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const query = readShopQuery(new URL(page.request.url).searchParams);
  // The everyday views (a category or all, in some order, first pages) are kept for a minute;
  // searches and unknown categories are not, so nobody can fill the memory with made-up addresses.
  const everyday = !query.q && query.page <= 5 && (!query.category || categoryName(query.category));
  const apiQuery = productsApiQuery(query);
  const listing = await (everyday
    ? callApiForEveryone(page, routes.catalog.products, {
        query: apiQuery,
      })
    : callApi(page, routes.catalog.products, { query: apiQuery })
  ).catch(asPageRefusal);
  const { totalPages } = listing.data.pagination;
  // An old link past the last page leads to the last page there is.
  if (listing.data.pagination.page > totalPages)
    throw redirect(`/shop${shopSearch({ ...query, page: totalPages })}`);
  const category = categoryName(query.category);
  return {
    query,
    listing: { data: listing.data.data.map(summarise), pagination: listing.data.pagination },
    // Made here, not in meta, so that the JSON-LD's code stays on the server and out of the page's scripts.
    breadcrumbs: breadcrumbJsonLd(
      category
        ? [{ name: "Home", path: "/" }, { name: "Shop", path: "/shop" }, { name: category }]
        : [{ name: "Home", path: "/" }, { name: "Shop" }],
      webEnv.publicUrl,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const publicUrl = publicUrlOf(matches) ?? "http://localhost";
  const query = loaderData?.query;
  const category = categoryName(query?.category);
  const page = query?.page ?? 1;
  const title = [category, "Shop Products", page > 1 ? `Page ${page}` : undefined]
    .filter(Boolean)
    .join(" · ");
  // Search results and other orders are the same products again: crawlers follow them, index the shop.
  const indexable = !query?.q && query?.sort === "newest";
  return [
    ...pageMeta({
      title,
      description: category
        ? `Hand-made leather ${category.toLowerCase()} from Oja Leather House, Lagos, in full-grain leather. Delivered across Nigeria.`
        : "Shop hand-made leather shoes, sandals, sneakers, bags and accessories from Oja Leather House, Lagos.",
      path: `/shop${shopSearch({ category: query?.category, page })}`,
      publicUrl,
    }),
    ...(indexable ? [] : [{ name: "robots", content: "noindex, follow" }]),
    ...(loaderData ? [{ "script:ld+json": loaderData.breadcrumbs }] : []),
  ];
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  const category = categoryName(query.category);
  const total = listing.pagination.total;
  return (
    <>
      <PageBanner title="Shop Products" crumbs={[{ label: "Home", to: "/" }, { label: "Shop" }]}>
        <p>
          {category ? `${category}: ` : ""}
          {total} {total === 1 ? "piece" : "pieces"}, cut and stitched by hand in our Lagos workshop.
        </p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 md:px-8">
        <ShopFilters key={shopSearch({ ...query, page: 1 })} query={query} />
        <div className="mt-10">
          {total === 0 ? (
            <div className="py-16 text-center">
              <p className="text-stone">No results found</p>
              <Link
                to="/shop"
                className="mt-4 inline-block border-b border-espresso pb-1 text-sm font-semibold"
              >
                See every product
              </Link>
            </div>
          ) : (
            <EndlessProductList key={shopSearch(query)} first={listing} query={query} />
          )}
        </div>
      </div>
    </>
  );
}
