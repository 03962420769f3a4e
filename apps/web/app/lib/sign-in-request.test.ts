import { describe, expect, it } from "vitest";
import { differsOnlyBySignIn, signInSearch } from "./sign-in-request.ts";

describe("asking for sign-in", () => {
  it("remembers the current page, with its own search, to come back to", () => {
    const search = signInSearch("/products/luxurious-voyager-bag", "?reviews=2");
    const params = new URLSearchParams(search);
    expect(params.get("signin")).toBe("1");
    expect(params.get("redirectTo")).toBe("/products/luxurious-voyager-bag?reviews=2");
    expect(params.get("reviews")).toBe("2");
  });

  it("does not nest an earlier request in the remembered page", () => {
    const first = signInSearch("/shop", "");
    const again = new URLSearchParams(signInSearch("/shop", first));
    expect(again.get("redirectTo")).toBe("/shop");
  });

  it("tells a sign-in request apart from a real change of page", () => {
    const base = new URL("https://oja.test/products/a?reviews=2");
    expect(
      differsOnlyBySignIn(
        base,
        new URL(`https://oja.test/products/a${signInSearch("/products/a", "?reviews=2")}`),
      ),
    ).toBe(true);
    expect(differsOnlyBySignIn(base, new URL("https://oja.test/products/a?reviews=3"))).toBe(false);
    expect(differsOnlyBySignIn(base, new URL("https://oja.test/products/b?reviews=2"))).toBe(false);
  });
});
