import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { highestPage, pageSizes } from "@oja/contracts/shop";
import { Suspense } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { PageLink } from "../components/ui/page-link.tsx";
import { RichText } from "../components/ui/rich-text.tsx";
import { changeCart } from "../features/cart/cart.server.ts";
import { cartIntents } from "../features/cart/cart-change.ts";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { productPageParts } from "../features/catalog/product-page-parts.server.ts";
import { ProductPurchase, type PurchaseIntents } from "../features/catalog/product-purchase.tsx";
import { reviewsPageParam } from "../features/catalog/product-reviews.tsx";
import { reviewIntents } from "../features/catalog/review-change.ts";
import { changeReview, loadMyReview, reviewPageShown } from "../features/catalog/reviews.server.ts";
import { loadSizeGuide } from "../features/catalog/size-guide.server.ts";
import { askBackInStock } from "../features/catalog/stock-alert.server.ts";
import { stockAlertIntents } from "../features/catalog/stock-alert-change.ts";
import { changeWishlist, wishlistHolds } from "../features/wishlist/wishlist.server.ts";
import { wishlistIntents } from "../features/wishlist/wishlist-change.ts";
import { callApiForEveryone, type PageArgs } from "../lib/api.server.ts";
import { postedIntent } from "../lib/form-intents.ts";
import { lazyPart } from "../lib/lazy-part.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import { shellCarriesReviewOf } from "../lib/session.server.ts";
import { sharedPage } from "../lib/shared-page.ts";
import { signInParam } from "../lib/sign-in-link.ts";
import { differsOnlyBySignIn } from "../lib/sign-in-request.ts";
import type { Route } from "./+types/product";

// The reviews sit below the fold and only link onwards: the server draws them, and their code comes
// after the page's first load, when hydration reaches them.
const ProductReviews = lazyPart(() =>
  import("../features/catalog/product-reviews.tsx").then((module) => module.ProductReviews),
);

// The gallery's first picture is the server's HTML, which the page's largest paint waits for, not its
// code: its arrows, thumbnails, swipes and the full-screen viewer come alive just after the first load.
const ProductGallery = lazyPart(() =>
  import("../features/catalog/product-gallery.tsx").then((module) => module.ProductGallery),
);

// The size guide's link, beside the size choice, opens the guide's page until its code comes just after
// the first load, and from then on the guide in a dialog over the product: few shoppers open it.
const SizeGuideButton = lazyPart(() =>
  import("../features/catalog/size-guide-button.tsx").then((module) => module.SizeGuideButton),
);

// The stars under the name only show the rating: drawn by the server, they hydrate just after the
// first load.
const RatingStars = lazyPart(() =>
  import("../features/catalog/rating-stars.tsx").then((module) => module.RatingStars),
);

/** A review page number from the address; anything else is the first page. */
function reviewsPage(url: URL): number {
  const page = Number(url.searchParams.get(reviewsPageParam) ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= highestPage ? page : 1;
}

/**
 * Add To Cart, the heart and back in stock post here (Hydrogen's cart pattern), so they work without
 * JavaScript; with it, they post through fetchers and the page stays as it is.
 */
export const handle = sharedPage;

/** The purchase's forms post the cart's and the wishlist's own intents to this page's action. */
const purchaseIntents: PurchaseIntents = {
  addToCart: cartIntents.add,
  addToWishlist: wishlistIntents.add,
  removeFromWishlist: wishlistIntents.remove,
};

export async function action(page: Route.ActionArgs) {
  const form = await postedForm(page.request);
  if (postedIntent(form, stockAlertIntents)) return askBackInStock(page, form);
  if (postedIntent(form, reviewIntents)) return changeReview(page, form);
  return postedIntent(form, wishlistIntents) ? changeWishlist(page, form) : changeCart(page, form);
}

/** The product of the page's address, as the catalog answers everyone (a kept answer, decision 052). */
function productOfPage(page: PageArgs & { params: Route.LoaderArgs["params"] }) {
  return callApiForEveryone(page, routes.catalog.product, { params: { slugOrId: page.params.slug } });
}

/**
 * A signed-in shopper's shell carries their review of this product (decision 073). The loader reads the
 * product from the same kept answer; an address the catalog refuses asks nothing, and is the loader's 404.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (page, next) => {
    await shellCarriesReviewOf(page, () =>
      productOfPage(page).then(
        ({ data: detail }) => detail.product.id,
        () => undefined,
      ),
    );
    return next();
  },
];

/** The API's refusal of the product or its reviews is this page's 404. */
function productNotFound(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
  throw error;
}

export async function loader(page: Route.LoaderArgs) {
  const { params } = page;
  const url = new URL(page.request.url);
  const { data: detail } = await productOfPage(page).catch(productNotFound);
  // docs/architecture.md §6: the slug address is the product's one address; an id leads there.
  if (params.slug !== detail.product.slug) {
    throw redirect(`/products/${detail.product.slug}${url.search}`, 301);
  }
  const reviewsOn = (number: number) =>
    callApiForEveryone(page, routes.catalog.reviews, {
      params: { productId: detail.product.id },
      query: { page: number, limit: pageSizes.reviews },
    });
  // The kept product may have left the shop since (archived by the owner): its reviews are refused.
  const [firstReviews, inWishlist, sizeGuide, myReview] = await Promise.all([
    reviewsOn(reviewsPage(url)),
    wishlistHolds(page, detail.product.id),
    loadSizeGuide(page, detail.product.category.slug),
    loadMyReview(page, detail.product.id),
  ]).catch(productNotFound);
  let reviews = firstReviews;
  if (reviews.data.length === 0 && reviews.pagination.page > 1) {
    // Past the last page (an old link): show the last one there is.
    reviews = await reviewsOn(Math.max(1, Math.ceil(reviews.pagination.total / pageSizes.reviews))).catch(
      productNotFound,
    );
  }
  return {
    product: detail.product,
    ...productPageParts(detail),
    reviews: reviewPageShown(reviews),
    /** Whether the signed-in shopper keeps this product in their wishlist (the heart, docs/product.md §4). */
    inWishlist,
    /** The category's size guide, opened from the size choice (docs/product.md §2 "Size guide"). */
    sizeGuide,
    /** The shopper's own review and whether they may write one (decision 035); null for a visitor. */
    myReview,
  };
}

/**
 * Opening the sign-in modal changes the address but not the product. Anything else reads the page
 * again: coming back signed in (the heart is the shopper's now), or a form posted on the page (the
 * heart, or a removal in the wishlist viewer).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const opensSignIn = nextUrl.searchParams.get(signInParam) === "1";
  if (!formMethod && opensSignIn && differsOnlyBySignIn(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { product, reviews, seo } = loaderData;
  return [
    ...pageMeta({
      title: product.name,
      description: seo.description,
      path: `/products/${product.slug}`,
      publicUrl: publicUrlOf(matches) ?? "http://localhost",
      image: product.images[0],
      type: "product",
    }),
    ...(reviews.pagination.page > 1 ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "product:price:amount", content: seo.price },
    { property: "product:price:currency", content: "NGN" },
    ...seo.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, relatedProducts, reviews } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-32 pb-20 md:px-8 md:pt-36">
      <nav aria-label="Breadcrumb" className="mb-6">
        <ol className="flex flex-wrap items-center gap-2 text-xs tracking-[0.16em] text-stone uppercase">
          <li>
            <PageLink to="/" className="hover:text-espresso">
              Home
            </PageLink>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            <PageLink to="/shop" className="hover:text-espresso">
              Shop
            </PageLink>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            <PageLink to={`/shop?category=${product.category.slug}`} className="hover:text-espresso">
              {product.category.name}
            </PageLink>
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 md:grid-cols-2 lg:gap-16">
        <Suspense fallback={null}>
          <ProductGallery key={product.id} images={product.images} name={product.name} />
        </Suspense>
        <div>
          <p className="text-xs tracking-[0.3em] text-cognac uppercase">{product.category.name}</p>
          <h1 className="mt-2 font-display text-4xl leading-tight font-semibold md:text-5xl">
            {product.name}
          </h1>
          {product.reviewCount > 0 ? (
            <a
              href="#reviews"
              className="mt-3 inline-flex items-center gap-2 text-sm text-stone hover:text-espresso"
            >
              <Suspense fallback={null}>
                <RatingStars rating={product.averageRating} size={16} />
              </Suspense>
              <span>
                {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"}
              </span>
            </a>
          ) : null}
          <ProductPurchase
            key={product.id}
            product={product}
            colourNames={loaderData.colourNames}
            inWishlist={loaderData.inWishlist}
            intents={purchaseIntents}
            sizeGuide={
              loaderData.sizeGuide?.guide ? (
                <Suspense fallback={null}>
                  <SizeGuideButton sizeGuide={loaderData.sizeGuide} productSlug={product.slug} />
                </Suspense>
              ) : undefined
            }
          />
          <h2 className="sr-only">Description</h2>
          <RichText html={product.description} className="mt-4 text-umber" />
        </div>
      </div>

      <section aria-labelledby="related-heading" className="mt-20 border-t border-sand/70 pt-14">
        <h2 id="related-heading" className="font-display text-3xl font-semibold md:text-4xl">
          Related Products
        </h2>
        {relatedProducts.length === 0 ? (
          <p className="mt-6 text-stone">No related products at the moment</p>
        ) : (
          <div className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 lg:grid-cols-4">
            {relatedProducts.map((related) => (
              <ProductCard
                key={related.id}
                product={related}
                sizes="(min-width: 1280px) 290px, (min-width: 1024px) 23vw, 46vw"
              />
            ))}
          </div>
        )}
      </section>

      <div className="mt-20 border-t border-sand/70 pt-14">
        <Suspense fallback={null}>
          <ProductReviews
            productId={product.id}
            reviews={reviews}
            mine={loaderData.myReview}
            pathname={pathname}
            search={search}
          />
        </Suspense>
      </div>
    </div>
  );
}
