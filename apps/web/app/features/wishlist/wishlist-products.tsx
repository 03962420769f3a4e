import type { Product } from "@oja/contracts/catalog";
import { formatNaira } from "@oja/contracts/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "../../components/ui/product-image.tsx";
import { SoldOutBadge } from "../../components/ui/sold-out-badge.tsx";
import { useWishlistRemoval } from "./wishlist-viewer.tsx";

/**
 * The account's wishlist (docs/product.md §2 /account/wishlist): the products, each with what a page
 * adds to it, and "Sold out" on one with nothing left.
 */
export function WishlistProducts({
  products,
  actions,
}: {
  products: Product[];
  /** What each product offers beside removal (the route adds Add To Cart). */
  actions: (product: Product) => ReactNode;
}) {
  const { remove, removing } = useWishlistRemoval();
  return (
    <ul aria-label="Wishlist products" className="grid gap-6 sm:grid-cols-2">
      {products.map((product) => (
        <li key={product.id} className="flex flex-col rounded-lg border border-sand bg-parchment p-4">
          <Link to={`/products/${product.slug}`} className="group block">
            <span className="relative block">
              <ProductImage
                src={product.images[0]}
                alt=""
                sizes="(min-width: 640px) 18rem, 90vw"
                className="rounded-sm"
              />
              {product.inStock ? null : <SoldOutBadge className="absolute top-3 right-3" />}
            </span>
            <span className="mt-3 block font-display text-xl font-semibold group-hover:underline">
              {product.name}
            </span>
            <span className="mt-1 block text-sm">{formatNaira(product.salePrice)}</span>
          </Link>
          <div className="mt-4 flex-1">{actions(product)}</div>
          <button
            type="button"
            onClick={() => remove(product.id)}
            disabled={removing === product.id}
            className="mt-2 self-start text-sm text-stone underline underline-offset-4 hover:text-error disabled:opacity-40"
          >
            Remove<span className="sr-only"> {product.name} from the wishlist</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
