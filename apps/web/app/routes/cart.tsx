import { PageBanner } from "../components/layout/page-banner.tsx";
import { changeCart } from "../features/cart/cart.server.ts";
import { CartPage } from "../features/cart/cart-page.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import type { Route } from "./+types/cart";

// The cart: the cart viewer posts its changes here, and without scripts the header's cart opens this
// as a page (docs/decisions/036-the-purchase-path-without-javascript.md), whose lines post the same
// changes. The product page posts Add To Cart to its own action, which makes the same change
// (cart.server.ts); the cart itself comes with the root loader's data.

export async function action(page: Route.ActionArgs) {
  return changeCart(page, await postedForm(page.request));
}

/** docs/product.md §6: the cart is a signed-in shopper's. */
export async function loader(page: Route.LoaderArgs) {
  await requireSignedIn(page);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Cart",
    description: "The pieces in your cart, ready for checkout.",
    path: "/cart",
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Cart" crumbs={[{ label: "Home", to: "/" }, { label: "Cart" }]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <CartPage refusal={actionData && !actionData.ok ? actionData.message : null} />
      </div>
    </>
  );
}
