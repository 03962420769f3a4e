import type { AdminCustomer } from "@oja/contracts/admin-customers";
import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import { Form, Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import type { AdminCustomers } from "./admin-customers.server.ts";
import { ListSearch, NothingFound } from "./admin-list-parts.tsx";
import { listHref } from "./admin-query.ts";
import { CustomerAccess } from "./customer-access.tsx";

// The admin area's customers (issue 15): every account, found by name or e-mail, in pages, with its
// orders and what it paid; each opens its own page, and each can be disabled or enabled from here.

/** Disabled, Staff and Unverified, as small tags beside the name. */
export function CustomerTags({ customer }: { customer: AdminCustomer }) {
  const tags = [
    customer.disabled ? { text: "Disabled", tone: "bg-error/10 text-error" } : null,
    customer.role === "ADMIN" ? { text: "Staff", tone: "bg-espresso text-parchment" } : null,
    customer.isVerified ? null : { text: "Unverified", tone: "bg-sand text-espresso" },
  ].filter((tag) => tag !== null);
  return tags.map((tag) => (
    <span
      key={tag.text}
      className={`ml-2 inline-block rounded-full px-2 py-0.5 align-middle font-sans text-[0.7rem] font-semibold tracking-wide uppercase ${tag.tone}`}
    >
      {tag.text}
    </span>
  ));
}

export function AdminCustomerList({ view }: { view: AdminCustomers }) {
  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl font-semibold">Customers</h1>
      <Form
        method="get"
        role="search"
        aria-label="Find customers"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:flex-1">
          <ListSearch label="Name or e-mail" value={view.search} />
        </div>
        <Button type="submit" tone="secondary" size="sm">
          Search
        </Button>
      </Form>
      {view.customers.length === 0 ? (
        <NothingFound>No customers found</NothingFound>
      ) : (
        <div className="overflow-hidden rounded-lg border border-sand bg-parchment">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">Customers</caption>
            <thead className="border-b border-sand text-xs tracking-wide text-stone uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Customer
                </th>
                <th scope="col" className="hidden w-36 px-4 py-3 font-semibold md:table-cell">
                  Joined
                </th>
                <th scope="col" className="hidden w-24 px-4 py-3 text-right font-semibold md:table-cell">
                  Orders
                </th>
                <th scope="col" className="hidden w-40 px-4 py-3 text-right font-semibold md:table-cell">
                  Paid
                </th>
                <th scope="col" className="w-32 px-4 py-3 text-right font-semibold">
                  <span className="sr-only">Account</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {view.customers.map((customer) => (
                <tr key={customer.id} className="align-top">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/customers/${customer.id}`}
                      className="font-semibold text-espresso underline-offset-2 hover:underline"
                    >
                      {customer.firstName} {customer.lastName}
                    </Link>
                    <CustomerTags customer={customer} />
                    <span className="block truncate text-stone">{customer.email}</span>
                    <span className="block text-stone md:hidden">
                      {customer.orders} {customer.orders === 1 ? "order" : "orders"} ·{" "}
                      {formatNaira(customer.paid)} paid
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 whitespace-nowrap text-stone md:table-cell">
                    {formatDate(customer.joinedAt)}
                  </td>
                  <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">
                    {customer.orders}
                  </td>
                  <td className="hidden px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums md:table-cell">
                    {formatNaira(customer.paid)}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <CustomerAccess customer={customer} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label="Customer pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) => listHref("/admin/customers", { search: view.search }, page)}
      />
    </div>
  );
}
