import { checkAddToCart } from "@oja/contracts/cart";
import type { Product } from "@oja/contracts/catalog";
import { colourName } from "@oja/contracts/colours";
import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { BagIcon, HeartIcon } from "../../components/ui/icons.tsx";
import { signInSearch } from "./sign-in-request.ts";
import { useShopper } from "./use-shopper.ts";

/**
 * Size and colour choice, Add To Cart and the wishlist heart (spec §2 "Product detail", §5 "Add to
 * cart"). A signed-out shopper is sent to sign in and brought back here; a signed-in one must choose
 * a size and a colour.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const shopper = useShopper();
  const navigate = useNavigate();
  const location = useLocation();
  // A product with only one size has nothing to choose: that size is taken.
  const [size, setSize] = useState<string | null>(
    product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
  );
  const [colour, setColour] = useState<string | null>(
    product.colours.length === 1 ? (product.colours[0] ?? null) : null,
  );
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();

  const askToSignIn = () =>
    navigate({ search: signInSearch(location.pathname, location.search) }, { preventScrollReset: true });

  // Sending the line to the cart belongs to the cart; here a complete choice only clears the message.
  const addToCart = () => {
    const check = checkAddToCart({ signedIn: shopper !== null, size, colour });
    if (check.outcome === "sign-in") return askToSignIn();
    setMessage(check.outcome === "choose" ? check.message : null);
  };

  const toggleWishlist = () => {
    if (!shopper) askToSignIn();
  };

  return (
    <div className="mt-8 space-y-7">
      <fieldset>
        <legend className="text-xs font-semibold tracking-[0.2em] uppercase">
          Size{size ? <span className="ml-2 font-normal tracking-normal normal-case">{size}</span> : null}
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {product.sizes.map((option) => (
            <label key={option} className="cursor-pointer">
              <input
                type="radio"
                name="size"
                value={option}
                checked={size === option}
                onChange={() => {
                  setSize(option);
                  setMessage(null);
                }}
                className="peer sr-only"
              />
              <span className="flex h-11 min-w-11 items-center justify-center rounded-full border border-sand px-4 text-sm transition-colors peer-checked:border-espresso peer-checked:bg-espresso peer-checked:text-parchment peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass hover:border-espresso">
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
            <span className="ml-2 font-normal tracking-normal normal-case">{colourName(colour)}</span>
          ) : null}
        </legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {product.colours.map((option) => (
            <label key={option} className="cursor-pointer" title={colourName(option)}>
              <input
                type="radio"
                name="colour"
                value={option}
                checked={colour === option}
                onChange={() => {
                  setColour(option);
                  setMessage(null);
                }}
                aria-label={colourName(option)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="block h-11 w-11 rounded-full border-2 border-parchment shadow-[0_0_0_1px_var(--color-sand)] transition-shadow peer-checked:shadow-[0_0_0_2px_var(--color-espresso)] peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brass"
                style={{ backgroundColor: option }}
              />
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex gap-3">
        <button
          type="button"
          onClick={addToCart}
          aria-describedby={message ? messageId : undefined}
          className={`flex-1 ${buttonClass({ size: "lg" })}`}
        >
          <BagIcon width={20} height={20} />
          Add To Cart
        </button>
        <button
          type="button"
          onClick={toggleWishlist}
          aria-label="Add to wishlist"
          aria-pressed={false}
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border border-sand text-espresso transition-colors hover:border-espresso"
        >
          <HeartIcon />
        </button>
      </div>
      <p id={messageId} role="alert" className="min-h-6 text-sm font-medium text-error">
        {message}
      </p>
    </div>
  );
}
