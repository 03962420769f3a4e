import { Link } from "react-router";
import { ProductCard, ProductCardSkeleton } from "./product-card.tsx";
import type { ProductSummary } from "./product-summary.ts";

/** One of the home page's three lists, with its Visit Shop link. */
export function ProductSection({
  id,
  eyebrow,
  title,
  products,
}: {
  id: string;
  eyebrow: string;
  title: string;
  products: ProductSummary[] | undefined;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-20">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-xs tracking-[0.3em] text-cognac uppercase">{eyebrow}</p>
          <h2 id={id} className="mt-2 font-display text-4xl font-semibold md:text-5xl">
            {title}
          </h2>
        </div>
        <Link
          to="/shop"
          className="shrink-0 border-b border-espresso pb-1 text-sm font-semibold tracking-[0.14em] uppercase hover:text-cognac"
        >
          Visit Shop
        </Link>
      </div>
      <div className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 md:gap-y-12 lg:grid-cols-3">
        {products
          ? products.map((product) => <ProductCard key={product.id} product={product} />)
          : [0, 1, 2].map((slot) => <ProductCardSkeleton key={slot} />)}
      </div>
    </section>
  );
}
