import { describe, expect, it } from "vitest";
import { salesPeriodStarts } from "./reports.ts";

describe("the summary's periods, in Lagos time", () => {
  it("start today at Lagos midnight, the week on Monday and the month on the 1st", () => {
    // Wednesday 25 November 2026, 10:00 in Lagos.
    const starts = salesPeriodStarts(new Date("2026-11-25T09:00:00Z"));
    expect(starts.today.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(starts.week.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(starts.month.toISOString()).toBe("2026-10-31T23:00:00.000Z");
  });

  it("count 23:30 UTC as the next day in Lagos, for the day, the week and the month", () => {
    // Monday 30 November 2026, 23:30 UTC, is Tuesday 1 December, 00:30 in Lagos.
    const starts = salesPeriodStarts(new Date("2026-11-30T23:30:00Z"));
    expect(starts.today.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(starts.week.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(starts.month.toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("begin a new week on a Monday in Lagos", () => {
    // Sunday 6 December 2026, 23:30 UTC, is Monday 7 December, 00:30 in Lagos.
    const starts = salesPeriodStarts(new Date("2026-12-06T23:30:00Z"));
    expect(starts.today.toISOString()).toBe("2026-12-06T23:00:00.000Z");
    expect(starts.week.toISOString()).toBe("2026-12-06T23:00:00.000Z");
  });
});
