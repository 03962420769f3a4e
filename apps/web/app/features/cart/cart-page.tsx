import { cartLineMaxQuantity, choiceText } from "@oja/contracts/cart";
import type { CartItem } from "@oja/contracts/cart-api";
import { formatNaira } from "@oja/contracts/money";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmptyViewer } from "../../components/layout/viewers.tsx";
import { MinusIcon, PlusIcon, TrashIcon } from "../../components/ui/action-icons.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { QuoteSummary } from "../../components/ui/quote-summary.tsx";
import { cartIntents, cartPath } from "./cart-change.ts";
import { useCart } from "./cart-viewer.tsx";

// The cart as a page (docs/decisions/036-the-purchase-path-without-javascript.md): what the cart
// viewer shows, for a browser without scripts. Each change is a form the browser posts to the cart's
// action (routes/cart.tsx), which answers with this page again.

const stepButton =
  "flex h-9 w-9 items-center justify-center rounded-full border border-sand hover:border-espresso disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-sand";

/** One change of a line: a form of its own, so each button posts only its own fields. */
function LineChange({
  item,
  fields,
  children,
  label,
  disabled,
  className,
}: {
  item: CartItem;
  fields: Record<string, string>;
  children: ReactNode;
  label?: string;
  disabled: boolean;
  className: string;
}) {
  return (
    <Form method="post" action={cartPath} preventScrollReset>
      <input type="hidden" name="itemId" value={item.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} disabled={disabled} className={className}>
        {children}
      </button>
    </Form>
  );
}

function CartPageLine({ item, busy }: { item: CartItem; busy: boolean }) {
  const { product, quantity } = item;
  const choice = choiceText(item);
  const setQuantity = (next: number) => ({ intent: cartIntents.setQuantity, quantity: String(next) });
  return (
    <li className="flex gap-4 py-5">
      <ProductThumbnail src={product.images[0]} className="h-25 w-20 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/products/${product.slug}`}
          className="font-display text-lg leading-tight font-semibold hover:underline"
        >
          {product.name}
        </Link>
        <p className="mt-1 text-sm text-stone">{choice}</p>
        <p className="mt-1 text-sm">
          <span className="sr-only">Unit price: </span>
          {formatNaira(product.price)}
        </p>
        {item.problem ? <p className="mt-1 text-sm font-medium text-error">{item.problem}</p> : null}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex items-center gap-2" aria-label={`Quantity of ${product.name}, ${choice}`}>
            <LineChange
              item={item}
              fields={setQuantity(quantity - 1)}
              label="One fewer"
              disabled={busy || quantity <= 1}
              className={stepButton}
            >
              <MinusIcon width={16} height={16} />
            </LineChange>
            <output className="min-w-6 text-center tabular-nums">{quantity}</output>
            <LineChange
              item={item}
              fields={setQuantity(quantity + 1)}
              label="One more"
              disabled={busy || quantity >= Math.min(cartLineMaxQuantity, product.stock)}
              className={stepButton}
            >
              <PlusIcon width={16} height={16} />
            </LineChange>
          </fieldset>
          <LineChange
            item={item}
            fields={{ intent: cartIntents.removeLine }}
            disabled={busy}
            className="flex items-center gap-1.5 rounded-full px-2 py-1 text-sm text-stone hover:text-error disabled:opacity-40"
          >
            <TrashIcon width={16} height={16} />
            Remove
            <span className="sr-only">
              {" "}
              {product.name}, {choice}
            </span>
          </LineChange>
        </div>
      </div>
    </li>
  );
}

/** The cart's lines with their changes, the one quote, Checkout and Continue Shopping. */
export function CartPage({ refusal }: { refusal: string | null }) {
  const { cart } = useCart();
  const busy = useNavigation().formAction === cartPath;
  if (!cart || cart.items.length === 0) {
    return <EmptyViewer text="Your cart is empty" linkText="Continue Shopping" />;
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div>
        {refusal ? (
          <p role="alert" className="mb-4 text-sm font-medium text-error">
            {refusal}
          </p>
        ) : null}
        <ul aria-label="Cart lines" className="divide-y divide-sand border-y border-sand">
          {cart.items.map((item) => (
            <CartPageLine key={item.id} item={item} busy={busy} />
          ))}
        </ul>
      </div>
      <div className="space-y-4">
        <section aria-label="Order summary" className="rounded-lg bg-linen p-5">
          <QuoteSummary quote={cart.quote} />
        </section>
        <Link to="/checkout" className={buttonClass({ wide: true })}>
          Checkout
        </Link>
        <Link to="/shop" className={buttonClass({ tone: "secondary", wide: true })}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
