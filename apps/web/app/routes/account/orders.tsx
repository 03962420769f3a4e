import { data, redirectDocument, type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { useFreshOrders } from "../../features/orders/fresh-orders.ts";
import {
  type OrderPaying,
  type OrderRefusal,
  orderIntents,
  type PromoApplying,
} from "../../features/orders/order-change.ts";
import { OrderList } from "../../features/orders/order-list.tsx";
import { buyAgain, cancelOrder, loadOrders, orderToPay } from "../../features/orders/orders.server.ts";
import { startPayment } from "../../features/payments/payment-start.server.ts";
import { applyPromo } from "../../features/payments/promo.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Orders",
    description: "Your Oja orders and their delivery status.",
    path: "/account/orders",
    publicUrl: publicUrlOf(matches),
  });

/** A page of the shopper's orders as the address asks, and the order whose Track panel is open. */
export async function loader(page: Route.LoaderArgs) {
  return loadOrders(page);
}

/** The Track panel's forms: cancel an unpaid order, pay it (docs/product.md §4 Payment flow), or put a promo code on it. */
export async function action(page: Route.ActionArgs) {
  const form = await postedForm(page.request);
  switch (postedIntent(form, orderIntents)) {
    case orderIntents.cancel:
      return cancelOrder(page, form);
    case orderIntents.pay: {
      const found = await orderToPay(page, form);
      if ("refused" in found) return found.refused;
      const started = await startPayment(page, found.order);
      if ("problem" in started)
        return data<OrderPaying>({ ok: false, message: started.problem }, { status: started.status });
      // Without scripts this tab goes to the provider's page (not one of the shop's routes); with
      // them, the page opens it in a new window, as Place Order does (lib/payment-window.ts).
      return page.request.headers.get("sec-fetch-mode") === "navigate"
        ? redirectDocument(started.authorizationUrl)
        : data<OrderPaying>({ ok: true, authorizationUrl: started.authorizationUrl });
    }
    case orderIntents.buyAgain:
      return buyAgain(page, form);
    case orderIntents.applyPromo: {
      const applied = await applyPromo(
        page,
        String(form.get("orderId") ?? ""),
        String(form.get("code") ?? ""),
      );
      return applied.ok
        ? data<PromoApplying>({ ok: true, message: applied.message })
        : data<PromoApplying>({ ok: false, message: applied.message }, { status: applied.status });
    }
    case undefined:
      return data<OrderRefusal>(
        { ok: false, message: "The form asks for something the orders page does not do." },
        { status: 400 },
      );
  }
}

/**
 * Opening or closing the Track panel of an order already listed needs no new read; reading the same
 * address again (the tab looked at again, a payment settled in another tab) does.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) {
    return defaultShouldRevalidate;
  }
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("track");
    return params.toString();
  };
  return without(currentUrl) !== without(nextUrl) || nextUrl.searchParams.has("track")
    ? defaultShouldRevalidate
    : false;
}

/** docs/product.md §2 Account area → Orders. */
export default function Page() {
  useFreshOrders();
  return <OrderList view={useLoaderData<typeof loader>()} />;
}
