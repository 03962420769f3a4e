import { randomBytes } from "node:crypto";
import { type BenchShop, codeSentTo } from "./bench-shop.ts";

// Shoppers for the benchmarks of single calls and pages: signed up, verified and signed in through the
// shop's own API, as a browser's page server would, with what they hold put in the same way.

const password = "Leather#2026";

/** How a shopper's calls are made: with the bearer token, or with the session cookies a browser sends. */
export interface BenchSession {
  userId: string;
  email: string;
  token: string;
  /** The session cookies, as the browser sends them once signed in. */
  cookies: string;
}

/** One call of the shop's API with the app key: its `data` and its session cookies. A refusal stops the benchmark. */
async function apiAnswer<T>(
  shop: BenchShop,
  method: string,
  path: string,
  body?: unknown,
  session?: BenchSession,
): Promise<{ data: T; cookies: string }> {
  const response = await fetch(`${shop.origin}/api/v1${path}`, {
    method,
    headers: {
      "x-app-key": shop.appKey,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  return { data: answer.data, cookies };
}

/** One call of the shop's API with the app key; its `data`. A refusal stops the benchmark. */
export async function apiData<T>(
  shop: BenchShop,
  method: string,
  path: string,
  body?: unknown,
  session?: BenchSession,
): Promise<T> {
  return (await apiAnswer<T>(shop, method, path, body, session)).data;
}

/** Signs the shopper in again: a session of its own, with a new access token. */
export async function signIn(shop: BenchShop, email: string): Promise<BenchSession> {
  const { data, cookies } = await apiAnswer<{ token: string; user: { id: string } }>(
    shop,
    "POST",
    "/users/signin",
    { email, password },
  );
  return { userId: data.user.id, email, token: data.token, cookies };
}

/** A new shopper, verified by the code the shop e-mailed, and signed in. */
export async function newShopper(shop: BenchShop): Promise<BenchSession> {
  const email = `bench+${randomBytes(4).toString("hex")}@example.com`;
  await apiData(shop, "POST", "/users/register", {
    firstName: "Bench",
    lastName: "Shopper",
    email,
    password,
    role: "CUSTOMER",
  });
  await apiData(shop, "POST", "/users/verify-otp", {
    email,
    otp: await codeSentTo(shop, email),
    type: "PASSWORD",
  });
  return signIn(shop, email);
}

async function productOf(shop: BenchShop, slug: string) {
  const { product } = await apiData<{ product: { id: string; sizes: string[]; colours: string[] } }>(
    shop,
    "GET",
    `/products/${slug}`,
  );
  return product;
}

/** One piece of each product in the shopper's cart, in its first size and colour. */
export async function putInCart(shop: BenchShop, session: BenchSession, slugs: string[]) {
  for (const slug of slugs) {
    const product = await productOf(shop, slug);
    await apiData(
      shop,
      "POST",
      `/users/${session.userId}/cart/items/${product.id}`,
      { quantity: 1, size: product.sizes[0], color: product.colours[0] },
      session,
    );
  }
}

/** Each product kept on the shopper's wishlist. */
export async function keepOnWishlist(shop: BenchShop, session: BenchSession, slugs: string[]) {
  for (const slug of slugs) {
    const product = await productOf(shop, slug);
    await apiData(shop, "POST", `/users/${session.userId}/wishlist/${product.id}`, undefined, session);
  }
}
