import { formatDate } from "@oja/contracts/dates";
import { buttonClass } from "../../components/ui/button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { NothingFound } from "./admin-list-parts.tsx";
import type { AdminSubscribers } from "./admin-shop.server.ts";

// The newsletter's subscribers in the admin area (docs/architecture.md §8): newest first, in pages, and every one of
// them as a CSV file, downloaded through the page server (the browser never holds the app key).

export function AdminSubscriberList({ view }: { view: AdminSubscribers }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Subscribers</h1>
        <a href="/admin/subscribers.csv" download className={buttonClass({ size: "sm" })}>
          Export CSV
        </a>
      </div>
      <p className="text-sm text-stone">
        {view.pagination.total === 1 ? "1 subscriber" : `${view.pagination.total} subscribers`}
      </p>
      {view.subscribers.length === 0 ? (
        <NothingFound>No one has subscribed yet</NothingFound>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-sand bg-parchment">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter subscribers</caption>
            <thead className="border-b border-sand text-xs tracking-[0.12em] text-stone uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3">
                  Since
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {view.subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="px-4 py-3">{subscriber.name}</td>
                  <td className="px-4 py-3 break-all">{subscriber.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(subscriber.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label="Subscriber pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) => (page > 1 ? `/admin/subscribers?page=${page}` : "/admin/subscribers")}
      />
    </div>
  );
}
