import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireSignedInToChange, shopperShell } from "../../lib/session.server.ts";
import { type WishlistChange, wishlistIntents } from "./wishlist-change.ts";

// The wishlist on the page server (docs/product.md §3 Wishlist, docs/architecture.md §2), for the signed-in shopper only.

/** Whether the product is in the signed-in shopper's wishlist (the page shell's); false for a visitor. */
export async function wishlistHolds(page: PageArgs, productId: string): Promise<boolean> {
  const shell = await shopperShell(page);
  return shell.wishlist?.products.some((product) => product.id === productId) ?? false;
}

/**
 * A change of the wishlist posted as a form (`intent`: add-to-wishlist or remove-from-wishlist, and
 * `productId`), read by the route with `postedForm`. A visitor is sent
 * to sign in over the page they were on; a refusal comes back as data and changes nothing.
 */
export async function changeWishlist(
  page: PageArgs,
  form: FormData,
): Promise<ReturnType<typeof data<WishlistChange>>> {
  const user = await requireSignedInToChange(page);
  const intent = postedIntent(form, wishlistIntents);
  const productId = String(form.get("productId") ?? "");
  if (!intent) {
    return data<WishlistChange>(
      { ok: false, message: "The form asks for something the wishlist does not do." },
      { status: 400 },
    );
  }
  try {
    const route = intent === wishlistIntents.add ? routes.wishlist.add : routes.wishlist.remove;
    const answer = await callApi(page, route, { params: { userId: user.id, productId } });
    return data<WishlistChange>({
      ok: true,
      message: answer.message,
      productId,
      isIn: intent === wishlistIntents.add,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<WishlistChange>({ ok: false, message: error.body.message }, { status: error.status });
  }
}
