import { redirect } from "react-router";
import { changeWishlist } from "../features/wishlist/wishlist.server.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import type { Route } from "./+types/wishlist";

// The wishlist's resource route: the viewer and the account's wishlist page post removals here. The
// product page's heart posts to the product page's own action, which makes the same change.

export async function action(page: Route.ActionArgs) {
  return changeWishlist(page, await postedForm(page.request));
}

/** A typed address finds the wishlist where it is shown. */
export function loader() {
  throw redirect("/account/wishlist");
}
