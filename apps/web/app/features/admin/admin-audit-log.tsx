import type { AuditEntry } from "@oja/contracts/admin";
import { formatDate } from "@oja/contracts/dates";
import { Link } from "react-router";
import { Pagination } from "../../components/ui/pagination.tsx";
import type { AdminAuditLog } from "./admin-customers.server.ts";
import { NothingFound } from "./admin-list-parts.tsx";
import { actionName, changedFields } from "./audit-entry.ts";

// The admin area's audit log (issue 15; docs/architecture.md §8): every write made in the admin area, newest first: who,
// what, when, and the fields it changed, before and after (audit-entry.ts words them).

/** Where the admin area shows what an entry is about, for the subjects that have a page. */
const subjectPages: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${id}`,
  customer: (id) => `/admin/customers/${id}`,
  product: (id) => `/admin/products/${id}`,
};

const asFields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** What a person knows the subject by (a customer's e-mail, a product's name), else its id's start. */
function subjectName(entry: AuditEntry): string {
  for (const side of [entry.after, entry.before]) {
    const fields = asFields(side);
    for (const name of ["email", "name"]) {
      if (typeof fields[name] === "string") return fields[name];
    }
  }
  return entry.subjectId.slice(0, 8);
}

function Subject({ entry }: { entry: AuditEntry }) {
  const page = subjectPages[entry.subjectType];
  const text = `${entry.subjectType} ${subjectName(entry)}`;
  return page ? (
    <Link to={page(entry.subjectId)} className="break-all text-cognac underline">
      {text}
    </Link>
  ) : (
    <span className="break-all">{text}</span>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry);
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{actionName(entry.action)}</span>
        <Subject entry={entry} />
      </p>
      <p className="text-stone">
        <span className="break-all">{entry.admin}</span> ·{" "}
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, { withTime: true })}</time>
      </p>
      {fields.length > 0 ? (
        <ul aria-label="What changed" className="max-w-3xl space-y-0.5 text-xs">
          {fields.map((field) => (
            <li key={field.name} className="break-words">
              <span className="font-medium">{field.name}:</span>{" "}
              {field.before === null ? null : (
                <>
                  <span className="text-stone">{field.before}</span> →{" "}
                </>
              )}
              {field.after}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function AdminAuditLogList({ log }: { log: AdminAuditLog }) {
  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl font-semibold">Audit log</h1>
      <p className="text-sm text-stone">Every change made in the admin area, newest first.</p>
      {log.entries.length === 0 ? (
        <NothingFound>Nothing has been changed in the admin area yet</NothingFound>
      ) : (
        <ul
          aria-label="Audit log"
          className="divide-y divide-sand rounded-lg border border-sand bg-parchment"
        >
          {log.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pagination
        label="Audit log pages"
        page={log.pagination.page}
        totalPages={log.pagination.totalPages}
        hrefOf={(page) => `/admin/audit-log${page > 1 ? `?page=${page}` : ""}`}
      />
    </div>
  );
}
