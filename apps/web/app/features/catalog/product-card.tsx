import type { Product } from "@oja/contracts/catalog";
import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import { discountedPrice } from "@oja/contracts/pricing";
import { Link } from "react-router";
import { ProductImage } from "./product-image.tsx";

/** A product's list price and its price after the store-wide display discount. */
export function ProductPrice({ price, className = "" }: { price: number; className?: string }) {
  const now = koboToNaira(discountedPrice(nairaToKobo(price)));
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-semibold text-espresso">{formatNaira(now)}</span>
      <s className="text-sm text-stone">
        <span className="sr-only">was </span>
        {formatNaira(price)}
      </s>
    </p>
  );
}

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <article className="group relative">
      <div className="overflow-hidden rounded-sm bg-linen">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          priority={priority}
          className="transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div className="mt-4 space-y-1">
        <p className="text-[0.7rem] font-medium tracking-[0.2em] text-cognac uppercase">
          {product.category.name}
        </p>
        <h3 className="font-display text-xl font-semibold">
          <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <ProductPrice price={product.price} />
      </div>
    </article>
  );
}

/** A grey stand-in card while products load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-[4/5] rounded-sm bg-sand/60" />
      <div className="mt-4 h-3 w-16 rounded bg-sand/60" />
      <div className="mt-3 h-5 w-3/4 rounded bg-sand/60" />
      <div className="mt-2 h-4 w-1/3 rounded bg-sand/60" />
    </div>
  );
}
