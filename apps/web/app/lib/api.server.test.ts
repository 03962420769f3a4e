import { catalogAnswerLifetimeSeconds } from "@oja/contracts/catalog";
import { ApiError, appKeyHeader } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  apiPathOf,
  apiTransportContext,
  callApi,
  callApiForEveryone,
  keptAnswersVersionContext,
  type PageArgs,
  shopperSession,
} from "./api.server.ts";

// The page server's one client of the API: what a call names (a route of the contracts' table) is
// what reaches the API, as the shopper, and what comes back is the API's answer or its refusal.

const userId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const productId = "0b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b";

/** A page request from a shopper with a session cookie, whose API calls the test answers. */
function pageWith(answer: (request: Request) => Response, headers: Record<string, string> = {}) {
  const sent: Request[] = [];
  const context = new RouterContextProvider();
  context.set(apiTransportContext, async (request) => {
    sent.push(request);
    return answer(request);
  });
  const page: PageArgs = {
    request: new Request("http://shop.test/cart", {
      headers: { cookie: "ocToken=access; other=ignored", "x-forwarded-for": "203.0.113.7", ...headers },
    }),
    context,
  };
  return { page, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the path of a call", () => {
  it("fills in the route's parameters, encoded, and writes its query in order, leaving out what is unset", () => {
    expect(
      apiPathOf(routes.catalog.reviews, {
        params: { productId: "a/b c" },
        query: { page: 2, limit: undefined },
      }),
    ).toBe("/products/a%2Fb%20c/reviews?page=2");
    expect(apiPathOf(routes.accounts.me)).toBe("/users/me");
  });
});

describe("a call made as the shopper", () => {
  it("sends the route's method and path, the app key, the shopper's address and session, and the body", async () => {
    const { page, sent } = pageWith(() =>
      json({ status: 201, message: "Added to your cart.", data: {} }, 201),
    );
    const answer = await callApi(page, routes.cart.add, {
      params: { userId, productId },
      body: { quantity: 2, size: "42", color: "Brown" },
      headers: { "idempotency-key": "key-1" },
    });
    expect(answer.message).toBe("Added to your cart.");
    const [request] = sent;
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").pathname).toBe(`/api/v1/users/${userId}/cart/items/${productId}`);
    expect(request?.headers.get(appKeyHeader)).toBeTruthy();
    expect(request?.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(request?.headers.get("cookie")).toBe("ocToken=access");
    expect(request?.headers.get("idempotency-key")).toBe("key-1");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(await request?.json()).toEqual({ quantity: 2, size: "42", color: "Brown" });
  });

  it("sends no body and no content type for a call without one", async () => {
    const { page, sent } = pageWith(() => json({ status: 200, message: "Your cart is empty.", data: {} }));
    await callApi(page, routes.cart.empty, { params: { userId } });
    expect(sent[0]?.method).toBe("DELETE");
    expect(sent[0]?.headers.get("content-type")).toBeNull();
    expect(sent[0]?.body).toBeNull();
  });

  it("keeps the session cookies the API sets, for the next calls and for the page's answer", async () => {
    const { page, sent } = pageWith(() =>
      json({ status: 200, message: "ok" }, 200, { "set-cookie": "ocToken=renewed; Path=/; HttpOnly" }),
    );
    await callApi(page, routes.accounts.signOut);
    await callApi(page, routes.accounts.signOut);
    expect(sent[1]?.headers.get("cookie")).toBe("ocToken=renewed");
    expect(shopperSession(page).setCookies).toHaveLength(2);
  });

  it("throws the API's refusal as an ApiError with its status and body", async () => {
    const refusal = { status: 409, message: "It is sold out.", errors: ["quantity: too many"] };
    const { page } = pageWith(() => json(refusal, 409));
    const call = callApi(page, routes.cart.add, {
      params: { userId, productId },
      body: { size: "42", color: "Brown" },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 409, body: refusal });
  });

  it("answers 503 when the API cannot be reached", async () => {
    const context = new RouterContextProvider();
    context.set(apiTransportContext, () => Promise.reject(new Error("connection refused")));
    const page = { request: new Request("http://shop.test/"), context };
    await expect(callApi(page, routes.accounts.me)).rejects.toMatchObject({ status: 503 });
  });

  it("hands over a file's answer (the subscribers' CSV) as the API's response, asking for its type", async () => {
    const { page, sent } = pageWith(
      () =>
        new Response("name,email\n", {
          headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": "attachment" },
        }),
    );
    const answer = await callApi(page, routes.admin.subscribers.csv);
    expect(sent[0]?.headers.get("accept")).toBe("text/csv");
    expect(sent[0]?.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(sent[0]?.headers.get("cookie")).toBe("ocToken=access");
    expect(answer.headers.get("content-disposition")).toBe("attachment");
    expect(await answer.text()).toBe("name,email\n");
  });
});

describe("a call made for everyone", () => {
  /** A page request whose host says the API's kept answers are under `version.current`. */
  function pageUnder(version: { current: string }, answer: (request: Request) => Response) {
    const made = pageWith(answer);
    made.page.context.set(keptAnswersVersionContext, async () => version.current);
    return made;
  }
  const settingsAnswer = () => json({ status: 200, message: "Settings", data: { shopName: "Oja" } });
  const settingsCall = { params: { id: "default" } };

  it("goes without the shopper's session or address", async () => {
    const { page, sent } = pageWith(settingsAnswer);
    await callApiForEveryone(page, routes.content.settings, settingsCall);
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(["/api/v1/settings/default"]);
    expect(sent[0]?.headers.get("cookie")).toBeNull();
    expect(sent[0]?.headers.get("x-forwarded-for")).toBeNull();
  });

  it("asks the API each time when no version of its kept answers is given (npm run dev)", async () => {
    const { page, sent } = pageWith(settingsAnswer);
    await callApiForEveryone(page, routes.content.settings, settingsCall);
    await callApiForEveryone(page, routes.content.settings, settingsCall);
    expect(sent).toHaveLength(2);
  });

  it("is asked once per version: every page after it gets the same answer, frozen, until a write moves the version", async () => {
    const version = { current: `test-${crypto.randomUUID()}` };
    const first = pageUnder(version, settingsAnswer);
    const second = pageUnder(version, settingsAnswer);
    const answer = await callApiForEveryone(first.page, routes.content.settings, settingsCall);
    expect(await callApiForEveryone(second.page, routes.content.settings, settingsCall)).toBe(answer);
    expect(first.sent.length + second.sent.length).toBe(1);
    expect(Object.isFrozen(answer.data)).toBe(true);
    // Another path is another answer.
    await callApiForEveryone(second.page, routes.catalog.suggestions);
    expect(second.sent).toHaveLength(1);

    version.current = `test-${crypto.randomUUID()}`;
    const third = pageUnder(version, settingsAnswer);
    expect(await callApiForEveryone(third.page, routes.content.settings, settingsCall)).not.toBe(answer);
    expect(third.sent).toHaveLength(1);
  });

  it("reads the version once a page request, and again after the request has written as the shopper", async () => {
    const version = { current: `test-${crypto.randomUUID()}` };
    let reads = 0;
    const { page, sent } = pageWith((request) =>
      request.method === "GET"
        ? settingsAnswer()
        : json({ status: 201, message: "Thank you!", data: {} }, 201),
    );
    page.context.set(keptAnswersVersionContext, async () => {
      reads += 1;
      return version.current;
    });
    const before = await callApiForEveryone(page, routes.content.settings, settingsCall);
    await callApiForEveryone(page, routes.catalog.suggestions);
    expect(reads).toBe(1);
    // An action's write moves the version (a review moves the catalog's): the loaders after it see it.
    await callApi(page, routes.reviews.write, {
      params: { productId },
      body: { rating: 5, comment: "Lovely." },
    });
    version.current = `test-${crypto.randomUUID()}`;
    const after = await callApiForEveryone(page, routes.content.settings, settingsCall);
    expect(reads).toBe(2);
    expect(after).not.toBe(before);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "GET /api/v1/settings/default",
      "GET /api/v1/products/fetch/suggestions",
      `POST /api/v1/products/${productId}/reviews`,
      "GET /api/v1/settings/default",
    ]);
  });

  it("keeps no refusal: the next page asks again", async () => {
    const version = { current: `test-${crypto.randomUUID()}` };
    const refused = pageUnder(version, () => json({ status: 404, message: "No such product." }, 404));
    const product = { params: { slugOrId: "no-such-bag" } };
    await expect(callApiForEveryone(refused.page, routes.catalog.product, product)).rejects.toBeInstanceOf(
      ApiError,
    );
    const again = pageUnder(version, () => json({ status: 404, message: "No such product." }, 404));
    await expect(callApiForEveryone(again.page, routes.catalog.product, product)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(again.sent).toHaveLength(1);
  });

  it("asks again once the answer is older than the API keeps its own", async () => {
    const version = { current: `test-${crypto.randomUUID()}` };
    const { page, sent } = pageUnder(version, settingsAnswer);
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    try {
      await callApiForEveryone(page, routes.content.settings, settingsCall);
      clock.mockReturnValue(now + catalogAnswerLifetimeSeconds * 1000 - 1);
      await callApiForEveryone(page, routes.content.settings, settingsCall);
      expect(sent).toHaveLength(1);
      clock.mockReturnValue(now + catalogAnswerLifetimeSeconds * 1000);
      await callApiForEveryone(page, routes.content.settings, settingsCall);
      expect(sent).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });
});
