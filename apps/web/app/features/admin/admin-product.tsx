import {
  type AdminProduct,
  hexColourPattern,
  productColoursMax,
  productDescriptionMaxLength,
  productNameMaxLength,
  productSlugMaxLength,
} from "@oja/contracts/admin-products";
import { productStatuses } from "@oja/contracts/catalog";
import { categorySlug, productCategories } from "@oja/contracts/shop";
import { type ChangeEvent, useId, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { type ProductChange, productIntents } from "./admin-change.ts";
import { errorsByField, useAnswerToast } from "./admin-product-answer.ts";
import { ProductPhotos } from "./admin-product-photos.tsx";
import { ProductVariants } from "./admin-product-variants.tsx";
import { ProductStatusBadge } from "./admin-products.tsx";

// One product in the admin area (docs/architecture.md §8): every field the shop shows plus status (a new
// product's opening stock too), the API's field errors shown by their fields; its photos beside the form
// (admin-product-photos.tsx), its stock by size and colour below it (admin-product-variants.tsx); Archive.
// Every write is answered by a toast with the server's message; the destructive ones ask first.

/** "Yaba Messenger Satchel" → "yaba-messenger-satchel": the slug a new product is offered. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, productSlugMaxLength);
}

export function AdminProductPage({ product }: { product: AdminProduct | undefined }) {
  const save = useFetcher<ProductChange>();
  const archive = useFetcher<ProductChange>();
  const navigate = useNavigate();
  const [name, setName] = useState(product?.name ?? "");
  const [slug, setSlug] = useState(product?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(product !== undefined);
  const [price, setPrice] = useState(product ? String(product.price) : "");
  const [category, setCategory] = useState(product?.category.slug ?? "");
  const [sizes, setSizes] = useState(product?.sizes.join(", ") ?? "");
  const [colours, setColours] = useState<string[]>(product?.colours ?? ["#9a5b2e"]);
  const [description, setDescription] = useState(product?.description ?? "");
  const [stock, setStock] = useState("0");
  const [status, setStatus] = useState<string>(product?.status ?? "DRAFT");
  const [askArchive, setAskArchive] = useState(false);
  const colourListId = useId();
  const errors = errorsByField(save.data);

  useAnswerToast(
    save,
    (answer) => {
      if (answer.ok && !product) navigate(`/admin/products/${answer.productId}`);
    },
    { errorsAsToasts: false },
  );
  useAnswerToast(archive, () => setAskArchive(false));

  const setColour = (index: number, value: string) =>
    setColours((list) => list.map((colour, at) => (at === index ? value : colour)));

  return (
    <div className="space-y-6">
      <Link to="/admin/products" className="text-sm font-medium text-cognac hover:underline">
        ← All products
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold break-words">
          {product ? product.name : "New product"}
        </h1>
        {product ? <ProductStatusBadge status={product.status} /> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <save.Form
          method="post"
          noValidate
          aria-label="Product details"
          className="space-y-1 rounded-lg border border-sand bg-parchment p-4 md:p-6"
        >
          <input type="hidden" name="intent" value={productIntents.save} />
          <TextField
            label="Name"
            name="name"
            value={name}
            onChange={(value) => {
              setName(value);
              if (!slugEdited) setSlug(slugOf(value));
            }}
            error={errors.name}
            required
            maxLength={productNameMaxLength}
          />
          <TextField
            label="Slug (the product's address: /products/…)"
            name="slug"
            value={slug}
            onChange={(value) => {
              setSlug(value);
              setSlugEdited(true);
            }}
            error={errors.slug}
            required
            maxLength={productSlugMaxLength}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="Price in naira"
              name="price"
              inputMode="numeric"
              value={price}
              onChange={setPrice}
              error={errors.price}
              required
            />
            {product ? (
              <p className="pb-5 text-sm">
                <span className="mb-1.5 block font-medium">Stock</span>
                {product.stock} in all, set by size and colour below.
              </p>
            ) : (
              <TextField
                label="Opening stock (spread over the sizes and colours)"
                name="stock"
                inputMode="numeric"
                value={stock}
                onChange={setStock}
                error={errors.stock}
                required
              />
            )}
          </div>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="Category"
              name="category"
              value={category}
              onChange={setCategory}
              options={productCategories.map((label) => ({ value: categorySlug(label), label }))}
              placeholder="Choose a category"
              error={errors.category}
              required
            />
            <TextField
              label="Status"
              name="status"
              value={status}
              onChange={setStatus}
              options={productStatuses.map((value) => ({
                value,
                label: value === "ACTIVE" ? "ACTIVE (in the shop)" : `${value} (not in the shop)`,
              }))}
              error={errors.status}
              required
            />
          </div>
          <TextField
            label="Sizes, separated by commas (e.g. 40, 41, 42 or One Size)"
            name="sizes"
            value={sizes}
            onChange={setSizes}
            error={errors.sizes}
            required
          />
          <fieldset className="pb-5" aria-describedby={errors.colours ? `${colourListId}-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium">
              Colours (hex values such as #9a5b2e)
              <span aria-hidden="true" className="text-error">
                {" "}
                *
              </span>
            </legend>
            <ul className="space-y-2">
              {colours.map((colour, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a colour row is its position; two rows may hold the same value while typed
                <li key={index} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-11 shrink-0 rounded-sm border border-sand"
                    style={{ backgroundColor: hexColourPattern.test(colour) ? colour : "transparent" }}
                  />
                  <input
                    name="colour"
                    value={colour}
                    aria-label={`Colour ${index + 1}`}
                    aria-invalid={hexColourPattern.test(colour) ? undefined : true}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => setColour(index, event.target.value)}
                    maxLength={7}
                    className="w-0 min-w-0 flex-1 rounded-sm border border-sand bg-white px-3 py-2.5 font-mono sm:w-36 sm:flex-none focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
                  />
                  <input
                    type="color"
                    aria-label={`Pick colour ${index + 1}`}
                    value={hexColourPattern.test(colour) ? colour.toLowerCase() : "#000000"}
                    onChange={(event) => setColour(index, event.target.value)}
                    className="h-11 w-12 shrink-0 cursor-pointer rounded-sm border border-sand bg-white p-1"
                  />
                  {colours.length > 1 ? (
                    <button
                      type="button"
                      onClick={() => setColours((list) => list.filter((_, at) => at !== index))}
                      className="rounded-sm px-2 py-2 text-sm font-medium text-cognac-dark hover:bg-linen"
                    >
                      Remove<span className="sr-only"> colour {index + 1}</span>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            {colours.length < productColoursMax ? (
              <button
                type="button"
                onClick={() => setColours((list) => [...list, "#1f1712"])}
                className="mt-2 rounded-sm px-2 py-2 text-sm font-semibold text-cognac-dark hover:bg-linen"
              >
                + Add a colour
              </button>
            ) : null}
            <p id={`${colourListId}-error`} className="mt-1 min-h-5 text-sm text-error">
              {errors.colours}
            </p>
          </fieldset>
          <TextField
            label="Description (HTML: <p>, <ul>, <li>, <strong>…; anything else is removed)"
            name="description"
            value={description}
            onChange={setDescription}
            error={errors.description}
            multiline
            rows={6}
            required
            maxLength={productDescriptionMaxLength}
          />
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Button type="submit" busy={save.state !== "idle"}>
              {product ? "Save Product" : "Add Product"}
            </Button>
            {product && product.status !== "ARCHIVED" ? (
              <Button tone="secondary" onClick={() => setAskArchive(true)}>
                Archive
              </Button>
            ) : null}
          </div>
        </save.Form>

        <aside>
          {product ? (
            <ProductPhotos product={product} />
          ) : (
            <p className="rounded-lg border border-sand bg-parchment p-4 text-sm text-stone">
              Add the product first; its photos are uploaded on its page.
            </p>
          )}
        </aside>
      </div>

      {product ? <ProductVariants product={product} /> : null}

      <ConfirmDialog
        open={askArchive}
        title="Archive Product"
        message="Take this product out of the shop? Its orders and reviews keep it, and you can put it back on sale by setting it ACTIVE."
        confirmLabel="Yes, Archive"
        dismissLabel="Not now"
        busy={archive.state !== "idle"}
        onConfirm={() => archive.submit({ intent: productIntents.archive }, { method: "post" })}
        onClose={() => setAskArchive(false)}
      />
    </div>
  );
}
