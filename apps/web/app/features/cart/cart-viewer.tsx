import { cartLineMaxQuantity, choiceText } from "@oja/contracts/cart";
import type { CartItem } from "@oja/contracts/cart-api";
import { nairaToKobo } from "@oja/contracts/money";
import type { Quote } from "@oja/contracts/pricing";
import { lagosDeliveryNotice } from "@oja/contracts/shop";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyViewer, useViewers } from "../../components/layout/viewers.tsx";
import { MinusIcon, PlusIcon, TrashIcon } from "../../components/ui/action-icons.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Drawer } from "../../components/ui/drawer.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { ProductPrice, VatNotice } from "../../components/ui/product-price.tsx";
import { QuoteSummary } from "../../components/ui/quote-summary.tsx";
import { useShowRefusal } from "../../components/ui/toast.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { type CartChange, cartFetcherKey, cartIntents, cartPath } from "./cart-change.ts";

/**
 * The cart, as the root loader read it, or as the last change answered it while the pages' loaders
 * run again after that change (the answer is the cart re-read by the API, docs/product.md §4).
 */
export function useCart() {
  const fetcher = useFetcher<CartChange>({ key: cartFetcherKey });
  const rootCart = useRootData()?.cart ?? null;
  const answered = fetcher.state === "loading" && fetcher.data?.ok ? fetcher.data.cart : null;
  return { cart: answered ?? rootCart, fetcher };
}

const stepButton =
  "flex h-9 w-9 items-center justify-center rounded-full border border-sand hover:border-espresso disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-sand";

function CartLine({ item }: { item: CartItem }) {
  const { fetcher } = useCart();
  const { close } = useViewers();
  const busy = fetcher.state !== "idle";
  const { product, quantity } = item;
  const change = (fields: Record<string, string>) =>
    fetcher.submit({ itemId: item.id, ...fields }, { method: "post", action: cartPath });
  const choice = choiceText(item);
  return (
    <li className="flex gap-4 py-5">
      <ProductThumbnail src={product.images[0]} className="h-25 w-20" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/products/${product.slug}`}
          onClick={close}
          className="font-display text-lg leading-tight font-semibold hover:underline"
        >
          {product.name}
        </Link>
        <p className="mt-1 text-sm text-stone">{choice}</p>
        {/* What one piece costs the shopper: the sale price, the list price struck through. */}
        <div className="mt-1 text-sm">
          <span className="sr-only">Price per piece: </span>
          <ProductPrice price={product.price} salePrice={product.salePrice} />
        </div>
        {item.problem ? <p className="mt-1 text-sm font-medium text-error">{item.problem}</p> : null}
        <div className="mt-3 flex items-center justify-between gap-3">
          <fieldset className="flex items-center gap-2" aria-label={`Quantity of ${product.name}, ${choice}`}>
            <button
              type="button"
              className={stepButton}
              aria-label="One fewer"
              disabled={busy || quantity <= 1}
              onClick={() => change({ intent: cartIntents.setQuantity, quantity: String(quantity - 1) })}
            >
              <MinusIcon width={16} height={16} />
            </button>
            <output aria-live="polite" className="min-w-6 text-center tabular-nums">
              {quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              aria-label="One more"
              // The line's stock is its size and colour's: one more than that could not be ordered.
              disabled={busy || quantity >= Math.min(cartLineMaxQuantity, product.stock)}
              onClick={() => change({ intent: cartIntents.setQuantity, quantity: String(quantity + 1) })}
            >
              <PlusIcon width={16} height={16} />
            </button>
          </fieldset>
          <button
            type="button"
            disabled={busy}
            onClick={() => change({ intent: cartIntents.removeLine })}
            className="flex items-center gap-1.5 rounded-full px-2 py-1 text-sm text-stone hover:text-error disabled:opacity-40"
          >
            <TrashIcon width={16} height={16} />
            Remove
            <span className="sr-only">
              {" "}
              {product.name}, {choice}
            </span>
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Under a cart's figures: that the prices leave VAT out until the total, and how far the pieces (at the
 * prices paid, before VAT) are from free delivery within Lagos (docs/decisions/037-prices-told-before-checkout.md).
 */
export function CartNotes({ quote }: { quote: Quote }) {
  const piecesKobo = nairaToKobo(quote.subtotal) - nairaToKobo(quote.discount);
  return (
    <div className="mt-3 space-y-1 text-xs text-stone">
      <VatNotice className="text-xs" />
      <p data-testid="lagos-delivery">{lagosDeliveryNotice(piecesKobo)}</p>
    </div>
  );
}

/** docs/product.md §2 "Cart viewer": the cart's lines, the one quote, Checkout and Continue Shopping. */
export function CartViewer() {
  const { open, close } = useViewers();
  const { cart, fetcher } = useCart();
  const showRefusal = useShowRefusal();

  // A refused change (more than the shop has, a line gone) is said once, as the API put it.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) showRefusal(fetcher.data);
  }, [fetcher.state, fetcher.data, showRefusal]);

  return (
    <Drawer open={open === "cart"} title="Cart Viewer" onClose={close} footer={false}>
      {!cart || cart.items.length === 0 ? (
        <EmptyViewer text="Your cart is empty" linkText="Continue Shopping" />
      ) : (
        <div className="flex flex-col gap-6">
          <ul aria-label="Cart lines" className="divide-y divide-sand">
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <section aria-label="Order summary" className="rounded-lg bg-linen p-5">
            <QuoteSummary quote={cart.quote} />
            <CartNotes quote={cart.quote} />
          </section>
          <div className="flex flex-col gap-3">
            <Link to="/checkout" onClick={close} className={buttonClass({ wide: true })}>
              Checkout
            </Link>
            <Link to="/products" onClick={close} className={buttonClass({ tone: "secondary", wide: true })}>
              Continue Shopping
            </Link>
          </div>
        </div>
      )}
    </Drawer>
  );
}
