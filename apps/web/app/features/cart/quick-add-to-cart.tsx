import { checkAddToCart } from "@oja/contracts/add-to-cart";
import type { Product } from "@oja/contracts/catalog";
import { colourName } from "@oja/contracts/colours";
import { type FormEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useViewers } from "../../components/layout/viewers.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { type CartChange, cartIntents, cartPath } from "./cart-change.ts";

/**
 * Add To Cart beside a product in a list (the account's wishlist): a size and a colour to choose, then
 * the same change as on the product page; the cart viewer opens with the new line.
 */
export function QuickAddToCart({ product }: { product: Product }) {
  const fetcher = useFetcher<CartChange>();
  const toast = useToast();
  const viewers = useViewers();
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
      <input type="hidden" name="intent" value={cartIntents.add} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Size"
          name="size"
          options={product.sizes}
          placeholder="Choose"
          value={size}
          onChange={setSize}
        />
        <TextField
          label="Colour"
          name="color"
          options={product.colours.map((option) => ({ value: option, label: colourName(option) }))}
          placeholder="Choose"
          value={colour}
          onChange={setColour}
        />
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
