import { discountPercentOf } from "@oja/contracts/pricing";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ProductImage } from "../../components/ui/product-image.tsx";
import { ProductPrice } from "../../components/ui/product-price.tsx";
import { SoldOutBadge } from "../../components/ui/sold-out-badge.tsx";
import { keptOnTheServer } from "../../lib/kept-parts.tsx";
import type { ProductSummary } from "./product-summary.ts";

interface ProductCardProps {
  product: ProductSummary;
  /** The first card a phone sees: loaded first, never lazily. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** How wide the picture shows, for the browser to pick a variant (the shop's grid by default). */
  sizes?: string;
}

const gridSizes = "(min-width: 1280px) 395px, (min-width: 1024px) 30vw, 46vw";

/**
 * A product in a list: picture, category, name, price, and "Sold out" when nothing is left; the whole
 * card opens the product page. Its focus ring is cognac, 5.8:1 against the page (brass would be 2.8:1).
 */
function DrawnProductCard({
  product,
  priority = false,
  headingLevel = 3,
  sizes = gridSizes,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const discountPercent = discountPercentOf(product.price, product.salePrice);
  return (
    <article className="group relative" data-product={product.slug}>
      <div className="relative overflow-hidden rounded-sm bg-linen">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-700 group-hover:scale-[1.03]"
        />
        {discountPercent > 0 ? (
          <p className="absolute top-3 left-3 rounded-full bg-espresso px-2.5 py-1 text-[0.7rem] font-semibold tracking-[0.08em] text-parchment">
            {/* One text each, not three: React writes a marker between neighbouring texts. */}
            <span aria-hidden="true">{`−${discountPercent}%`}</span>
            <span className="sr-only">{`${discountPercent}% off`}</span>
          </p>
        ) : null}
        {product.inStock ? null : <SoldOutBadge className="absolute top-3 right-3" />}
      </div>
      {/* Spaced on their own rather than by a wrapper: thirty cards a page, one element fewer each. */}
      <p className="mt-3 mb-1 text-[0.7rem] font-medium tracking-[0.2em] text-cognac uppercase sm:mt-4">
        {product.category.name}
      </p>
      <Heading className="mb-1 font-display text-lg leading-snug font-semibold break-words sm:text-xl">
        <PageLink
          to={`/products/${product.slug}`}
          className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-cognac"
        >
          {product.name}
        </PageLink>
      </Heading>
      <ProductPrice price={product.price} salePrice={product.salePrice} />
    </article>
  );
}

/**
 * On the server a card is a kept part (decision 061): drawn once for everything it shows, then written
 * from its bytes on every page that lists the product so. Its inputs are every field the card draws. A
 * priority card is drawn each time: drawing its picture is what makes React preload it in the page's head.
 */
export const ProductCard = keptOnTheServer(
  "card",
  DrawnProductCard,
  ({ product, priority = false, headingLevel = 3, sizes = gridSizes }) =>
    priority
      ? undefined
      : JSON.stringify([
          product.slug,
          product.name,
          product.images[0] ?? null,
          product.price,
          product.salePrice,
          product.inStock,
          product.category.name,
          headingLevel,
          sizes,
        ]),
);

/** A grey stand-in card while products load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse" data-testid="product-card-skeleton">
      <div className="aspect-[4/5] rounded-sm bg-sand/60" />
      <div className="mt-4 h-3 w-16 rounded bg-sand/60" />
      <div className="mt-3 h-5 w-3/4 rounded bg-sand/60" />
      <div className="mt-2 h-4 w-1/3 rounded bg-sand/60" />
    </div>
  );
}
