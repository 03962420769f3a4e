import { data, Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { loadSizeGuide } from "../features/catalog/size-guide.server.ts";
import { SizeGuideTable } from "../features/catalog/size-guide-table.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/size-guide";

// A category's size guide as a page (docs/product.md §2 "Size guide"): where the product page's Size
// guide leads without JavaScript, with a way back to the product it came from.

export const handle = sharedPage;

/** A product's slug as the shop writes them; anything else leads back to the category instead. */
const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader(page: Route.LoaderArgs) {
  const sizeGuide = await loadSizeGuide(page, page.params.category);
  if (!sizeGuide?.guide) throw data(null, { status: 404 });
  const product = new URL(page.request.url).searchParams.get("product") ?? "";
  return {
    category: sizeGuide.category,
    guide: sizeGuide.guide,
    productSlug: product.length <= 120 && productSlugPattern.test(product) ? product : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.guide.title} · ${loaderData.category.name}`,
        description: `The size guide of Oja's ${loaderData.category.name.toLowerCase()}.`,
        path: `/size-guide/${loaderData.category.slug}`,
        publicUrl: publicUrlOf(matches),
      })
    : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { category, guide, productSlug } = loaderData;
  const shopLink = `/shop?category=${category.slug}`;
  return (
    <>
      <PageBanner
        title={guide.title}
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Shop", to: "/shop" },
          { label: category.name, to: shopLink },
          { label: "Size guide" },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-8 md:py-16">
        <SizeGuideTable guide={guide} />
        <p className="mt-10">
          <Link
            to={productSlug ? `/products/${productSlug}` : shopLink}
            className="border-b border-espresso pb-1 text-sm font-semibold tracking-[0.14em] uppercase hover:text-cognac"
          >
            {productSlug ? "Back to the product" : `Shop ${category.name}`}
          </Link>
        </p>
      </div>
    </>
  );
}
