import { describe, expect, it } from "vitest";
import { reviewPageShown } from "./reviews.server.ts";

describe("a page of reviews as the product page shows it", () => {
  it("carries each review's day in Lagos as text, and leaves out the API's envelope", () => {
    const review = {
      id: "4603694f-a2e0-487e-93c2-28d61cc04cd6",
      rating: 5,
      comment: "Worth every naira.",
      user: { firstName: "Adaeze", lastName: "Okafor", avatar: null },
      verifiedBuyer: true,
    };
    const shown = reviewPageShown({
      status: 200,
      message: "Reviews",
      // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
      data: [
        { ...review, createdAt: "2026-07-02T23:30:00.000Z" },
        { ...review, createdAt: "2026-11-20T18:21:46.166Z" },
      ],
      averageRating: 5,
      pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
    });
    expect(shown.data.map((entry) => entry.writtenOn)).toEqual(["Jul 3, 2026", "Nov 20, 2026"]);
    expect(shown.data[0]).toMatchObject({ ...review, createdAt: "2026-07-02T23:30:00.000Z" });
    expect(Object.keys(shown).sort()).toEqual(["averageRating", "data", "pagination"]);
  });
});
