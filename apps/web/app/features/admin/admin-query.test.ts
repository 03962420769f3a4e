import { adminSearchMaxLength } from "@oja/contracts/admin";
import { highestPage } from "@oja/contracts/shop";
import { describe, expect, it } from "vitest";
import { listHref, pageNumberOf, searchOf } from "./admin-query.ts";

describe("an admin list's address", () => {
  it("reads the page as a whole number from 1 to the highest page, anything else as the first", () => {
    expect(pageNumberOf(new URLSearchParams("page=3"))).toBe(3);
    expect(pageNumberOf(new URLSearchParams(""))).toBe(1);
    expect(pageNumberOf(new URLSearchParams("page=nonsense"))).toBe(1);
    expect(pageNumberOf(new URLSearchParams("page=-2"))).toBe(1);
    expect(pageNumberOf(new URLSearchParams(`page=${highestPage + 1}`))).toBe(highestPage);
  });

  it("trims the search and cuts it to the longest the API takes", () => {
    expect(searchOf(new URLSearchParams("search=%20ada%20"))).toBe("ada");
    expect(searchOf(new URLSearchParams(`search=${"a".repeat(adminSearchMaxLength + 5)}`))).toHaveLength(
      adminSearchMaxLength,
    );
  });

  it("is written back with only the filters that are set, and the page past the first", () => {
    expect(listHref("/admin/orders", { search: "", status: "" }, 1)).toBe("/admin/orders");
    expect(listHref("/admin/orders", { search: "ada eze", status: "PENDING" }, 3)).toBe(
      "/admin/orders?search=ada+eze&status=PENDING&page=3",
    );
  });
});
