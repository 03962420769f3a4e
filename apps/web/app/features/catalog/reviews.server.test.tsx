import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductReviews } from "./product-reviews.tsx";
import { reviewPageShown } from "./reviews.server.ts";

describe("a page of reviews as the product page shows it", () => {
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
      { ...review, id: "1e0c3f4b-6a57-4a39-9b0b-5f1f0c6e2d11", createdAt: "2026-07-02T23:30:00.000Z" },
      { ...review, createdAt: "2026-11-20T18:21:46.166Z" },
    ],
    averageRating: 5,
    pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
  });

  it("leaves out the API's envelope and passes the reviews on as they came", () => {
    expect(Object.keys(shown).sort()).toEqual(["averageRating", "data", "pagination"]);
    expect(shown.data[0]).toEqual({
      ...review,
      id: "1e0c3f4b-6a57-4a39-9b0b-5f1f0c6e2d11",
      createdAt: "2026-07-02T23:30:00.000Z",
    });
  });

  it("draws each review's day in Lagos beside its instant", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/products/voyager"]}>
        <ProductReviews productId="p" reviews={shown} mine={null} pathname="/products/voyager" search="" />
      </MemoryRouter>,
    );
    expect(html).toContain(
      '<time dateTime="2026-07-02T23:30:00.000Z" class="text-sm text-stone">Jul 3, 2026</time>',
    );
    expect(html).toContain(
      '<time dateTime="2026-11-20T18:21:46.166Z" class="text-sm text-stone">Nov 20, 2026</time>',
    );
  });
});
