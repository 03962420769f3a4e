import { choiceText, lowStockThreshold } from "@oja/contracts/cart";
import { formatNaira } from "@oja/contracts/money";
import type { ShopSummary } from "@oja/contracts/reports";
import { Link } from "react-router";
import { OrderBadge } from "../../components/ui/order-badge.tsx";

// The admin area's first page (issue 15; docs/architecture.md §8): the shop at a glance. Sales today, this week and
// this month (from 00:00 in Lagos), how many orders wait in each status, and what is running out.

const periods = [
  { key: "today", label: "Today" },
  { key: "week", label: "This week" },
  { key: "month", label: "This month" },
] as const;

const panel = "rounded-lg border border-sand bg-parchment p-4";

export function AdminSummary({ summary }: { summary: ShopSummary }) {
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-semibold">Summary</h1>
      <section aria-labelledby="summary-sales" className="space-y-3">
        <h2 id="summary-sales" className="font-display text-xl font-semibold">
          Sales
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {periods.map(({ key, label }) => {
            const sales = summary.sales[key];
            return (
              <li key={key} aria-label={label} className={panel}>
                <p className="text-xs font-semibold tracking-wide text-stone uppercase">{label}</p>
                <p className="mt-1 text-2xl font-semibold tabular-nums">{formatNaira(sales.amount)}</p>
                <p className="text-sm text-stone">
                  {sales.paidOrders} paid {sales.paidOrders === 1 ? "order" : "orders"}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-stone">
          Settled payments less refunds, from midnight in Lagos; the week starts on Monday.
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="summary-orders" className={panel}>
          <h2 id="summary-orders" className="mb-2 font-display text-xl font-semibold">
            Orders by status
          </h2>
          <ul className="divide-y divide-sand text-sm">
            {summary.ordersByStatus.map((entry) => (
              <li key={entry.status}>
                <Link
                  to={`/admin/orders?status=${entry.status}`}
                  className="flex items-center justify-between gap-4 py-2 hover:bg-linen"
                >
                  <OrderBadge status={entry.status} />
                  <span className="font-semibold tabular-nums">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="summary-stock" className={panel}>
          <h2 id="summary-stock" className="mb-2 font-display text-xl font-semibold">
            Low stock
          </h2>
          {summary.lowStock.length === 0 ? (
            <p className="text-sm text-stone">
              Every size and colour on sale has more than {lowStockThreshold} pieces.
            </p>
          ) : (
            <ul aria-label="Low stock" className="divide-y divide-sand text-sm">
              {summary.lowStock.map((variant) => (
                <li key={variant.id} className="flex items-center justify-between gap-4 py-2">
                  <span className="min-w-0">
                    <Link
                      to={`/admin/products/${variant.productId}`}
                      className="font-medium underline-offset-2 hover:underline"
                    >
                      {variant.name}
                    </Link>
                    <span className="block truncate text-xs text-stone">
                      {choiceText({ size: variant.size, color: variant.colour })} · {variant.sku}
                    </span>
                  </span>
                  <span
                    className={`shrink-0 font-semibold tabular-nums ${variant.stock === 0 ? "text-error" : ""}`}
                  >
                    {variant.stock === 0 ? "Sold out" : `${variant.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
