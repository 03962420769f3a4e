import { adminSearchMaxLength } from "@oja/contracts/admin";
import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import { orderStatuses } from "@oja/contracts/orders";
import { useId } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import type { AdminOrders } from "./admin.server.ts";
import { NeedsRefundBadge } from "./needs-refund-badge.tsx";

// The admin area's orders (docs/architecture.md §8): every order, by status and by a search of the number or the
// customer, in pages; each opens its own page where it is moved or refunded. An order with a charge the
// shop could not return by itself says it needs a refund.

const field =
  "w-full rounded-sm border border-sand bg-white px-3 py-2.5 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40";

function ordersHref(view: { status: string; search: string }, page: number) {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  if (view.status) params.set("status", view.status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return `/admin/orders${text ? `?${text}` : ""}`;
}

export function AdminOrderList({ view }: { view: AdminOrders }) {
  const submit = useSubmit();
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl font-semibold">Orders</h1>
      <Form
        method="get"
        role="search"
        aria-label="Find orders"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            Order number, customer name or e-mail
          </label>
          <input
            id={searchId}
            type="search"
            name="search"
            defaultValue={view.search}
            maxLength={adminSearchMaxLength}
            className={field}
          />
        </div>
        <div className="sm:w-48">
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium">
            Status
          </label>
          <select
            id={statusId}
            name="status"
            defaultValue={view.status}
            onChange={(event) => submit(event.currentTarget.form)}
            className={field}
          >
            <option value="">All orders</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" tone="secondary" size="sm">
          Search
        </Button>
      </Form>
      {view.orders.length === 0 ? (
        <p className="rounded-lg border border-sand bg-parchment px-4 py-10 text-center text-stone">
          No orders found
        </p>
      ) : (
        <ul aria-label="Orders" className="divide-y divide-sand rounded-lg border border-sand bg-parchment">
          {view.orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/admin/orders/${order.id}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-linen md:grid-cols-[10rem_minmax(0,1fr)_8rem_8rem]"
              >
                <span>
                  <span className="block font-semibold">{order.orderNumber}</span>
                  <span className="block text-stone">{formatDate(order.createdAt)}</span>
                </span>
                <span className="min-w-0 truncate text-stone md:order-none">
                  {order.customer.firstName} {order.customer.lastName} · {order.customer.email}
                </span>
                <span className="font-semibold tabular-nums">{formatNaira(order.total)}</span>
                <span className="flex flex-wrap gap-1.5">
                  <OrderBadge status={order.status} />
                  {order.needsRefund ? <NeedsRefundBadge /> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label="Order pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) => ordersHref(view, page)}
      />
    </div>
  );
}
