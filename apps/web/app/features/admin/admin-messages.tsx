import { formatDate } from "@oja/contracts/dates";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import type { AdminChange } from "./admin-change.ts";
import { NothingFound } from "./admin-list-parts.tsx";
import { listHref } from "./admin-query.ts";
import type { AdminMessages, MessageFilter } from "./admin-shop.server.ts";

// The admin area's contact messages (docs/architecture.md §8): those waiting for an answer first, or those handled, or
// all; each opens in place to be read, answered by e-mail and marked handled.

const filters: { value: MessageFilter; label: string }[] = [
  { value: "waiting", label: "Waiting" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

/** The waiting messages are the list's own address; the others say which they are. */
function messagesHref(filter: MessageFilter, page: number) {
  return listHref("/admin/messages", { show: filter === "waiting" ? "" : filter }, page);
}

export function AdminMessageList({ view }: { view: AdminMessages }) {
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl font-semibold">Messages</h1>
      <nav aria-label="Which messages" className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.value}
            to={messagesHref(filter.value, 1)}
            aria-current={view.filter === filter.value ? "page" : undefined}
            className={`rounded-full border px-4 py-2 text-sm font-medium ${
              view.filter === filter.value
                ? "border-espresso bg-espresso text-parchment"
                : "border-sand bg-parchment hover:bg-linen"
            }`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {view.messages.length === 0 ? (
        <NothingFound>
          {view.filter === "waiting" ? "No messages are waiting for an answer" : "No messages"}
        </NothingFound>
      ) : (
        <ul aria-label="Messages" className="divide-y divide-sand rounded-lg border border-sand bg-parchment">
          {view.messages.map((message) => (
            <li key={message.id}>
              <details className="group">
                <summary className="grid cursor-pointer grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-linen focus-visible:ring-2 focus-visible:ring-brass/40 focus-visible:outline-none">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{message.subject}</span>
                    <span className="block truncate text-stone">
                      {message.name} · {formatDate(message.createdAt, { withTime: true })}
                    </span>
                  </span>
                  <span
                    className={`self-center rounded-full px-3 py-1 text-xs font-semibold ${
                      message.handledAt ? "bg-linen text-stone" : "bg-brass/30 text-espresso"
                    }`}
                  >
                    {message.handledAt ? "Handled" : "Waiting"}
                  </span>
                </summary>
                <div className="space-y-3 border-t border-sand px-4 py-4 text-sm">
                  <p>
                    From {message.name} ·{" "}
                    <a
                      className="text-cognac underline"
                      href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                    >
                      {message.email}
                    </a>{" "}
                    ·{" "}
                    <a className="text-cognac underline" href={`tel:${message.phoneNumber}`}>
                      {message.phoneNumber}
                    </a>
                  </p>
                  <p className="leading-relaxed whitespace-pre-line">{message.message}</p>
                  {message.handledAt ? (
                    <p className="text-stone">Handled {formatDate(message.handledAt, { withTime: true })}</p>
                  ) : (
                    <fetcher.Form method="post">
                      <input type="hidden" name="id" value={message.id} />
                      <Button
                        type="submit"
                        size="sm"
                        busy={fetcher.state !== "idle" && fetcher.formData?.get("id") === message.id}
                      >
                        Mark Handled
                      </Button>
                    </fetcher.Form>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label="Message pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) => messagesHref(view.filter, page)}
      />
    </div>
  );
}
