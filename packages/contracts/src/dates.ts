// Dates travel as ISO 8601 UTC strings and are shown in Lagos time (WAT). Lagos has kept West Africa Time,
// one hour ahead of UTC with no summer time, since 1 September 1919 (the time zone database's
// Africa/Lagos), so its wall clock is UTC's an hour on. The helpers below add that hour themselves rather
// than ask Intl: a browser's first Intl formatter loads its locale and time zone data, a long task on a
// phone as an account page or the owner's console first draws (decision 069). dates.test.ts compares them
// with Intl's Africa/Lagos from 1920 to 2100. The shown dates, the admin area's days and the summary's
// periods all come from here.

/** West Africa Time's offset from UTC. */
const lagosOffsetMs = 60 * 60 * 1000;

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The Lagos wall clock at an instant, read as if it were UTC. */
function lagosWallClock(at: string | Date): Date {
  const time = new Date(at).getTime();
  // As Intl refuses one: a date that is not one would otherwise be written "undefined NaN, NaN".
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  return new Date(time + lagosOffsetMs);
}

/** "Nov 22, 2026", or "Nov 22, 2026, 7:05 PM" with the time: as Intl's en-US writes it. */
export function formatDate(iso: string | Date, options: { withTime?: boolean } = {}): string {
  const wall = lagosWallClock(iso);
  const day = `${monthNames[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`;
  if (!options.withTime) return day;
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, "0");
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** A day of the Lagos calendar; `month` is 1–12, `weekday` 0 for Sunday to 6 for Saturday. */
export interface LagosDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The day of the Lagos calendar an instant falls on. */
export function lagosDayOf(at: string | Date): LagosDay {
  const wall = lagosWallClock(at);
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
  return new Date(Date.UTC(year, month - 1, day) - lagosOffsetMs);
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
