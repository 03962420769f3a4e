import type { AdminProduct } from "@oja/contracts/admin-products";
import type { Cart } from "@oja/contracts/cart-api";
import type { Order } from "@oja/contracts/orders";
import type { Wishlist } from "@oja/contracts/wishlist";
import { type APIRequestContext, request as requests } from "@playwright/test";
import { shopOwner, shopURL } from "./shop-server.ts";
import { apiHeaders, expect, newClientAddress } from "./shoppers.ts";

// The shop's API as the signed-in shopper of `request` (page.request: the browser's cookie jar), for
// the browser tests to set the scene and check what the pages did.

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: apiHeaders });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).data as T;
}

export async function apiPost<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = await request.post(`/api/v1${path}`, { headers: apiHeaders, data: body });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()).data as T;
}

export const userIdOf = async (request: APIRequestContext) =>
  (await apiData<{ id: string }>(request, "/users/me")).id;

/** Puts `quantity` of the product into the cart, in its first size and colour unless told. */
export async function addToCart(
  request: APIRequestContext,
  slug: string,
  choice: { size?: string; color?: string; quantity?: number } = {},
) {
  const { product } = await apiData<{ product: { id: string; sizes: string[]; colours: string[] } }>(
    request,
    `/products/${slug}`,
  );
  await apiPost(request, `/users/${await userIdOf(request)}/cart/items/${product.id}`, {
    quantity: choice.quantity ?? 1,
    size: choice.size ?? product.sizes[0],
    color: choice.color ?? product.colours[0],
  });
}

export interface AddressFields {
  fullName: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/** A recipient in Lagos, and one in Abuja: checkout's two saved addresses to choose between. */
export const lagos: AddressFields = {
  fullName: "Ada Okafor",
  phone: "8031234567",
  address1: "12 Admiralty Way",
  city: "Lekki",
  state: "Lagos",
  country: "Nigeria",
  zipCode: "",
};
export const abuja: AddressFields = {
  ...lagos,
  fullName: "Chidi Okafor",
  address1: "4 Aminu Kano Crescent",
  city: "Wuse",
  state: "FCT",
};

export async function saveAddress(request: APIRequestContext, address: AddressFields): Promise<string> {
  return (await apiPost<{ id: string }>(request, `/users/${await userIdOf(request)}/addresses`, address)).id;
}

export const cartOf = async (request: APIRequestContext) =>
  apiData<Cart>(request, `/users/${await userIdOf(request)}/cart`);

/** The product's id, from its slug. */
export const productIdOf = async (request: APIRequestContext, slug: string) =>
  (await apiData<{ product: { id: string } }>(request, `/products/${slug}`)).product.id;

export const wishlistOf = async (request: APIRequestContext) =>
  apiData<Wishlist>(request, `/users/${await userIdOf(request)}/wishlist`);

/** POST users/{userId}/cart/items/{productId}, answering the response for the test to judge. */
export async function postToCart(
  request: APIRequestContext,
  slug: string,
  body: { quantity?: number; size: string; color: string },
) {
  const path = `/api/v1/users/${await userIdOf(request)}/cart/items/${await productIdOf(request, slug)}`;
  return request.post(path, { headers: apiHeaders, data: { quantity: 1, ...body } });
}

/** Puts a line into the cart through the API, which must take it (201). */
export async function addThroughApi(
  request: APIRequestContext,
  slug: string,
  body: { quantity?: number; size: string; color: string },
) {
  const response = await postToCart(request, slug, body);
  expect(response.status(), await response.text()).toBe(201);
}

/** Puts the product on the wishlist through the API. */
export async function wishThroughApi(request: APIRequestContext, slug: string) {
  const path = `/api/v1/users/${await userIdOf(request)}/wishlist/${await productIdOf(request, slug)}`;
  const response = await request.post(path, { headers: apiHeaders });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export const ordersOf = async (request: APIRequestContext) =>
  apiData<Order[]>(request, `/users/${await userIdOf(request)}/orders`);

/** One of the product, ordered for showroom pickup. */
export async function orderForPickup(request: APIRequestContext, slug: string): Promise<Order> {
  await restock(slug);
  await addToCart(request, slug);
  return apiPost<Order>(request, `/users/${await userIdOf(request)}/orders`, { pickupAt: "pickup" });
}

/** A Lagos recipient for home delivery. */
export const lagosRecipient: AddressFields = {
  fullName: "Ada Okafor",
  phone: "08031234567",
  address1: "12 Admiralty Way",
  city: "Lekki",
  state: "Lagos",
  country: "Nigeria",
  zipCode: "",
};

/** One of the product, ordered for home delivery to a Lagos address saved for it. */
export async function orderForDelivery(request: APIRequestContext, slug: string): Promise<Order> {
  await restock(slug);
  await addToCart(request, slug);
  const addressId = await saveAddress(request, lagosRecipient);
  return apiPost<Order>(request, `/users/${await userIdOf(request)}/orders`, { pickupAt: "ship", addressId });
}

/**
 * Starts paying the order and, unless `outcome` is null, pays or declines it on the sandbox's page
 * and has the shop verify it, as the shopper's return there does. Answers the payment's reference.
 */
export async function payThroughSandbox(
  request: APIRequestContext,
  order: Pick<Order, "id" | "total">,
  outcome: "success" | "failure" | null,
): Promise<string> {
  const me = await apiData<{ id: string; email: string }>(request, "/users/me");
  const { reference } = await apiPost<{ reference: string }>(request, `/payments/${me.id}/initialize`, {
    orderId: order.id,
    email: me.email,
    amount: order.total,
  });
  if (outcome) {
    const chosen = await request.post(`/sandbox/checkout/${reference}`, {
      form: { outcome },
      maxRedirects: 0,
    });
    expect(chosen.status(), await chosen.text()).toBe(303);
    await apiData(request, `/payments/verify/${reference}`);
  }
  return reference;
}

/** Runs `work` with an API client signed in as the shop's owner (e2e/shop-server.ts). */
export async function asShopOwner<T>(work: (owner: APIRequestContext) => Promise<T>): Promise<T> {
  const owner = await requests.newContext({
    baseURL: shopURL,
    extraHTTPHeaders: { ...apiHeaders, "x-forwarded-for": newClientAddress() },
  });
  try {
    const signIn = await owner.post("/api/v1/users/signin", { data: shopOwner });
    expect(signIn.status(), await signIn.text()).toBe(201);
    return await work(owner);
  } finally {
    await owner.dispose();
  }
}

/**
 * Puts `stock` pieces of each of the product's sizes × colours on the shelf, through the owner's admin
 * grid. The tests of a run share one shop, and the unpaid orders they leave hold their pieces for a
 * day: a test that buys a product first puts enough of it on the shelf, so that it does not depend on
 * how many tests bought it before.
 */
export async function restock(slug: string, stock = 50): Promise<void> {
  await asShopOwner(async (owner) => {
    const { product } = await apiData<{ product: { id: string } }>(owner, `/products/${slug}`);
    const current = await apiData<AdminProduct>(owner, `/admin/products/${product.id}`);
    const saved = await owner.put(`/api/v1/admin/products/${product.id}/variants`, {
      // What GET answers goes back as it is (decision 022), with the new stock.
      data: { variants: current.variants.map((variant) => ({ ...variant, stock })) },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });
}

/**
 * Takes the products a test added out of the shop (archives them through the owner's API), so that
 * the demo shop's other tests, which count its 40 products, find it as it was.
 */
export async function archiveProducts(slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  await asShopOwner(async (owner) => {
    for (const slug of slugs) {
      const found = await owner.get(`/api/v1/products/${slug}`);
      if (found.status() === 404) continue;
      const { product } = (await found.json()).data as { product: { id: string } };
      const archived = await owner.delete(`/api/v1/admin/products/${product.id}`);
      expect(archived.status(), await archived.text()).toBe(200);
    }
  });
}
