import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import type { Transaction } from "@oja/contracts/payments";
import { type ReactNode, useId, useState } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { Drawer } from "../../components/ui/drawer.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { TransactionStatusBadge } from "../../components/ui/transaction-badge.tsx";
import {
  matchingTransactions,
  summaryCardsOf,
  transactionSearchMaxLength,
  transactionsSearch,
} from "./transaction-query.ts";
import type { TransactionsView } from "./transactions.server.ts";

// docs/product.md §2 Account area → Payments (Transaction History): the four cards of the page, the search by
// transaction id, the table with its copy buttons, the "Transaction Information" panel, the pages.

/** docs/product.md §4: refunds show negative in red, everything else green. */
function Amount({ transaction }: { transaction: Transaction }) {
  const refund = transaction.type === "REFUND";
  return (
    <span className={`font-semibold tabular-nums ${refund ? "text-error" : "text-success"}`}>
      {refund ? `−${formatNaira(Math.abs(transaction.amount))}` : formatNaira(transaction.amount)}
    </span>
  );
}

function CopyReference({ reference }: { reference: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast.success("Copied to clipboard", 1500);
    } catch (error) {
      toast.error(`Failed to copy: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy transaction ID ${reference}`}
      className="rounded-full border border-sand px-2.5 py-1 text-xs font-medium hover:border-espresso"
    >
      Copy
    </button>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-stone">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const rowsClass = "grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm";

/** docs/product.md §2 "Transaction Information": Description, Order Information and Payment Reference when there. */
function Details({ transaction }: { transaction: Transaction }) {
  return (
    <div className="space-y-6">
      <dl className={rowsClass}>
        <Row label="Transaction ID">
          <span className="break-all">{transaction.reference}</span>
        </Row>
        <Row label="Date">{formatDate(transaction.createdAt, { withTime: true })}</Row>
        <Row label="Type">{transaction.type}</Row>
        <Row label="Amount">
          <Amount transaction={transaction} />
        </Row>
        <Row label="Status">
          <TransactionStatusBadge status={transaction.status} />
        </Row>
        {transaction.description ? <Row label="Description">{transaction.description}</Row> : null}
      </dl>
      {transaction.order ? (
        <section aria-labelledby="details-order" className="space-y-3 border-t border-sand pt-5">
          <h3 id="details-order" className="font-display text-xl font-semibold">
            Order Information
          </h3>
          <dl className={rowsClass}>
            <Row label="Order #">
              <Link to={`/account/orders?track=${transaction.order.id}`} className="font-medium underline">
                {transaction.order.orderNumber}
              </Link>
            </Row>
            <Row label="Order Status">{transaction.order.status}</Row>
          </dl>
        </section>
      ) : null}
      {transaction.paymentId ? (
        <dl className={`${rowsClass} border-t border-sand pt-5`}>
          <Row label="Payment Reference">
            <span className="break-all">{transaction.reference}</span>
          </Row>
        </dl>
      ) : null}
    </div>
  );
}

const columns = ["Date", "Transaction ID", "Type", "Amount", "Status", "Order #", "Details"];
/** A line of a phone's card, its column's name before it; a cell of the table from 768 px. */
const cell =
  "flex items-center justify-between gap-4 py-1 before:text-stone before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:whitespace-nowrap md:before:content-none";

export function TransactionHistory({ view }: { view: TransactionsView }) {
  const { query, transactions, pagination } = view;
  const [search, setSearch] = useState(query.search);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const searchId = useId();
  const shown = matchingTransactions(transactions, search);
  const opened = transactions.find((transaction) => transaction.id === params.get("details")) ?? null;
  const listView = { page: query.page, search };

  return (
    <div className="space-y-6">
      <h1 className="font-display text-4xl font-semibold">Transaction History</h1>

      <ul aria-label="This page's transactions in sum" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {summaryCardsOf(transactions).map((card) => (
          <li key={card.title} className="rounded-lg border border-sand bg-parchment p-4">
            <p className="text-xs font-semibold tracking-[0.16em] text-stone uppercase">{card.title}</p>
            <p className="mt-2 text-3xl font-semibold tabular-nums">{card.count}</p>
            <p className="text-sm tabular-nums">{formatNaira(card.amount)}</p>
          </li>
        ))}
      </ul>

      <Form method="get" role="search" aria-label="Find a transaction" className="sm:w-96">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
          Search by transaction ID
        </label>
        <input
          id={searchId}
          type="search"
          name="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={transactionSearchMaxLength}
          placeholder="e.g. OJA-…"
          className="w-full rounded-sm border border-sand bg-white px-4 py-3 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
        />
        {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
      </Form>

      {shown.length === 0 ? (
        <section className="rounded-lg border border-sand bg-parchment px-6 py-12 text-center">
          <h2 className="font-display text-2xl font-semibold">No transactions found</h2>
          <p className="mt-2 text-stone">
            {transactions.length === 0
              ? "You haven't made any transactions yet"
              : `No transaction ID on this page matches “${search.trim()}”`}
          </p>
        </section>
      ) : (
        // On phones each row is a card of labelled lines; from 768 px it is the shop's table.
        <div className="md:overflow-x-auto md:rounded-lg md:border md:border-sand md:bg-parchment">
          <table className="block w-full text-left text-sm md:table md:min-w-[52rem]">
            <caption className="sr-only">Your transactions</caption>
            <thead className="sr-only border-b border-sand bg-linen text-xs tracking-wide text-stone uppercase md:not-sr-only md:table-header-group">
              <tr>
                {columns.map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 whitespace-nowrap">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0">
              {shown.map((transaction) => (
                <tr
                  key={transaction.id}
                  className="block rounded-lg border border-sand bg-parchment p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-b-0"
                >
                  <td data-label="Date" className={cell}>
                    {formatDate(transaction.createdAt)}
                  </td>
                  <td data-label="Transaction ID" className={`${cell} md:whitespace-normal`}>
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="font-mono text-xs break-all">{transaction.reference}</span>
                      <CopyReference reference={transaction.reference} />
                    </span>
                  </td>
                  <td data-label="Type" className={cell}>
                    {transaction.type}
                  </td>
                  <td data-label="Amount" className={cell}>
                    <Amount transaction={transaction} />
                  </td>
                  <td data-label="Status" className={cell}>
                    <TransactionStatusBadge status={transaction.status} />
                  </td>
                  <td data-label="Order #" className={cell}>
                    {transaction.order?.orderNumber ?? "—"}
                  </td>
                  <td className="block pt-3 md:table-cell md:px-4 md:py-3">
                    <Link
                      to={transactionsSearch({ ...listView, details: transaction.id })}
                      preventScrollReset
                      className={buttonClass({ tone: "secondary", size: "sm" })}
                      aria-label={`Details of transaction ${transaction.reference}`}
                    >
                      Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination
        label="Transaction pages"
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefOf={(page) => transactionsSearch({ page, search })}
      />

      <Drawer
        open={opened !== null}
        title="Transaction Information"
        onClose={() => navigate(transactionsSearch(listView), { preventScrollReset: true, replace: true })}
        singleButton
      >
        {opened ? <Details transaction={opened} /> : null}
      </Drawer>
    </div>
  );
}
