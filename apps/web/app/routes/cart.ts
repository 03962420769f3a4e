import { data } from "react-router";
import { changeCart } from "../features/cart/cart.server.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import type { Route } from "./+types/cart";

// The cart's resource route: the cart viewer posts its changes here. The product page posts Add To
// Cart to its own action, which makes the same change (cart.server.ts); the cart itself comes with
// the root loader's data.

export async function action(page: Route.ActionArgs) {
  return changeCart(page, await postedForm(page.request));
}

/** A visit without a form (a typed address) finds nothing here. */
export function loader() {
  throw data(null, { status: 404 });
}
