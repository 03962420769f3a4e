import type { Envelope } from "@oja/contracts/api";
import type { Product } from "@oja/contracts/catalog";
import type { Settings } from "@oja/contracts/content";
import { featuredProductSlug } from "@oja/contracts/shop";
import { Link } from "react-router";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { ProductImage } from "../features/catalog/product-image.tsx";
import { AwardVideo } from "../features/home/award-video.tsx";
import { HeroSlider } from "../features/home/hero-slider.tsx";
import { heroSlides } from "../features/home/hero-slides.ts";
import { ProductSection } from "../features/home/product-section.tsx";
import { ApiError, apiGet } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/home";

type Suggestions = { recentlyAdded: Product[]; highestSelling: Product[]; mostLiked: Product[] };

export async function loader() {
  const [suggestions, featured, settings] = await Promise.all([
    apiGet<Envelope<Suggestions>>("/products/fetch/suggestions", { keepSeconds: 60 }),
    apiGet<Envelope<{ product: Product }>>(`/products/${featuredProductSlug}`, { keepSeconds: 60 }).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      },
    ),
    apiGet<Envelope<Settings>>("/settings/default", { keepSeconds: 60 }),
  ]);
  return {
    suggestions: suggestions.data,
    featured: featured?.data.product,
    awardVideoUrl: settings.data.awardVideoUrl,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Hand-made leather shoes, sandals and bags from Lagos",
    description:
      "Oja Leather House: full-grain leather shoes, sandals, sneakers, bags and accessories, hand-stitched in Lagos. Free delivery within Lagos on orders above ₦300,000.",
    path: "/",
    publicUrl: publicUrlOf(matches),
    image: "/uploads/hero/bags-1280.webp",
  });

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: "/uploads/hero/bags-1280.webp",
    imageSrcSet:
      "/uploads/hero/bags-640.webp 640w, /uploads/hero/bags-1280.webp 1280w, /uploads/hero/bags-1920.webp 1920w",
    imageSizes: "100vw",
    fetchPriority: "high",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { suggestions, featured, awardVideoUrl } = loaderData;
  return (
    <>
      <HeroSlider slides={heroSlides} />
      <ProductSection
        id="new-arrivals"
        eyebrow="Just in"
        title="New Arrivals"
        products={suggestions.recentlyAdded}
      />
      <div className="bg-linen">
        <ProductSection
          id="selling-hot"
          eyebrow="Most wanted"
          title="Selling Hot"
          products={suggestions.highestSelling}
        />
      </div>
      <ProductSection
        id="most-liked"
        eyebrow="Loved by Lagos"
        title="Most Liked"
        products={suggestions.mostLiked}
      />
      <AwardVideo videoUrl={awardVideoUrl} />
      {featured ? (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 md:px-8 md:py-28">
          <div className="grid items-center gap-10 md:grid-cols-12">
            <div className="overflow-hidden rounded-sm md:col-span-7">
              <ProductImage
                src={featured.images[0]}
                alt={featured.name}
                sizes="(min-width: 768px) 55vw, 92vw"
              />
            </div>
            <div className="md:col-span-5">
              <p className="text-xs tracking-[0.3em] text-cognac uppercase">The flagship</p>
              <h2 id="featured-heading" className="mt-2 mb-8 font-display text-4xl font-semibold md:text-5xl">
                Made for the long way round
              </h2>
              <div className="max-w-sm">
                <ProductCard product={featured} />
              </div>
              <Link
                to={`/products/${featured.slug}`}
                className="mt-8 inline-block rounded-full bg-espresso px-8 py-3 text-sm font-semibold tracking-[0.16em] text-parchment uppercase hover:bg-umber"
              >
                View the {featured.name}
              </Link>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
