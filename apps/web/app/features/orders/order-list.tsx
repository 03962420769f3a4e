import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { orderSearchMaxLength, orderStatuses } from "@oja/contracts/orders";
import { useEffect, useId } from "react";
import { Form, Link, useFetcher, useNavigate, useSearchParams, useSubmit } from "react-router";
import { useViewers } from "../../components/layout/viewers.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { type BuyingAgain, orderIntents } from "./order-change.ts";
import { ordersSearch } from "./order-query.ts";
import { isPaid, piecesIn } from "./order-status.ts";
import type { OrdersView } from "./orders.server.ts";
import { TrackPanel } from "./track-panel.tsx";

// docs/product.md §2 Account area → Orders: search by order number or id, the status filter, the list with its
// badges, pages of 10 and the Track panel. The view lives in the address (a GET form and links), so
// every view can be shared, reloaded and used without scripts.

const inputClass =
  "w-full rounded-sm border border-sand bg-white px-4 py-3 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40";

/** Issue 14: a paid order's pieces back into the cart, then the cart viewer opens on them. */
function BuyAgain({ order }: { order: Order }) {
  const fetcher = useFetcher<BuyingAgain>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const { show } = useViewers();
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      show("cart");
    } else showRefusal(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal, show]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={orderIntents.buyAgain} />
      <input type="hidden" name="orderId" value={order.id} />
      <Button
        type="submit"
        size="sm"
        busy={fetcher.state !== "idle"}
        aria-label={`Buy again, order ${order.orderNumber}`}
      >
        Buy again
      </Button>
    </fetcher.Form>
  );
}

export function OrderList({ view }: { view: OrdersView }) {
  const { query, orders, pagination, hasOrders, tracked } = view;
  const navigate = useNavigate();
  const submit = useSubmit();
  const searchId = useId();
  const statusId = useId();
  const listView = { search: query.search, status: query.status, page: query.page };
  // The panel follows the address: closing it changes only the address (see the route's shouldRevalidate).
  const [params] = useSearchParams();
  const trackId = params.get("track");
  const listed = orders.find((order) => order.id === trackId);
  const shown = !trackId ? null : listed ? { order: listed } : tracked;

  return (
    <div className="space-y-6">
      <h1 className="font-display text-4xl font-semibold">Orders</h1>

      <Form
        method="get"
        role="search"
        aria-label="Find orders"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
            Search by order number or id
          </label>
          <input
            id={searchId}
            type="search"
            name="search"
            defaultValue={query.search ?? ""}
            maxLength={orderSearchMaxLength}
            placeholder="e.g. OJ-100012"
            className={inputClass}
          />
        </div>
        <div className="sm:w-52">
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium">
            Status
          </label>
          <select
            id={statusId}
            name="status"
            defaultValue={query.status ?? ""}
            onChange={(event) => submit(event.currentTarget.form)}
            className={inputClass}
          >
            <option value="">All orders</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {status.charAt(0) + status.slice(1).toLowerCase()}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" tone="secondary">
          Search
        </Button>
      </Form>

      {orders.length === 0 ? (
        <section className="rounded-lg border border-sand bg-parchment px-6 py-12 text-center">
          <h2 className="font-display text-2xl font-semibold">No orders found</h2>
          {hasOrders ? (
            <p className="mt-2 text-stone">No order matches this search.</p>
          ) : (
            <>
              <p className="mt-2 text-stone">You have not placed any order recently</p>
              <Link to="/shop" className={`${buttonClass({ size: "sm" })} mt-6`}>
                Shop the collection
              </Link>
            </>
          )}
        </section>
      ) : (
        <ul aria-label="Your orders" className="space-y-3">
          {orders.map((order) => (
            <li
              key={order.id}
              className="grid gap-3 rounded-lg border border-sand bg-parchment p-4 text-sm md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-center md:gap-6"
            >
              <div className="min-w-0">
                <p className="font-semibold">{order.orderNumber}</p>
                <p className="text-stone">{formatDate(order.createdAt)}</p>
              </div>
              <div className="min-w-0 text-stone">
                <p>
                  {piecesIn(order)} {piecesIn(order) === 1 ? "item" : "items"} ·{" "}
                  {order.deliveryMethod === "pickup" ? "Showroom pickup" : "Home delivery"}
                </p>
                <p className="font-semibold text-espresso tabular-nums">{formatNaira(order.total)}</p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3 md:justify-end">
                <OrderBadge status={order.status} />
                {isPaid(order) ? <BuyAgain order={order} /> : null}
                <Link
                  to={ordersSearch({ ...listView, track: order.id })}
                  preventScrollReset
                  className={buttonClass({ tone: "secondary", size: "sm" })}
                  aria-label={`Track order ${order.orderNumber}`}
                >
                  Track
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Pagination
        label="Orders pages"
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefOf={(page) => ordersSearch({ ...listView, page })}
      />

      <TrackPanel
        tracked={shown}
        onClose={() => navigate(ordersSearch(listView), { preventScrollReset: true, replace: true })}
      />
    </div>
  );
}
