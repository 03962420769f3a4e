import type { SuggestionsResponse } from "@oja/contracts/catalog";
import { ApiError } from "@oja/contracts/http";
import { imageVariant } from "@oja/contracts/images";
import { routes } from "@oja/contracts/routes";
import { featuredProductSlug, freeLagosDeliveryAbove } from "@oja/contracts/shop";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { ProductImage } from "../components/ui/product-image.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { ProductSection } from "../features/catalog/product-section.tsx";
import { type ProductSummary, summarise } from "../features/catalog/product-summary.ts";
import { settingsAnswer } from "../features/content/settings.server.ts";
import { AwardVideo } from "../features/home/award-video.tsx";
import { HeroSlider } from "../features/home/hero-slider.tsx";
import { heroSlides } from "../features/home/hero-slides.ts";
import { callApiForEveryone } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/home";

interface HomeData {
  suggestions: Record<keyof SuggestionsResponse["data"], ProductSummary[]>;
  featured: ProductSummary | undefined;
  awardVideoUrl: string;
}

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const [suggestions, featured, settings] = await Promise.all([
    callApiForEveryone(page, routes.catalog.suggestions),
    callApiForEveryone(page, routes.catalog.product, {
      params: { slugOrId: featuredProductSlug },
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }),
    settingsAnswer(page),
  ]);
  const { recentlyAdded, highestSelling, mostLiked } = suggestions.data;
  const home: HomeData = {
    suggestions: {
      recentlyAdded: recentlyAdded.map(summarise),
      highestSelling: highestSelling.map(summarise),
      mostLiked: mostLiked.map(summarise),
    },
    featured: featured ? summarise(featured.data.product) : undefined,
    awardVideoUrl: settings.data.awardVideoUrl,
  };
  return { home };
}

/**
 * Arriving from another page, the home page shows at once with grey cards (docs/product.md §2 "Home") and fills
 * them when the server answers. The first visit is rendered whole on the server, for crawlers too.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { home: serverLoader().then((data) => data.home) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Hand-made leather shoes, sandals and bags from Lagos",
    description: `Oja Leather House: full-grain leather shoes, sandals, sneakers, bags and accessories, hand-stitched in Lagos. Free delivery within Lagos on orders above ${freeLagosDeliveryAbove}.`,
    path: "/",
    publicUrl: publicUrlOf(matches),
    image: imageVariant(heroSlides[0]?.image ?? "", 1280),
  });

function HomeProducts({ home }: { home: HomeData | undefined }) {
  return (
    <>
      <ProductSection
        id="new-arrivals"
        eyebrow="Just in"
        title="New Arrivals"
        products={home?.suggestions.recentlyAdded}
      />
      <div className="bg-linen">
        <ProductSection
          id="selling-hot"
          eyebrow="Most wanted"
          title="Selling Hot"
          products={home?.suggestions.highestSelling}
        />
      </div>
      <ProductSection
        id="most-liked"
        eyebrow="Loved by Lagos"
        title="Most Liked"
        products={home?.suggestions.mostLiked}
      />
      {home ? <AwardVideo videoUrl={home.awardVideoUrl} /> : null}
      {home?.featured ? <FeaturedProduct product={home.featured} /> : null}
    </>
  );
}

function FeaturedProduct({ product }: { product: ProductSummary }) {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 md:px-8 md:py-28">
      <div className="grid items-center gap-10 md:grid-cols-12">
        <div className="overflow-hidden rounded-sm md:col-span-7">
          <ProductImage
            src={product.images[0]}
            alt={product.name}
            sizes="(min-width: 1280px) 690px, (min-width: 768px) 55vw, 92vw"
          />
        </div>
        <div className="md:col-span-5">
          <p className="text-xs tracking-[0.3em] text-cognac uppercase">The flagship</p>
          <h2 id="featured-heading" className="mt-2 mb-8 font-display text-4xl font-semibold md:text-5xl">
            Made for the long way round
          </h2>
          <div className="max-w-sm">
            <ProductCard product={product} sizes="(min-width: 768px) 384px, 92vw" />
          </div>
          <Link to={`/products/${product.slug}`} className={`mt-8 ${buttonClass()}`}>
            View the {product.name}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HeroSlider slides={heroSlides} />
      {home instanceof Promise ? (
        <Suspense fallback={<HomeProducts home={undefined} />}>
          <Await
            resolve={home}
            errorElement={
              <p className="mx-auto max-w-7xl px-4 py-20 text-center text-stone md:px-8">
                We could not load our products just now. Please refresh the page.
              </p>
            }
          >
            {(resolved) => <HomeProducts home={resolved} />}
          </Await>
        </Suspense>
      ) : (
        // Rendered in place, not in a Suspense boundary, which React may stream apart from the page.
        <HomeProducts home={home} />
      )}
    </>
  );
}
