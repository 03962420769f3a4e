import type { AdminCustomerDetail } from "@oja/contracts/admin-customers";
import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import { Link } from "react-router";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { CustomerTags } from "./admin-customers.tsx";
import { CustomerAccess } from "./customer-access.tsx";

// One customer in the admin area (issue 15): who they are, what they ordered and paid, their orders
// newest first (each opening its admin page), and disabling or enabling the account.

export function AdminCustomerPage({ detail }: { detail: AdminCustomerDetail }) {
  const { customer, orders, pagination } = detail;
  const figures = [
    { name: "Orders", value: String(customer.orders) },
    { name: "Paid", value: formatNaira(customer.paid) },
    { name: "Refunded", value: formatNaira(customer.refunded) },
  ];
  return (
    <div className="space-y-6">
      <Link to="/admin/customers" className="text-sm font-medium text-cognac hover:underline">
        ← All customers
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">
          {customer.firstName} {customer.lastName}
          <CustomerTags customer={customer} />
        </h1>
        <CustomerAccess customer={customer} />
      </div>
      <p className="text-sm text-stone">
        <a href={`mailto:${customer.email}`} className="break-all underline">
          {customer.email}
        </a>{" "}
        · joined {formatDate(customer.joinedAt)}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.name}
            className="flex items-baseline justify-between gap-4 rounded-lg border border-sand bg-parchment p-3 sm:block sm:p-4"
          >
            <dt className="text-xs font-semibold tracking-wide text-stone uppercase">{figure.name}</dt>
            <dd className="font-semibold tabular-nums sm:mt-1 sm:text-xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="customer-orders" className="space-y-3">
        <h2 id="customer-orders" className="font-display text-xl font-semibold">
          Orders
        </h2>
        {orders.length === 0 ? (
          <p className="rounded-lg border border-sand bg-parchment px-4 py-8 text-center text-stone">
            No orders yet
          </p>
        ) : (
          <ul aria-label="Orders" className="divide-y divide-sand rounded-lg border border-sand bg-parchment">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-linen sm:grid-cols-[minmax(0,1fr)_8rem_8rem]"
                >
                  <span>
                    <span className="block font-semibold">{order.orderNumber}</span>
                    <span className="block text-stone">{formatDate(order.createdAt)}</span>
                  </span>
                  <span className="font-semibold tabular-nums sm:text-right">{formatNaira(order.total)}</span>
                  <span className="sm:text-right">
                    <OrderBadge status={order.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          label="Order pages"
          page={pagination.page}
          totalPages={pagination.totalPages}
          hrefOf={(page) => `/admin/customers/${customer.id}${page > 1 ? `?page=${page}` : ""}`}
        />
      </section>
    </div>
  );
}
