import type { Pagination } from "@oja/contracts/api";
import { ApiError } from "@oja/contracts/http";
import type { Order } from "@oja/contracts/orders";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedIn, requireSignedInToChange } from "../../lib/session.server.ts";
import type { BuyingAgain, OrderCancelling, OrderPaying } from "./order-change.ts";
import { listApiQuery, type OrderQuery, orderQueryOf } from "./order-query.ts";

// The shopper's orders on the page server (docs/architecture.md §8 orders calls): a page of the list as the address
// asks for it, the order whose Track panel is open, and cancelling an unpaid order.

export interface OrdersView {
  query: OrderQuery;
  orders: Order[];
  pagination: Pagination;
  /** Whether the shopper has any order at all (the empty states differ). */
  hasOrders: boolean;
  /** The order the Track panel shows, or why it cannot. */
  tracked: { order: Order } | { problem: string } | null;
}

export async function loadOrders(page: PageArgs): Promise<OrdersView> {
  const user = await requireSignedIn(page);
  const query = orderQueryOf(new URL(page.request.url).searchParams);
  const params = { userId: user.id };
  const list = await callApi(page, routes.orders.list, { params, query: listApiQuery(query) });
  const filtered = query.status !== undefined || query.search !== undefined;
  const anyOrder = async () => {
    if (list.pagination.total > 0 || !filtered) return list.pagination.total > 0;
    return (await callApi(page, routes.orders.list, { params, query: { limit: 1 } })).pagination.total > 0;
  };
  const [hasOrders, tracked] = await Promise.all([anyOrder(), trackedOrder(page, user.id, query, list.data)]);
  return { query, orders: list.data, pagination: list.pagination, hasOrders, tracked };
}

async function trackedOrder(page: PageArgs, userId: string, query: OrderQuery, listed: Order[]) {
  if (!query.track) return null;
  const onPage = listed.find((order) => order.id === query.track);
  if (onPage) return { order: onPage };
  try {
    return {
      order: (await callApi(page, routes.orders.get, { params: { userId, orderId: query.track } })).data,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { problem: error.body?.message ?? "We could not find that order." };
    }
    throw error;
  }
}

/** The shopper's order a form names (to pay it), or a refusal to answer the form with. */
export async function orderToPay(page: PageArgs, form: FormData) {
  const user = await requireSignedInToChange(page);
  const orderId = String(form.get("orderId") ?? "");
  try {
    return { order: (await callApi(page, routes.orders.get, { params: { userId: user.id, orderId } })).data };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return {
      refused: data<OrderPaying>({ ok: false, message: error.body.message }, { status: error.status }),
    };
  }
}

export async function cancelOrder(page: PageArgs, form: FormData) {
  const user = await requireSignedInToChange(page);
  const orderId = String(form.get("orderId") ?? "");
  try {
    const answer = await callApi(page, routes.orders.cancel, { params: { userId: user.id, orderId } });
    return data<OrderCancelling>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<OrderCancelling>({ ok: false, message: error.body.message }, { status: error.status });
  }
}

/**
 * Buy again (issue 14): the order's lines back into the cart, each through the cart's own call, so the
 * cart's rules hold (a sold-out piece, or more than the shop has, is left out and named).
 */
export async function buyAgain(page: PageArgs, form: FormData) {
  const user = await requireSignedInToChange(page);
  const orderId = String(form.get("orderId") ?? "");
  let order: Order;
  try {
    order = (await callApi(page, routes.orders.get, { params: { userId: user.id, orderId } })).data;
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<BuyingAgain>({ ok: false, message: error.body.message }, { status: error.status });
  }
  const skipped: string[] = [];
  let added = 0;
  for (const item of order.items) {
    try {
      await callApi(page, routes.cart.add, {
        params: { userId: user.id, productId: item.product.id },
        body: { quantity: item.quantity, size: item.size, color: item.color },
      });
      added += item.quantity;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      skipped.push(item.product.name);
    }
  }
  if (added === 0) {
    return data<BuyingAgain>(
      { ok: false, message: `None of order ${order.orderNumber}'s pieces can be bought again just now.` },
      { status: 409 },
    );
  }
  const pieces = added === 1 ? "1 piece" : `${added} pieces`;
  const left = skipped.length > 0 ? ` Not available now: ${skipped.join(", ")}.` : "";
  return data<BuyingAgain>({ ok: true, message: `Added ${pieces} to your cart.${left}`, skipped });
}
