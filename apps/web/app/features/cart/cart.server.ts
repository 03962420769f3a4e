import type { Cart } from "@oja/contracts/cart-api";
import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireSignedInToChange, signedInUser } from "../../lib/session.server.ts";
import { type CartChange, cartIntents } from "./cart-change.ts";

// The cart on the page server (docs/product.md §3 Cart, docs/architecture.md §2): read for the signed-in shopper, changed
// through the cart API, which answers the whole cart after each change (docs/product.md §4's refetch).

/** The signed-in shopper's cart, or null for a visitor (docs/product.md §6: the cart loads only when signed in). */
export async function loadCart(page: PageArgs): Promise<Cart | null> {
  const user = await signedInUser(page);
  if (!user) return null;
  return (await callApi(page, routes.cart.get, { params: { userId: user.id } })).data;
}

/** The cart API's call for the form's intent; undefined for an intent the cart does not know. */
function callFor(page: PageArgs, userId: string, form: FormData) {
  const field = (name: string) => String(form.get(name) ?? "");
  switch (postedIntent(form, cartIntents)) {
    case cartIntents.add:
      return () =>
        callApi(page, routes.cart.add, {
          params: { userId, productId: field("productId") },
          body: { quantity: Number(field("quantity") || "1"), size: field("size"), color: field("color") },
        });
    case cartIntents.setQuantity:
      return () =>
        callApi(page, routes.cart.updateLine, {
          params: { userId, itemId: field("itemId") },
          body: { quantity: Number(field("quantity")) },
        });
    case cartIntents.removeLine:
      return () => callApi(page, routes.cart.removeLine, { params: { userId, itemId: field("itemId") } });
    case cartIntents.empty:
      return () => callApi(page, routes.cart.empty, { params: { userId } });
    case undefined:
      return undefined;
  }
}

/**
 * A change of the cart posted as a form (`intent`: add-to-cart, set-quantity, remove-line or
 * empty-cart), read by the route with `postedForm`. A visitor is
 * sent to sign in and brought back to the page they were on; a refusal comes back as data with the
 * API's status and message, and changes nothing.
 */
export async function changeCart(
  page: PageArgs,
  form: FormData,
): Promise<ReturnType<typeof data<CartChange>>> {
  const user = await requireSignedInToChange(page);
  const call = callFor(page, user.id, form);
  if (!call) {
    return data<CartChange>(
      { ok: false, message: "The form asks for something the cart does not do." },
      { status: 400 },
    );
  }
  try {
    const answer = await call();
    return data<CartChange>({ ok: true, message: answer.message, cart: answer.data });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<CartChange>(
      { ok: false, message: error.body.message, ...(error.body.errors ? { errors: error.body.errors } : {}) },
      { status: error.status },
    );
  }
}
