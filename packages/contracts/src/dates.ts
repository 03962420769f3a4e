// Dates travel as ISO 8601 UTC strings and are shown in Lagos time (WAT), per spec §9.

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "Africa/Lagos",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Africa/Lagos",
});

/** "Nov 22, 2026", or "Nov 22, 2026, 7:05 PM" with the time. */
export function formatDate(iso: string | Date, options: { withTime?: boolean } = {}): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return (options.withTime ? dateTimeFormat : dateFormat).format(date);
}
