import { routes } from "@oja/contracts/routes";
import { describe, expect, it } from "vitest";
import { apiPathOf } from "../../lib/api.server.ts";
import { listApiQuery, orderQueryOf, ordersSearch } from "./order-query.ts";

const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("orderQueryOf", () => {
  it("reads the page, status, search and the tracked order", () => {
    expect(orderQueryOf(new URLSearchParams(`page=3&status=SHIPPED&search=+OJ-1001+&track=${id}`))).toEqual({
      page: 3,
      status: "SHIPPED",
      search: "OJ-1001",
      track: id,
    });
  });

  it("leaves out what it cannot use instead of refusing the page", () => {
    expect(orderQueryOf(new URLSearchParams("page=abc&status=LOST&search=%20&track=nope"))).toEqual({
      page: 1,
      status: undefined,
      search: undefined,
      track: undefined,
    });
    expect(orderQueryOf(new URLSearchParams("page=-2")).page).toBe(1);
    expect(orderQueryOf(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(orderQueryOf(new URLSearchParams(`search=${"x".repeat(80)}`)).search).toHaveLength(60);
  });
});

describe("ordersSearch", () => {
  it("writes only what differs from the first page of all orders", () => {
    expect(ordersSearch({})).toBe("");
    expect(ordersSearch({ page: 1, status: undefined, search: undefined })).toBe("");
    expect(ordersSearch({ page: 2, status: "PENDING", search: "OJ 1" })).toBe(
      "?search=OJ+1&status=PENDING&page=2",
    );
    expect(ordersSearch({ track: id })).toBe(`?track=${id}`);
  });
});

describe("listApiQuery", () => {
  it("asks the API for the page, with the filter and search when there are", () => {
    const pathOf = (query: Parameters<typeof listApiQuery>[0]) =>
      apiPathOf(routes.orders.list, { params: { userId: id }, query: listApiQuery(query) });
    expect(pathOf({ page: 2, status: "PENDING", search: "OJ", track: id })).toBe(
      `/users/${id}/orders?page=2&status=PENDING&search=OJ`,
    );
    expect(pathOf({ page: 1, status: undefined, search: undefined, track: undefined })).toBe(
      `/users/${id}/orders?page=1`,
    );
  });
});
