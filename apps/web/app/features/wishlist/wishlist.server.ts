import type { MessageBody } from "@oja/contracts/api";
import { ApiError } from "@oja/contracts/http";
import type { Wishlist, WishlistCheckResponse, WishlistResponse } from "@oja/contracts/wishlist";
import { data } from "react-router";
import { apiGet, apiRequest, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedInToChange, signedInUser } from "../../lib/session.server.ts";
import type { WishlistChange } from "./wishlist-change.ts";

// The wishlist on the page server (docs/product.md §3 Wishlist, docs/architecture.md §2), for the signed-in shopper only.

export async function loadWishlist(page: PageArgs): Promise<Wishlist | null> {
  const user = await signedInUser(page);
  if (!user) return null;
  return (await apiGet<WishlistResponse>(page, `/users/${user.id}/wishlist`)).data;
}

/** Whether the product is in the signed-in shopper's wishlist; false for a visitor. */
export async function wishlistHolds(page: PageArgs, productId: string): Promise<boolean> {
  const user = await signedInUser(page);
  if (!user) return false;
  const path = `/users/${user.id}/wishlist/${encodeURIComponent(productId)}/check`;
  return (await apiGet<WishlistCheckResponse>(page, path)).data.isIn;
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
  const intent = String(form.get("intent") ?? "");
  const productId = String(form.get("productId") ?? "");
  if (intent !== "add-to-wishlist" && intent !== "remove-from-wishlist") {
    return data<WishlistChange>(
      { ok: false, message: "The form asks for something the wishlist does not do." },
      { status: 400 },
    );
  }
  try {
    const answer = await apiRequest<MessageBody>(
      page,
      intent === "add-to-wishlist" ? "POST" : "DELETE",
      `/users/${user.id}/wishlist/${encodeURIComponent(productId)}`,
    );
    return data<WishlistChange>({
      ok: true,
      message: answer.message,
      productId,
      isIn: intent === "add-to-wishlist",
    });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<WishlistChange>({ ok: false, message: error.body.message }, { status: error.status });
  }
}
