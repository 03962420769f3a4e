import { ApiError } from "@oja/contracts/http";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logFailedCall, logPageError, type PageLog, pageLogContext } from "./page-log.server.ts";

const post = (path: string, signal?: AbortSignal) =>
  new Request(`http://shop.test${path}`, { method: "POST", ...(signal ? { signal } : {}) });

/** A page request's context whose log keeps its lines, as the request's pino logger would write them. */
function loggedPage() {
  const lines: { level: "error" | "warn"; details: object; message: string }[] = [];
  const log: PageLog = {
    error: (details, message) => lines.push({ level: "error", details, message }),
    warn: (details, message) => lines.push({ level: "warn", details, message }),
  };
  const context = new RouterContextProvider();
  context.set(pageLogContext, log);
  return { context, lines };
}

describe("the server log of a page's errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives a request the framework refused one warning, without a stack", () => {
    const { context, lines } = loggedPage();
    const refusal = new Error('You made a POST request to "/about" but did not provide an `action`');
    logPageError(new ErrorResponse(405, "Method Not Allowed", refusal, true), {
      request: post("/about"),
      context,
    });
    expect(lines).toEqual([
      {
        level: "warn",
        details: { status: 405, page: "POST /about" },
        message:
          'POST /about answered 405: You made a POST request to "/about" but did not provide an `action`',
      },
    ]);
  });

  it("logs any other error whole, for the log to write its stack, naming the page", () => {
    const { context, lines } = loggedPage();
    const broken = new TypeError("cannot read properties of undefined");
    logPageError(broken, { request: post("/checkout"), context });
    const inside = new Error("the render failed");
    logPageError(new ErrorResponse(500, "Internal Server Error", inside, true), {
      request: post("/checkout"),
      context,
    });
    expect(lines).toEqual([
      { level: "error", details: { err: broken, page: "POST /checkout" }, message: "a page request failed" },
      { level: "error", details: { err: inside, page: "POST /checkout" }, message: "a page request failed" },
    ]);
  });

  it("logs nothing of a request its caller gave up", () => {
    const { context, lines } = loggedPage();
    const gaveUp = new AbortController();
    gaveUp.abort();
    logPageError(new Error("the render was cut short"), { request: post("/shop", gaveUp.signal), context });
    expect(lines).toEqual([]);
  });

  it("writes to the console where the page has no log of its own (the pages in Vite)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = new TypeError("cannot read properties of undefined");
    logPageError(broken, { request: post("/checkout"), context: new RouterContextProvider() });
    expect(error).toHaveBeenCalledExactlyOnceWith("a page request failed", {
      err: broken,
      page: "POST /checkout",
    });
  });
});

describe("the server log of an API call a page went on without", () => {
  it("warns of a refusal with the API's answer, which says what was wrong", () => {
    const { context, lines } = loggedPage();
    const answer = { status: 400, message: "Some of the details sent are not valid.", errors: ["email: …"] };
    logFailedCall(
      { request: post("/newsletter"), context },
      "newsletter subscription failed",
      new ApiError(400, answer),
    );
    expect(lines).toEqual([
      {
        level: "warn",
        details: { answer, page: "POST /newsletter" },
        message: "newsletter subscription failed",
      },
    ]);
  });

  it("logs the API's own failure and anything else as an error, whole", () => {
    const { context, lines } = loggedPage();
    const failed = new ApiError(503, undefined);
    const broken = new TypeError("fetch failed");
    logFailedCall({ request: post("/contact"), context }, "contact message failed", failed);
    logFailedCall({ request: post("/newsletter"), context }, "newsletter subscription failed", broken);
    expect(lines).toEqual([
      { level: "error", details: { err: failed, page: "POST /contact" }, message: "contact message failed" },
      {
        level: "error",
        details: { err: broken, page: "POST /newsletter" },
        message: "newsletter subscription failed",
      },
    ]);
  });
});
