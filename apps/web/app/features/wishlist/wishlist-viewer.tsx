import type { Product } from "@oja/contracts/catalog";
import { formatNaira } from "@oja/contracts/money";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyViewer, useViewers } from "../../components/layout/viewers.tsx";
import { TrashIcon } from "../../components/ui/action-icons.tsx";
import { Drawer } from "../../components/ui/drawer.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { SoldOutBadge } from "../../components/ui/sold-out-badge.tsx";
import { useShowRefusal } from "../../components/ui/toast.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { type WishlistChange, wishlistIntents, wishlistPath } from "./wishlist-change.ts";

/** A removal from the wishlist, posted to the wishlist's route; a refusal is said as the API put it. */
export function useWishlistRemoval() {
  const fetcher = useFetcher<WishlistChange>();
  const showRefusal = useShowRefusal();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) showRefusal(fetcher.data);
  }, [fetcher.state, fetcher.data, showRefusal]);
  return {
    remove: (productId: string) =>
      fetcher.submit({ intent: wishlistIntents.remove, productId }, { method: "post", action: wishlistPath }),
    removing: fetcher.state !== "idle" ? String(fetcher.formData?.get("productId") ?? "") : null,
  };
}

function WishlistEntry({ product }: { product: Product }) {
  const { close } = useViewers();
  const { remove, removing } = useWishlistRemoval();
  return (
    <li className="flex items-center gap-4 py-4">
      <Link
        to={`/products/${product.slug}`}
        onClick={close}
        className="flex min-w-0 flex-1 items-center gap-4"
      >
        <ProductThumbnail src={product.images[0]} className="h-20 w-16" />
        <span className="min-w-0">
          <span className="block font-display text-lg leading-tight font-semibold">{product.name}</span>
          <span className="mt-1 block text-sm">{formatNaira(product.salePrice)}</span>
          {product.inStock ? null : <SoldOutBadge className="mt-2 w-fit" />}
        </span>
      </Link>
      <button
        type="button"
        onClick={() => remove(product.id)}
        disabled={removing === product.id}
        aria-label={`Remove ${product.name} from the wishlist`}
        className="rounded-full p-2 text-stone hover:bg-linen hover:text-error disabled:opacity-40"
      >
        <TrashIcon width={18} height={18} />
      </button>
    </li>
  );
}

/** docs/product.md §2 "Wishlist viewer": the products kept for later; a click opens the product. */
export function WishlistViewer() {
  const { open, close } = useViewers();
  const wishlist = useRootData()?.wishlist ?? null;
  return (
    <Drawer open={open === "wishlist"} title="Wishlist" onClose={close} footer={false}>
      {!wishlist || wishlist.products.length === 0 ? (
        <EmptyViewer text="Your wishlist is empty" linkText="Continue Window Shopping" />
      ) : (
        <ul aria-label="Wishlist products" className="divide-y divide-sand">
          {wishlist.products.map((product) => (
            <WishlistEntry key={product.id} product={product} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
