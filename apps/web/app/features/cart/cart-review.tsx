import { choiceText } from "@oja/contracts/cart";
import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import { lineTotal } from "@oja/contracts/pricing";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useViewers, ViewerOpener } from "../../components/layout/viewers.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { ProductPrice } from "../../components/ui/product-price.tsx";
import { QuoteSummary } from "../../components/ui/quote-summary.tsx";
import { CartNotes, useCart } from "./cart-viewer.tsx";

// docs/product.md §2 Checkout, left: the cart's lines and the order summary, the same five figures as the cart
// viewer. The lines are changed in the cart viewer, which this opens; both read the one cart.

/** A piece's naira price times the line's quantity, counted in kobo. */
const timesQuantity = (naira: number, quantity: number) =>
  koboToNaira(lineTotal({ unitPriceKobo: nairaToKobo(naira), quantity }));

export function CartReview({
  figures,
  children,
}: {
  /** Other figures than the cart's own: with a promo code the checkout checked. */
  figures?: { subtotal: number; discount: number; promoDiscount: number; vat: number; total: number } | null;
  /** What goes under the summary (the checkout's promo field). */
  children?: ReactNode;
}) {
  const { cart } = useCart();
  const { show } = useViewers();
  if (!cart) return null;
  return (
    <section aria-labelledby="cart-review-title" className="space-y-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="cart-review-title" className="font-display text-2xl font-semibold">
          Your order
        </h2>
        <ViewerOpener
          href="/cart"
          label="Edit cart"
          onOpen={() => show("cart")}
          className="text-sm font-medium text-cognac underline-offset-4 hover:underline"
        >
          Edit cart
        </ViewerOpener>
      </div>
      <ul aria-label="Cart lines" className="divide-y divide-sand border-y border-sand">
        {cart.items.map((item) => (
          <li key={item.id} className="flex gap-4 py-4">
            <ProductThumbnail src={item.product.images[0]} className="h-25 w-20 shrink-0" />
            <div className="min-w-0 flex-1">
              <Link
                to={`/products/${item.product.slug}`}
                className="font-display text-lg leading-tight font-semibold hover:underline"
              >
                {item.product.name}
              </Link>
              <p className="mt-1 text-sm text-stone">{choiceText(item)}</p>
              <p className="mt-1 text-sm tabular-nums">
                {item.quantity} × {formatNaira(item.product.salePrice)}
                <span className="sr-only"> each</span>
              </p>
              {item.problem ? <p className="mt-1 text-sm font-medium text-error">{item.problem}</p> : null}
            </div>
            {/* At the price paid, the list price's total struck through: the lines add up to the summary. */}
            <div className="shrink-0 text-right text-sm tabular-nums">
              <span className="sr-only">Line total: </span>
              <ProductPrice
                price={timesQuantity(item.product.price, item.quantity)}
                salePrice={timesQuantity(item.product.salePrice, item.quantity)}
                className="justify-end"
              />
            </div>
          </li>
        ))}
      </ul>
      <section aria-label="Order summary" className="rounded-lg bg-linen p-5">
        <QuoteSummary quote={figures ?? cart.quote} />
        <CartNotes quote={cart.quote} />
        <p className="mt-1 text-xs text-stone">
          Shipping is not charged now: we will contact you for shipping cost.
        </p>
        {children ? <div className="mt-4 border-t border-sand pt-4">{children}</div> : null}
      </section>
    </section>
  );
}
