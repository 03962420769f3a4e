import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import { orderStatuses } from "@oja/contracts/orders";
import { Form, Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import type { AdminOrders } from "./admin.server.ts";
import { ListFilter, ListSearch, NothingFound } from "./admin-list-parts.tsx";
import { listHref } from "./admin-query.ts";
import { NeedsRefundBadge } from "./needs-refund-badge.tsx";

// The admin area's orders (docs/architecture.md §8): every order, by status and by a search of the number or the
// customer, in pages; each opens its own page where it is moved or refunded. An order with a charge the
// shop could not return by itself says it needs a refund.

export function AdminOrderList({ view }: { view: AdminOrders }) {
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
          <ListSearch label="Order number, customer name or e-mail" value={view.search} />
        </div>
        <div className="sm:w-48">
          <ListFilter
            label="Status"
            name="status"
            value={view.status}
            everything="All orders"
            options={orderStatuses.map((status) => ({ value: status, label: status }))}
          />
        </div>
        <Button type="submit" tone="secondary" size="sm">
          Search
        </Button>
      </Form>
      {view.orders.length === 0 ? (
        <NothingFound>No orders found</NothingFound>
      ) : (
        <ul aria-label="Orders" className="divide-y divide-sand rounded-lg border border-sand bg-parchment">
          {view.orders.map((order) => (
            <li key={order.id}>
              {/* On a phone: number and total, then the customer, then the badges, each on its own row so
                  none covers another; from md up, four columns. */}
              <Link
                to={`/admin/orders/${order.id}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-linen md:grid-cols-[10rem_minmax(0,1fr)_8rem_8rem]"
              >
                <span>
                  <span className="block font-semibold">{order.orderNumber}</span>
                  <span className="block text-stone">{formatDate(order.createdAt)}</span>
                </span>
                <span className="order-3 col-span-2 min-w-0 truncate text-stone md:order-none md:col-span-1">
                  {order.customer.firstName} {order.customer.lastName} · {order.customer.email}
                </span>
                <span
                  className="text-right font-semibold tabular-nums md:text-left"
                  data-testid="order-total"
                >
                  {formatNaira(order.total)}
                </span>
                <span className="order-4 col-span-2 flex flex-wrap gap-1.5 md:order-none md:col-span-1">
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
        hrefOf={(page) => listHref("/admin/orders", { search: view.search, status: view.status }, page)}
      />
    </div>
  );
}
