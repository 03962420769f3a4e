import { checkAddToCart } from "@oja/contracts/add-to-cart";
import type { ProductDetail } from "@oja/contracts/catalog";
import { type FormEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation, useNavigate } from "react-router";
import { useViewers } from "../../components/layout/viewers.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { BagIcon, HeartIcon } from "../../components/ui/icons.tsx";
import { ProductPrice, VatNotice } from "../../components/ui/product-price.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { chosenEarly } from "../../lib/chosen-early.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { signInSearch } from "../../lib/sign-in-request.ts";
import { isStockAlertAnswer } from "./stock-alert-change.ts";
import { useShopper } from "./use-shopper.ts";
import {
  type ColourNames,
  colourAvailability,
  colourNameIn,
  purchaseState,
  sizeAvailability,
} from "./variant-availability.ts";

// Back in stock shows only for a sold-out choice: most product pages never draw it.
const BackInStockForm = lazyPart(() =>
  import("./back-in-stock-form.tsx").then((module) => module.BackInStockForm),
);

// The bar shows only once the page has scrolled past Add To Cart: its code comes after the first load.
const StickyPurchaseBar = lazyPart(() =>
  import("./sticky-purchase-bar.tsx").then((module) => module.StickyPurchaseBar),
);

/** What the product page's action answers (a cart or a wishlist change), as far as this form reads it. */
type PurchaseAnswer = { ok: boolean; message: string };

/** The cart's and the wishlist's intents, as the page composing this form gives them. */
export interface PurchaseIntents {
  addToCart: string;
  addToWishlist: string;
  removeFromWishlist: string;
}

/**
 * The price, size and colour choice, Add To Cart and the wishlist heart (docs/product.md §2 "Product
 * detail", §5 "Add to cart"). Both are forms posted to the page's action, so they work without
 * JavaScript; with it, a signed-out shopper is sent to sign in and brought back here, a signed-in one
 * must choose a size and a colour, and a line added opens the cart viewer. Stock is per size × colour
 * (variant-availability.ts): a sold-out choice stays choosable, turns Add To Cart off and offers back
 * in stock.
 */
export function ProductPurchase({
  product,
  colourNames,
  inWishlist,
  intents,
  sizeGuide,
}: {
  product: ProductDetail;
  /** The product's colours named, as the page's loader named them. */
  colourNames: ColourNames;
  inWishlist: boolean;
  intents: PurchaseIntents;
  /** The category's Size guide, shown beside the size choice's label. */
  sizeGuide?: ReactNode;
}) {
  const shopper = useShopper();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const viewers = useViewers();
  const addition = useFetcher<PurchaseAnswer>();
  const heart = useFetcher<PurchaseAnswer>();
  // Without JavaScript the page itself is the answer to its form (back in stock answers its own).
  const actionData = useActionData<unknown>();
  const pageAnswer = isStockAlertAnswer(actionData) ? undefined : (actionData as PurchaseAnswer | undefined);
  // A product with only one size has nothing to choose: that size is taken.
  const [size, setSize] = useState<string | null>(
    product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
  );
  const [colour, setColour] = useState<string | null>(
    product.colours.length === 1 ? (product.colours[0] ?? null) : null,
  );
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const additionFormId = useId();
  const state = purchaseState(product, size, colour);
  const soldOut = state.productSoldOut || state.choiceSoldOut;
  const sizeChoices = product.sizes.map((option) => ({
    option,
    ...sizeAvailability(product.variants, option, colour, colourNames),
  }));
  const colourChoices = product.colours.map((option) => ({
    option,
    ...colourAvailability(product.variants, option, size, colourNames),
  }));
  const choices = useRef<HTMLFormElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);

  const askToSignIn = () =>
    navigate({ search: signInSearch(location.pathname, location.search) }, { preventScrollReset: true });

  const addToCart = (event: FormEvent) => {
    const check = checkAddToCart({ signedIn: shopper !== null, size, colour });
    if (check.outcome === "ready") return setMessage(null);
    event.preventDefault();
    if (check.outcome === "sign-in") return askToSignIn();
    setMessage(check.message);
  };

  // A size or colour chosen before the page's script ran is taken over as if chosen now, so that Add
  // To Cart does not ask for it again and the next render does not uncheck it.
  useEffect(() => {
    const earlySize = chosenEarly(choices.current, "size");
    const earlyColour = chosenEarly(choices.current, "color");
    if (earlySize) setSize(earlySize);
    if (earlyColour) setColour(earlyColour);
  }, []);

  // Added: the shop's message, and the cart viewer with the new line, once the page's data is read again.
  useEffect(() => {
    if (addition.state !== "idle" || !addition.data) return;
    if (addition.data.ok) {
      toast.success(addition.data.message);
      viewers.show("cart");
    } else {
      setMessage(addition.data.message);
    }
  }, [addition.state, addition.data, toast, viewers.show]);

  // While the heart's post is on its way, what it asked for; then what the page read again.
  const isIn = heart.formData ? heart.formData.get("intent") === intents.addToWishlist : inWishlist;

  useEffect(() => {
    if (heart.state === "idle" && heart.data && !heart.data.ok) toast.error(heart.data.message);
  }, [heart.state, heart.data, toast]);

  const shown = message ?? (pageAnswer && !pageAnswer.ok ? pageAnswer.message : null);

  return (
    <div className="mt-4 space-y-7">
      {/* The chosen size and colour's own price, when it has one. */}
      <div>
        <ProductPrice price={state.price} salePrice={state.salePrice} className="text-2xl" />
        <VatNotice className="mt-1 text-sm" />
        <p className="mt-1 text-sm text-stone">
          {product.inStock ? "In stock, made in Lagos" : "Sold out for now"}
        </p>
      </div>
      <addition.Form
        ref={choices}
        id={additionFormId}
        method="post"
        onSubmit={addToCart}
        className="scroll-mt-28 space-y-7"
      >
        <input type="hidden" name="intent" value={intents.addToCart} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value="1" />
        <fieldset className="relative">
          <legend className="text-xs font-semibold tracking-[0.2em] uppercase">
            Size{size ? <span className="ml-2 font-normal tracking-normal normal-case">{size}</span> : null}
          </legend>
          {sizeGuide ? <div className="absolute -top-3.5 right-0">{sizeGuide}</div> : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {sizeChoices.map(({ option, ...availability }) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="size"
                  value={option}
                  aria-label={availability.label}
                  checked={size === option}
                  onChange={() => {
                    setSize(option);
                    setMessage(null);
                  }}
                  className="peer sr-only"
                />
                <span
                  className={`flex h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm transition-colors peer-checked:border-espresso peer-checked:bg-espresso peer-checked:text-parchment peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass hover:border-espresso ${availability.soldOut ? "border-dashed border-stone bg-linen text-stone line-through" : "border-sand"}`}
                >
                  {option}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-xs font-semibold tracking-[0.2em] uppercase">
            Colour
            {colour ? (
              <span className="ml-2 font-normal tracking-normal normal-case">
                {colourNameIn(colourNames, colour)}
              </span>
            ) : null}
          </legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {colourChoices.map(({ option, ...availability }) => (
              <label
                key={option}
                className="relative cursor-pointer"
                title={colourNameIn(colourNames, option)}
              >
                <input
                  type="radio"
                  name="color"
                  value={option}
                  checked={colour === option}
                  onChange={() => {
                    setColour(option);
                    setMessage(null);
                  }}
                  aria-label={availability.label}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className="block h-11 w-11 rounded-full border-2 border-parchment shadow-[0_0_0_1px_var(--color-sand)] transition-shadow peer-checked:shadow-[0_0_0_2px_var(--color-espresso)] peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brass"
                  style={{ backgroundColor: option }}
                />
                {availability.soldOut ? <SoldOutStroke /> : null}
              </label>
            ))}
          </div>
        </fieldset>

        {state.note ? <p className="text-sm font-semibold text-cognac-dark">{state.note}</p> : null}
      </addition.Form>

      {/* The two buttons share a row but not a form: Add To Cart submits its form by `form`. */}
      <div className="flex gap-3">
        <button
          ref={mainButton}
          type="submit"
          form={additionFormId}
          disabled={soldOut || addition.state !== "idle"}
          aria-describedby={shown ? messageId : undefined}
          aria-busy={addition.state !== "idle" || undefined}
          className={`flex-1 ${buttonClass({ size: "lg" })}`}
        >
          <BagIcon width={20} height={20} />
          {soldOut ? "Sold Out" : "Add To Cart"}
        </button>
        <heart.Form
          method="post"
          onSubmit={(event) => {
            if (shopper) return;
            event.preventDefault();
            askToSignIn();
          }}
        >
          <input
            type="hidden"
            name="intent"
            value={isIn ? intents.removeFromWishlist : intents.addToWishlist}
          />
          <input type="hidden" name="productId" value={product.id} />
          <button
            type="submit"
            aria-label="Add to wishlist"
            aria-pressed={isIn}
            className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full border transition-colors hover:border-espresso ${isIn ? "border-cognac text-cognac" : "border-sand text-espresso"}`}
          >
            <HeartIcon fill={isIn ? "currentColor" : "none"} />
          </button>
        </heart.Form>
      </div>

      {state.choiceSoldOut && state.variant ? (
        <Suspense fallback={null}>
          <BackInStockForm
            key={state.variant.id}
            productId={product.id}
            variantId={state.variant.id}
            shopper={shopper}
          />
        </Suspense>
      ) : null}

      <p id={messageId} role="alert" className="min-h-6 text-sm font-medium text-error">
        {shown}
      </p>
      {pageAnswer?.ok ? (
        <p role="status" className="text-sm font-medium text-success">
          {pageAnswer.message}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <StickyPurchaseBar
          watched={mainButton}
          choices={choices}
          formId={additionFormId}
          name={product.name}
          price={state.price}
          salePrice={state.salePrice}
          needsChoice={shopper !== null && (!size || !colour)}
          soldOut={soldOut}
          busy={addition.state !== "idle"}
        />
      </Suspense>
    </div>
  );
}

/** A diagonal stroke across a sold-out colour's swatch, so it is not told by colour alone. */
function SoldOutStroke() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 m-auto block h-0.5 w-12 -rotate-45 rounded-full bg-espresso ring-1 ring-parchment"
    />
  );
}
