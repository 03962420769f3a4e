import { routes } from "@oja/contracts/routes";
import { describe, expect, it } from "vitest";
import { apiPathOf } from "../../lib/api.server.ts";
import { productsApiQuery, readShopQuery } from "./shop-query.server.ts";
import { shopSearch } from "./shop-query.ts";

describe("the shop's address", () => {
  it("reads category, search, sort and page", () => {
    const query = readShopQuery(new URLSearchParams("category=bags&q=%20voyager%20&sort=price-asc&page=2"));
    expect(query).toEqual({ category: "bags", q: "voyager", sort: "price-asc", page: 2 });
  });

  it("falls back to the defaults for values the API would refuse", () => {
    const query = readShopQuery(
      new URLSearchParams(`page=-3&sort=cheapest&category=Bags!&q=${"x".repeat(101)}`),
    );
    expect(query).toEqual({ page: 1, sort: "newest", category: undefined, q: undefined });
    expect(readShopQuery(new URLSearchParams("page=abc&q=%20%20")).page).toBe(1);
    expect(readShopQuery(new URLSearchParams("q=%20%20")).q).toBeUndefined();
  });

  it("writes one address per view, leaving defaults out", () => {
    expect(shopSearch({ page: 1, sort: "newest" })).toBe("");
    expect(shopSearch({ category: "bags", sort: "best-selling", page: 2 })).toBe(
      "?category=bags&sort=best-selling&page=2",
    );
  });

  it("asks the API for thirty products a page", () => {
    const query = productsApiQuery({ page: 2, sort: "newest", category: "bags", q: undefined });
    expect(apiPathOf(routes.catalog.products, { query })).toBe(
      "/products?page=2&limit=30&sort=newest&category=bags",
    );
  });
});
