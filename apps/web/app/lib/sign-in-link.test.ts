import { describe, expect, it } from "vitest";
import {
  accountPagePath,
  accountPages,
  requestedPagePath,
  safeRedirectPath,
  signInPageFor,
  signInPath,
  withoutSignIn,
} from "./sign-in-link.ts";

describe("requestedPagePath", () => {
  it("is the path and query of a page request", () => {
    expect(requestedPagePath("http://shop.test/account/orders?page=2")).toBe("/account/orders?page=2");
  });

  it("is the page, not the data address, when the browser changes page", () => {
    expect(requestedPagePath("http://shop.test/account.data?_routes=routes%2Faccount%2Fdashboard")).toBe(
      "/account",
    );
    expect(requestedPagePath("http://shop.test/checkout.data?step=2&_routes=routes%2Fcheckout")).toBe(
      "/checkout?step=2",
    );
    expect(requestedPagePath("http://shop.test/_root.data")).toBe("/");
  });
});

describe("the sign-in link", () => {
  it("opens the modal on the home page and remembers where to go", () => {
    expect(signInPath("/account/orders")).toBe("/?signin=1&redirectTo=%2Faccount%2Forders");
  });

  it("follows only this shop's own paths", () => {
    expect(safeRedirectPath("/account?tab=1#top")).toBe("/account?tab=1#top");
    for (const hostile of ["https://evil.test/", "//evil.test", "/\\evil.test", "account", null]) {
      expect(safeRedirectPath(hostile)).toBeNull();
    }
  });

  it("refuses the known open-redirect bypasses, judging the normalised path, not the raw text", () => {
    const bypasses = [
      "/.//evil.example",
      "/./\\evil.example",
      "/..//evil.example",
      "/../..//evil.example",
      "/.%2e//evil.example",
      "///evil.example",
      "/\\/evil.example",
      "/\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "\\/evil.example",
      "\\\\evil.example",
      " //evil.example",
      "//evil.example@oja.invalid",
      "http:/evil.example",
      "https:evil.example",
      "javascript:alert(1)",
      "/%0a/evil.example".replace("%0a", "\n"),
      "",
      undefined,
    ];
    for (const hostile of bypasses) {
      expect(safeRedirectPath(hostile), JSON.stringify(hostile)).toBeNull();
    }
  });

  it("keeps a harmless path as the browser would read it", () => {
    expect(safeRedirectPath("/shop/../account/orders")).toBe("/account/orders");
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("drops the sign-in request from an address and keeps the rest", () => {
    expect(withoutSignIn("?signin=1&redirectTo=%2Faccount&category=bags")).toBe("?category=bags");
    expect(withoutSignIn("?signin=1")).toBe("");
  });
});

describe("the sign-in pages", () => {
  it("lead a browser without scripts from an address asking to sign in to the sign-in page", () => {
    expect(signInPageFor("/checkout", "?signin=1&redirectTo=%2Fcheckout%3Fpromo%3DOJA10")).toBe(
      "/sign-in?redirectTo=%2Fcheckout%3Fpromo%3DOJA10",
    );
    // Add To Cart asks for the page itself; a crafted redirectTo to another site is not followed.
    expect(signInPageFor("/shop", "?category=bags&signin=1")).toBe(
      "/sign-in?redirectTo=%2Fshop%3Fcategory%3Dbags",
    );
    expect(signInPageFor("/", "?signin=1&redirectTo=%2F%2Fevil.example")).toBe("/sign-in?redirectTo=%2F");
  });

  it("carries redirectTo, the e-mail and a known notice from one sign-in page to the next", () => {
    expect(
      accountPagePath(accountPages.verifyAccount, { redirectTo: "/cart", email: "ada@example.com" }),
    ).toBe("/verify-account?redirectTo=%2Fcart&email=ada%40example.com");
    expect(accountPagePath(accountPages.signIn, { notice: "verified" })).toBe("/sign-in?notice=verified");
    expect(accountPagePath(accountPages.createAccount, { redirectTo: null })).toBe("/create-account");
  });
});
