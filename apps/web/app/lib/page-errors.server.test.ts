import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logPageError } from "./page-errors.server.ts";

const post = (path: string, signal?: AbortSignal) =>
  new Request(`http://shop.test${path}`, { method: "POST", ...(signal ? { signal } : {}) });

describe("the server log of a page's errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives a request the framework refused one line, without a stack", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = new Error('You made a POST request to "/about" but did not provide an `action`');
    logPageError(new ErrorResponse(405, "Method Not Allowed", refusal, true), { request: post("/about") });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'POST /about answered 405: You made a POST request to "/about" but did not provide an `action`',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it("logs any other error whole", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = new TypeError("cannot read properties of undefined");
    logPageError(broken, { request: post("/checkout") });
    const inside = new Error("the render failed");
    logPageError(new ErrorResponse(500, "Internal Server Error", inside, true), {
      request: post("/checkout"),
    });
    expect(error.mock.calls).toEqual([[broken], [inside]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs nothing of a request its caller gave up", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const gaveUp = new AbortController();
    gaveUp.abort();
    logPageError(new Error("the render was cut short"), { request: post("/shop", gaveUp.signal) });
    expect(error).not.toHaveBeenCalled();
  });
});
