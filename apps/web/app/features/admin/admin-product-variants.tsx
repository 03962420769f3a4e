import { type AdminProduct, type AdminVariant, largestStock } from "@oja/contracts/admin-products";
import { colourName } from "@oja/contracts/colours";
import { skuMaxLength } from "@oja/contracts/variants";
import { type ReactNode, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { type ProductChange, productIntents } from "./admin-change.ts";
import { useAnswerToast } from "./admin-product-answer.ts";

// A product's sizes (rows) × colours (columns) in the admin area (docs/architecture.md §8): each one's
// stock, SKU and own price, saved together; "Set all" fills every stock box before saving. At 360 px
// the table scrolls sideways under a size column that stays put.

/** The API's `errors` for the grid ("variants.3.stock: must…") by variant id and field. */
function errorsByVariant(answer: ProductChange | undefined, variants: readonly AdminVariant[]) {
  const found = new Map<string, string>();
  if (!answer || answer.ok || answer.intent !== productIntents.variants) return found;
  for (const error of answer.errors ?? []) {
    const match = /^variants\.(\d+)\.(\w+): (.*)$/.exec(error);
    const variant = match ? variants[Number(match[1])] : undefined;
    if (match && variant) found.set(`${variant.id}.${match[2]}`, match[3] ?? "");
  }
  return found;
}

function Cell({
  label,
  name,
  value,
  onChange,
  error,
  inputMode,
  maxLength,
  placeholder,
  mono = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  placeholder?: string;
  mono?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        name={name}
        value={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`w-full rounded-sm border bg-white px-2 py-2 text-sm focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40 ${mono ? "font-mono text-xs" : ""} ${error ? "border-error" : "border-sand"}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ProductVariants({ product }: { product: AdminProduct }) {
  const save = useFetcher<ProductChange>();
  // What the owner typed, by variant id; a box not typed in shows what is saved.
  const [stock, setStock] = useState(() => new Map<string, string>());
  const [sku, setSku] = useState(() => new Map<string, string>());
  const [price, setPrice] = useState(() => new Map<string, string>());
  const [everyStock, setEveryStock] = useState("");
  const errors = errorsByVariant(save.data, product.variants);
  const sizes = [...new Set(product.variants.map((variant) => variant.size))];
  const colours = [...new Set(product.variants.map((variant) => variant.colour))];
  const byChoice = new Map(
    product.variants.map((variant) => [`${variant.size}\u0000${variant.colour}`, variant]),
  );
  const change = (setter: typeof setStock, id: string) => (value: string) =>
    setter((values) => new Map(values).set(id, value));
  // What the last save sent: once it is saved, those boxes show the saved values again, but a box typed
  // in while the save was on its way keeps what the owner typed, for the next save.
  const sent = useRef({ stock, sku, price });
  useAnswerToast(
    save,
    (answer) => {
      if (!answer.ok) return;
      const saved = sent.current;
      const forget = (typed: Map<string, string>, was: Map<string, string>) =>
        new Map([...typed].filter(([id, value]) => was.get(id) !== value));
      setStock((typed) => forget(typed, saved.stock));
      setSku((typed) => forget(typed, saved.sku));
      setPrice((typed) => forget(typed, saved.price));
    },
    { errorsAsToasts: false },
  );

  const cell = (variant: AdminVariant): ReactNode => {
    const where = `size ${variant.size}, ${colourName(variant.colour)}`;
    return (
      <div className="space-y-1.5">
        <input type="hidden" name="variantId" value={variant.id} />
        <Cell
          label={`Stock, ${where}`}
          name="stock"
          inputMode="numeric"
          value={stock.get(variant.id) ?? String(variant.stock)}
          onChange={change(setStock, variant.id)}
          error={errors.get(`${variant.id}.stock`)}
        />
        <Cell
          label={`SKU, ${where}`}
          name="sku"
          mono
          maxLength={skuMaxLength}
          value={sku.get(variant.id) ?? variant.sku}
          onChange={change(setSku, variant.id)}
          error={errors.get(`${variant.id}.sku`)}
        />
        <Cell
          label={`Own price in naira, ${where} (blank: the product's price)`}
          name="price"
          inputMode="decimal"
          placeholder="Own price"
          value={price.get(variant.id) ?? (variant.price === null ? "" : String(variant.price))}
          onChange={change(setPrice, variant.id)}
          error={errors.get(`${variant.id}.price`)}
        />
      </div>
    );
  };

  return (
    <section
      aria-labelledby="admin-variants"
      className="space-y-4 rounded-lg border border-sand bg-parchment p-4 md:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-variants" className="font-display text-xl font-semibold">
            Stock by size and colour
          </h2>
          <p className="text-sm text-stone">
            {product.stock} in all. Each box holds the stock, then the SKU, then its own price if it differs.
          </p>
        </div>
        <div className="flex items-end gap-2">
          <label className="text-sm font-medium">
            Set all to
            <input
              value={everyStock}
              inputMode="numeric"
              onChange={(event) => setEveryStock(event.target.value)}
              className="ml-2 w-20 rounded-sm border border-sand bg-white px-2 py-2 text-sm focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
            />
          </label>
          <Button
            size="sm"
            tone="secondary"
            disabled={!/^\d+$/.test(everyStock.trim()) || Number(everyStock) > largestStock}
            onClick={() =>
              setStock(new Map(product.variants.map((variant) => [variant.id, everyStock.trim()])))
            }
          >
            Fill
          </Button>
        </div>
      </div>
      <save.Form
        method="post"
        noValidate
        aria-label="Stock by size and colour"
        className="space-y-4"
        onSubmit={() => {
          sent.current = { stock, sku, price };
        }}
      >
        <input type="hidden" name="intent" value={productIntents.variants} />
        <div className="overflow-x-auto rounded-sm border border-sand bg-white">
          <table className="border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-linen px-3 py-2 text-left">
                  Size
                </th>
                {colours.map((colour) => (
                  <th
                    key={colour}
                    scope="col"
                    className="min-w-40 bg-linen px-3 py-2 text-left font-semibold"
                  >
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-4 shrink-0 rounded-full border border-sand"
                        style={{ backgroundColor: colour }}
                      />
                      {colourName(colour)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size} className="border-t border-sand align-top">
                  <th scope="row" className="sticky left-0 z-10 bg-linen px-3 py-2 text-left font-semibold">
                    {size}
                  </th>
                  {colours.map((colour) => {
                    const variant = byChoice.get(`${size}\u0000${colour}`);
                    return (
                      <td key={colour} className="px-2 py-2">
                        {variant ? cell(variant) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button type="submit" busy={save.state !== "idle"}>
          Save Stock
        </Button>
      </save.Form>
    </section>
  );
}
