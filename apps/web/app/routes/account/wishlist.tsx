import { EmptyViewer } from "../../components/layout/viewers.tsx";
import { QuickAddToCart } from "../../features/cart/quick-add-to-cart.tsx";
import { WishlistProducts } from "../../features/wishlist/wishlist-products.tsx";
import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/wishlist";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Wishlist",
    description: "The Oja pieces you have saved for later.",
    path: "/account/wishlist",
    publicUrl: publicUrlOf(matches),
  });

/** docs/product.md §2: the wishlist as a page (the mobile drawer's entry), with Add To Cart per product. */
export default function Page() {
  const wishlist = useRootData()?.wishlist;
  return (
    <div className="space-y-6">
      <h1 className="font-display text-4xl font-semibold">Wishlist</h1>
      {wishlist && wishlist.products.length > 0 ? (
        <WishlistProducts
          products={wishlist.products}
          actions={(product) => <QuickAddToCart product={product} />}
        />
      ) : (
        <section className="rounded-lg border border-sand bg-parchment">
          <EmptyViewer text="Your wishlist is empty" linkText="Continue Window Shopping" />
        </section>
      )}
    </div>
  );
}
