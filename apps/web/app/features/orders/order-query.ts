import { type OrderStatus, orderSearchMaxLength, orderStatuses } from "@oja/contracts/orders";
import type { RouteQuery, routes } from "@oja/contracts/routes";
import { highestPage } from "@oja/contracts/shop";

// What the orders page's address says (docs/product.md §2 Orders: search, status filter, pages of 10, the Track
// panel), read leniently: a value the page cannot use is left out rather than refused, so a mistyped
// address still shows the shopper's orders.

export interface OrderQuery {
  page: number;
  status: OrderStatus | undefined;
  search: string | undefined;
  /** The order whose Track panel is open. */
  track: string | undefined;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function orderQueryOf(params: URLSearchParams): OrderQuery {
  const page = Number(params.get("page"));
  const status = orderStatuses.find((known) => known === params.get("status"));
  const search = params.get("search")?.trim().slice(0, orderSearchMaxLength) || undefined;
  const track = params.get("track") ?? "";
  return {
    page: Number.isInteger(page) && page >= 1 && page <= highestPage ? page : 1,
    status,
    search,
    track: uuid.test(track) ? track : undefined,
  };
}

/** The address of an orders view; defaults are left out so every view has one address. */
export function ordersSearch(query: Partial<OrderQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.status) params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.track) params.set("track", query.track);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The API's query for the list (its `limit` is the shop's 10 by default). */
export function listApiQuery(query: OrderQuery): RouteQuery<typeof routes.orders.list> {
  return {
    page: query.page,
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}
