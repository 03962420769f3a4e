import type { AuditEntry } from "@oja/contracts/admin";
import { formatDate } from "@oja/contracts/dates";
import { Link } from "react-router";
import { Pagination } from "../../components/ui/pagination.tsx";
import type { AdminAuditLog } from "./admin-customers.server.ts";
import { NothingFound } from "./admin-list-parts.tsx";

// The admin area's audit log (issue 15; docs/architecture.md §8): every write made in the admin area, newest first: who,
// what, when, and the fields it changed, before and after. Actions added later show as they are named.

const actionNames: Record<string, string> = {
  "order.status": "Moved an order",
  "order.refund": "Refunded an order",
  "product.create": "Added a product",
  "product.update": "Changed a product",
  "product.archive": "Archived a product",
  "customer.disable": "Disabled an account",
  "customer.enable": "Enabled an account",
};

/** Where the admin area shows what an entry is about, for the subjects that have a page. */
const subjectPages: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${id}`,
  customer: (id) => `/admin/customers/${id}`,
};

const longest = 120;

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "accountStatus" as "Account status". */
function fieldName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as one short line: times in Lagos, text as it is, lists joined, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const text =
    typeof value === "string"
      ? isoTime.test(value)
        ? formatDate(value, { withTime: true })
        : value
      : Array.isArray(value) && value.every((item) => typeof item !== "object")
        ? value.join(", ")
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

const asFields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/** Changed by every write, and told by the entry's own time already. */
const unshownFields = new Set(["updatedAt"]);

/** The fields an entry changed; when there was nothing before (a creation), every field it wrote. */
export function changedFields(entry: Pick<AuditEntry, "before" | "after">) {
  const before = asFields(entry.before);
  const after = asFields(entry.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const hadBefore = Object.keys(before).length > 0;
  return names
    .filter((name) => !unshownFields.has(name))
    .filter((name) => !hadBefore || JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => ({
      name: fieldName(name),
      before: hadBefore ? shown(before[name]) : null,
      after: shown(after[name]),
    }));
}

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
  const withBefore = fields.some((field) => field.before !== null);
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{actionNames[entry.action] ?? entry.action}</span>
        <Subject entry={entry} />
      </p>
      <p className="text-stone">
        <span className="break-all">{entry.admin}</span> ·{" "}
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, { withTime: true })}</time>
      </p>
      {fields.length > 0 ? (
        <table className="w-full max-w-3xl table-fixed text-left text-xs">
          <caption className="sr-only">What changed</caption>
          <thead className="text-stone">
            <tr>
              <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
                Field
              </th>
              {withBefore ? (
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Before
                </th>
              ) : null}
              <th scope="col" className="py-1 font-semibold">
                {withBefore ? "After" : "Written"}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand/70">
            {fields.map((field) => (
              <tr key={field.name} className="align-top">
                <th scope="row" className="py-1 pr-2 font-medium break-words">
                  {field.name}
                </th>
                {withBefore ? <td className="py-1 pr-2 break-words text-stone">{field.before}</td> : null}
                <td className="py-1 break-words">{field.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
