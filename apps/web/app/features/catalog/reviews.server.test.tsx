import { renderToString } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiTransportContext, type PageArgs } from "../../lib/api.server.ts";
import { shellCarriesReviewOf } from "../../lib/session.server.ts";
import { ProductReviews } from "./product-reviews.tsx";
import { loadMyReview, reviewPageShown } from "./reviews.server.ts";

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

describe("the shopper's own review on the product page (decision 073)", () => {
  const productId = "0b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b";
  const otherId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
  const user = {
    id: "4603694f-a2e0-487e-93c2-28d61cc04cd6",
    firstName: "Adaeze",
    lastName: "Okafor",
    email: "adaeze@example.com",
  };
  const mine = { review: null, canReview: true };

  /** A page request whose API calls are answered as the API would: the shell, and the review call. */
  function pageOf(cookie: string) {
    const asked: string[] = [];
    const context = new RouterContextProvider();
    context.set(apiTransportContext, async (request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      const reviewOf = url.searchParams.get("reviewOf");
      const data = url.pathname.endsWith("/shell")
        ? {
            user,
            cart: null,
            wishlist: { products: [], wishlistProductsCount: 0 },
            ...(reviewOf ? { ownReview: { productId: reviewOf, ...mine } } : {}),
          }
        : mine;
      return Response.json({ status: 200, message: "", data });
    });
    const page: PageArgs = {
      request: new Request(`http://shop.test/products/voyager`, { headers: { cookie } }),
      context,
    };
    return { page, asked };
  }

  it("comes with the shell the page asked to carry it: one call for the shopper, not two", async () => {
    const { page, asked } = pageOf("ocToken=access");
    await shellCarriesReviewOf(page, async () => productId);
    expect(await loadMyReview(page, productId)).toEqual(mine);
    expect(asked).toEqual([`/api/v1/shell?reviewOf=${productId}`]);
  });

  it("takes a call of its own when the shell carries another product's, or none", async () => {
    const other = pageOf("ocToken=access");
    await shellCarriesReviewOf(other.page, async () => otherId);
    expect(await loadMyReview(other.page, productId)).toEqual(mine);
    expect(other.asked).toEqual([
      `/api/v1/shell?reviewOf=${otherId}`,
      `/api/v1/products/${productId}/reviews/mine`,
    ]);
    const unasked = pageOf("ocToken=access");
    await shellCarriesReviewOf(unasked.page, async () => undefined);
    expect(await loadMyReview(unasked.page, productId)).toEqual(mine);
    expect(unasked.asked).toEqual(["/api/v1/shell", `/api/v1/products/${productId}/reviews/mine`]);
  });

  it("asks nothing for a visitor, not even the product", async () => {
    const { page, asked } = pageOf("");
    let productAsked = false;
    await shellCarriesReviewOf(page, async () => {
      productAsked = true;
      return productId;
    });
    expect(await loadMyReview(page, productId)).toBeNull();
    expect({ productAsked, asked }).toEqual({ productAsked: false, asked: [] });
  });
});
