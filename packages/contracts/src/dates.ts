// Dates travel as ISO 8601 UTC strings and are shown in Lagos time (WAT). Lagos time is
// read one way only, from the time zone database through Intl: the shown dates, the admin area's days
// and the summary's periods all come from the helpers below.

/** The shop's time zone. */
export const shopTimeZone = "Africa/Lagos";

/**
 * The formatters, made on first use: a browser's first Intl formatter loads its locale and time zone
 * data, tens of milliseconds of a phone's main thread, which a page that shows no date does not pay.
 */
let lagosFormats:
  | { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; clock: Intl.DateTimeFormat }
  | undefined;

function formats() {
  lagosFormats ??= {
    date: new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: shopTimeZone,
    }),
    dateTime: new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: shopTimeZone,
    }),
    clock: new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
      timeZone: shopTimeZone,
    }),
  };
  return lagosFormats;
}

/** "Nov 22, 2026", or "Nov 22, 2026, 7:05 PM" with the time. */
export function formatDate(iso: string | Date, options: { withTime?: boolean } = {}): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const { date: dateOnly, dateTime } = formats();
  return (options.withTime ? dateTime : dateOnly).format(date);
}

/** A day of the Lagos calendar; `month` is 1–12, `weekday` 0 for Sunday to 6 for Saturday. */
export interface LagosDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The Lagos wall clock at an instant, read as if it were UTC (what Intl says Lagos shows then). */
function lagosWallClockMs(at: Date): number {
  const parts: Record<string, number> = {};
  for (const part of formats().clock.formatToParts(at)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second, at.getUTCMilliseconds());
}

/** The day of the Lagos calendar an instant falls on. */
export function lagosDayOf(at: string | Date): LagosDay {
  const wall = new Date(lagosWallClockMs(typeof at === "string" ? new Date(at) : at));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant a Lagos day begins (00:00 in Lagos). The day may run over its month (day 0 is the last
 * of the month before, day 32 one of the next), as Date.UTC counts it.
 */
export function startOfLagosDay(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Lagos's offset from UTC at about that moment, as the time zone database has it.
  const offset = lagosWallClockMs(new Date(wall)) - wall;
  return new Date(wall - offset);
}

/** "2026-11-25": the Lagos day of an instant, as a date field shows it. */
export function lagosDateOf(at: string | Date): string {
  const { year, month, day } = lagosDayOf(at);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The last second of a Lagos day written as a date field gives it ("2026-11-25"), as an ISO instant;
 * null for text that is not a day of the calendar.
 */
export function endOfLagosDate(date: string): string | null {
  const written = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!written) return null;
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  if (noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== day) return null;
  return new Date(startOfLagosDay(year, month, day + 1).getTime() - 1000).toISOString();
}
