import { describe, expect, it } from "vitest";
import { endOfLagosDate, formatDate, lagosDateOf, lagosDayOf, startOfLagosDay } from "./dates.ts";
import { salesPeriodStarts } from "./reports.ts";

// Lagos time is read one way: the shown dates, the admin area's date fields and the summary's periods
// agree on which day an instant falls on, around midnight in Lagos (23:00 UTC) above all.

describe("the Lagos calendar", () => {
  it("puts 23:30 UTC on the next day, and 22:59 UTC on the same day", () => {
    expect(lagosDayOf("2026-11-30T23:30:00Z")).toEqual({ year: 2026, month: 12, day: 1, weekday: 2 });
    expect(lagosDayOf("2026-11-30T22:59:59Z")).toEqual({ year: 2026, month: 11, day: 30, weekday: 1 });
    expect(lagosDayOf("2026-12-31T23:00:00Z")).toEqual({ year: 2027, month: 1, day: 1, weekday: 5 });
  });

  it("begins a day at 00:00 in Lagos, 23:00 UTC the day before, also across a month or a year", () => {
    expect(startOfLagosDay(2026, 11, 25).toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(startOfLagosDay(2026, 12, 1).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(startOfLagosDay(2026, 11, 32).toISOString()).toBe("2026-12-01T23:00:00.000Z");
    expect(startOfLagosDay(2027, 1, 0).toISOString()).toBe("2026-12-30T23:00:00.000Z");
  });

  it("writes a date field's day and its last second, round the clock", () => {
    expect(lagosDateOf("2026-11-30T23:30:00Z")).toBe("2026-12-01");
    expect(lagosDateOf(new Date("2026-11-30T22:30:00Z"))).toBe("2026-11-30");
    expect(endOfLagosDate("2026-12-01")).toBe("2026-12-01T22:59:59.000Z");
    expect(lagosDateOf(endOfLagosDate("2026-12-01") ?? "")).toBe("2026-12-01");
    expect(endOfLagosDate("2026-12-31")).toBe("2026-12-31T22:59:59.000Z");
    for (const notADay of ["", "tomorrow", "2026-02-30", "2026-13-01", "2026-1-5", "2026-12-01T10:00"]) {
      expect(endOfLagosDate(notADay), notADay).toBeNull();
    }
  });

  it("agrees with the dates the pages show and with the summary's periods, every quarter hour of a day", () => {
    const shown = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const at = new Date(Date.UTC(2026, 10, 30, 0, minutes));
      const { year, month, day } = lagosDayOf(at);
      const start = startOfLagosDay(year, month, day);
      expect(formatDate(at), at.toISOString()).toBe(shown.format(new Date(Date.UTC(year, month - 1, day))));
      expect(salesPeriodStarts(at).today, at.toISOString()).toEqual(start);
      expect(at.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
      expect(at.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
    }
  });

  it("writes every date as Intl does in Lagos time, from 1920 to 2100, round the clock", () => {
    // The time zone database's Africa/Lagos, against the hour dates.ts adds by hand (decision 069).
    const zone = { timeZone: "Africa/Lagos" } as const;
    const dateOnly = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      ...zone,
    });
    const withTime = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      ...zone,
    });
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", ...zone });
    const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    // A day and 67 minutes at a time, so the hour and the minute of the day come round many times.
    const step = (24 * 60 + 67) * 60 * 1000;
    for (let time = Date.UTC(1920, 0, 1); time < Date.UTC(2100, 0, 1); time += step) {
      const at = new Date(time);
      expect(formatDate(at), at.toISOString()).toBe(dateOnly.format(at));
      expect(formatDate(at, { withTime: true }), at.toISOString()).toBe(withTime.format(at));
      expect(weekdays[lagosDayOf(at).weekday], at.toISOString()).toBe(weekday.format(at));
    }
    expect(formatDate("2026-11-30T11:00:00Z", { withTime: true })).toBe("Nov 30, 2026, 12:00 PM");
    expect(formatDate("2026-11-30T23:00:00Z", { withTime: true })).toBe("Dec 1, 2026, 12:00 AM");
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});
