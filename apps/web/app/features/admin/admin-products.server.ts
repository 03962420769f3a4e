import { type AdminProduct, photoMissingMessage } from "@oja/contracts/admin-products";
import { productStatuses } from "@oja/contracts/catalog";
import { ApiError } from "@oja/contracts/http";
import { type RouteAnswer, routes } from "@oja/contracts/routes";
import { categorySlug, productCategories } from "@oja/contracts/shop";
import { data } from "react-router";
import { asPageRefusal, callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import { requireAdmin } from "./admin.server.ts";
import { type ProductChange, productIntents } from "./admin-change.ts";
import { pageNumberOf, searchOf } from "./admin-query.ts";

// The admin area's products on the page server (docs/architecture.md §8): the list with its filters, one product, and
// every change to it (save, archive, photos), each answered with the API's message and, for a form the
// API refused, its `errors` so the page can show them by their fields.

/** A page of the products, with the filters it was asked for. */
export type AdminProducts = RouteAnswer<typeof routes.admin.products.list>["data"] & {
  search: string;
  category: string;
  status: string;
};

export async function loadAdminProducts(page: PageArgs): Promise<AdminProducts> {
  await requireAdmin(page);
  const params = new URL(page.request.url).searchParams;
  const status = productStatuses.find((known) => known === params.get("status")) ?? "";
  const category =
    productCategories.map(categorySlug).find((known) => known === params.get("category")) ?? "";
  const search = searchOf(params);
  const pageNumber = pageNumberOf(params);
  const answer = await callApi(page, routes.admin.products.list, {
    query: {
      page: pageNumber,
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      ...(status ? { status } : {}),
    },
  });
  return { ...answer.data, search, category, status };
}

export async function loadAdminProduct(page: PageArgs, productId: string): Promise<AdminProduct> {
  await requireAdmin(page);
  const answer = await callApi(page, routes.admin.products.get, { params: { id: productId } }).catch(
    asPageRefusal,
  );
  return answer.data;
}

/** The product as the form posts it: sizes comma-separated, one `colour` field per colour. */
function productBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  // An empty number field is sent as null, so the API says the field is required, not that 0 is too low.
  const number = (name: string) => (text(name) === "" ? null : Number(text(name).replaceAll(",", "")));
  return {
    name: text("name"),
    slug: text("slug"),
    price: number("price"),
    category: text("category"),
    sizes: text("sizes")
      .split(",")
      .map((size) => size.trim())
      .filter(Boolean),
    colours: form.getAll("colour").map((colour) => String(colour).trim()),
    description: text("description"),
    // A new product's opening stock; afterwards the stock is set per size and colour (variantsBody).
    ...(form.has("stock") ? { stock: number("stock") } : {}),
    status: text("status"),
  };
}

/** The grid as the form posts it: one `variantId`, `stock`, `sku` and `price` field per cell, in order. */
function variantsBody(form: FormData) {
  const all = (name: string) => form.getAll(name).map((value) => String(value).trim());
  const [stock, sku, price] = [all("stock"), all("sku"), all("price")];
  const number = (text: string | undefined) => (text ? Number(text.replaceAll(",", "")) : null);
  return {
    variants: all("variantId").map((id, index) => ({
      id,
      sku: sku[index] ?? "",
      stock: number(stock[index]),
      price: number(price[index]),
    })),
  };
}

/**
 * One change to a product, by the form's `intent`: `save` (create when `productId` is null), `archive`,
 * `upload` (the multipart field `image`), `reorder` (`images`, the new order as JSON), `remove-photo`
 * (`name`, the photo's file name) or `variants` (the sizes × colours grid).
 */
export async function changeAdminProduct(page: PageArgs, productId: string | null) {
  await requireAdmin(page);
  // The page host refuses a body over the photo's 8 MB and the form's fields before this reads it
  // (apps/api/src/page-bodies.ts); the page itself refuses a larger photo before it is sent.
  const form = await postedForm(page.request);
  // A form that names no change of a product saves it.
  const intent = postedIntent(form, productIntents) ?? productIntents.save;
  if (!productId && intent !== productIntents.save) {
    return data<ProductChange>(
      { ok: false, intent, message: "Save the product before changing its photos or archiving it." },
      { status: 400 },
    );
  }
  const upload = new FormData();
  if (intent === productIntents.upload) {
    const photo = form.get("image");
    if (photo instanceof File && photo.size > 0) upload.append("image", photo, photo.name);
  }
  // Every change but a new product's is to the product the page shows.
  const change = (id: string) => {
    const params = { id };
    switch (intent) {
      case productIntents.save:
        return callApi(page, routes.admin.products.update, { params, entered: productBody(form) });
      case productIntents.archive:
        return callApi(page, routes.admin.products.archive, { params });
      case productIntents.upload:
        return callApi(page, routes.admin.products.addPhoto, { params, body: upload });
      case productIntents.reorder: {
        const images: unknown = JSON.parse(String(form.get("images") ?? "[]"));
        return callApi(page, routes.admin.products.reorderPhotos, { params, entered: { images } });
      }
      case productIntents.variants:
        return callApi(page, routes.admin.products.variants, { params, entered: variantsBody(form) });
      case productIntents.removePhoto: {
        const name = String(form.get("name") ?? "");
        return callApi(page, routes.admin.products.removePhoto, { params: { id, name } });
      }
    }
  };
  try {
    if (intent === productIntents.upload && !upload.has("image")) {
      return data<ProductChange>(
        { ok: false, intent, message: photoMissingMessage, errors: [`image: ${photoMissingMessage}`] },
        { status: 400 },
      );
    }
    const answer = await (productId
      ? change(productId)
      : callApi(page, routes.admin.products.create, { entered: productBody(form) }));
    return data<ProductChange>({ ok: true, intent, message: answer.message, productId: answer.data.id });
  } catch (error) {
    if (error instanceof SyntaxError) {
      return data<ProductChange>(
        { ok: false, intent, message: "The new order of the photos could not be read." },
        { status: 400 },
      );
    }
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<ProductChange>(
      {
        ok: false,
        intent,
        message: error.body.message,
        ...(error.body.errors ? { errors: error.body.errors } : {}),
      },
      { status: error.status },
    );
  }
}
