import { checkAddToCart } from "@oja/contracts/cart";
import type { Product } from "@oja/contracts/catalog";
import { colourName } from "@oja/contracts/colours";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useViewers } from "../../components/layout/viewers.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { type CartChange, cartPath } from "./cart-change.ts";

const selectClass =
  "h-10 w-full rounded-sm border border-sand bg-white px-3 text-sm font-normal tracking-normal text-espresso normal-case focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40";

/**
 * Add To Cart beside a product in a list (the account's wishlist): a size and a colour to choose, then
 * the same change as on the product page; the cart viewer opens with the new line.
 */
export function QuickAddToCart({ product }: { product: Product }) {
  const fetcher = useFetcher<CartChange>();
  const toast = useToast();
  const viewers = useViewers();
  const id = useId();
  const [size, setSize] = useState(product.sizes.length === 1 ? (product.sizes[0] ?? "") : "");
  const [colour, setColour] = useState(product.colours.length === 1 ? (product.colours[0] ?? "") : "");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      viewers.show("cart");
    } else {
      setMessage(fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data, toast, viewers.show]);

  const submit = (event: FormEvent) => {
    const check = checkAddToCart({ signedIn: true, size: size || null, colour: colour || null });
    if (check.outcome === "ready") return setMessage(null);
    event.preventDefault();
    if (check.outcome === "choose") setMessage(check.message);
  };

  return (
    <fetcher.Form method="post" action={cartPath} onSubmit={submit} className="space-y-3">
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <div className="grid grid-cols-2 gap-3">
        <label htmlFor={`${id}-size`} className="text-xs font-semibold tracking-[0.16em] uppercase">
          Size
          <select
            id={`${id}-size`}
            name="size"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            className={`mt-1 ${selectClass}`}
          >
            <option value="">Choose</option>
            {product.sizes.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-colour`} className="text-xs font-semibold tracking-[0.16em] uppercase">
          Colour
          <select
            id={`${id}-colour`}
            name="color"
            value={colour}
            onChange={(event) => setColour(event.target.value)}
            className={`mt-1 ${selectClass}`}
          >
            <option value="">Choose</option>
            {product.colours.map((option) => (
              <option key={option} value={option}>
                {colourName(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button type="submit" wide busy={fetcher.state !== "idle"} disabled={!product.inStock}>
        {product.inStock ? "Add To Cart" : "Sold Out"}
        <span className="sr-only">: {product.name}</span>
      </Button>
      <p role="alert" className="min-h-5 text-sm font-medium text-error">
        {message}
      </p>
    </fetcher.Form>
  );
}
