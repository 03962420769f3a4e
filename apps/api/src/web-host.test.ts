import { sessionCookies } from "@oja/contracts/accounts";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { keptLog } from "./test/kept-log.ts";
import { lastCodeSentTo, newShopperDetails } from "./test/shoppers.ts";
import { createTestApp, createTestDatabase, type TestApp } from "./test/test-app.ts";
import { inProcessApi, pagePatterns } from "./web-host.ts";

// The pages reach the API in-process: what they get must be what a call over the network would get.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop.close();
});

function apiRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1${apiBasePath}${path}`, {
    method,
    headers: {
      [appKeyHeader]: developmentAppKey,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

describe("the pages' in-process way to the API", () => {
  it("answers with the API's status, body and every Set-Cookie header", async () => {
    const api = inProcessApi(shop.app);
    const details = newShopperDetails();
    const registered = await api(apiRequest("POST", "/users/register", details));
    expect(registered.status).toBe(201);
    const otp = await lastCodeSentTo(shop, details.email);
    expect((await api(apiRequest("POST", "/users/verify-otp", { email: details.email, otp }))).status).toBe(
      201,
    );

    const signedIn = await api(
      apiRequest("POST", "/users/signin", { email: details.email, password: details.password }),
    );
    expect(signedIn.status).toBe(201);
    expect(await signedIn.json()).toMatchObject({ data: { user: { email: details.email } } });
    const names = signedIn.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(Object.values(sessionCookies)));
  });

  it("passes the app-key check and the error envelope through unchanged", async () => {
    const api = inProcessApi(shop.app);
    const refused = await api(new Request(`http://127.0.0.1${apiBasePath}/settings/default`));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 401, message: expect.any(String) });
  });

  it("carries the shopper's address the page server resolved, for the per-client limits", async () => {
    const database = await createTestDatabase();
    const { app } = await buildApp({ config: shop.config, database, logger: false, pollMail: false });
    const seen: string[] = [];
    app.addHook("onResponse", async (request) => {
      seen.push(request.ip);
    });
    try {
      await inProcessApi(app)(apiRequest("GET", "/health", undefined, { "x-forwarded-for": "198.51.100.7" }));
      expect(seen).toEqual(["198.51.100.7"]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("logs each of a page's calls under an id of its own that begins with the page's", async () => {
    const database = await createTestDatabase();
    const { logger, entries } = keptLog("info");
    const { app } = await buildApp({ config: shop.config, database, logger, pollMail: false });
    try {
      const api = inProcessApi(app, {}, "the-page-request");
      const answers = await Promise.all([
        api(apiRequest("GET", "/health")),
        api(apiRequest("GET", "/health")),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const logged = entries()
        .filter((line) => line.msg === "incoming request")
        .map((line) => line.reqId);
      expect(logged.sort()).toEqual(["the-page-request.1", "the-page-request.2"]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("still answers a page that renders while the process stops", async () => {
    const database = await createTestDatabase();
    const { app } = await buildApp({ config: shop.config, database, logger: false, pollMail: false });
    let status = 0;
    // preClose runs once the app is closing, before it stops: where a page under way would ask.
    app.addHook("preClose", async () => {
      status = (await inProcessApi(app)(apiRequest("GET", "/products?limit=2"))).status;
    });
    await app.ready();
    await app.close();
    await database.close();
    expect(status).toBe(200);
  });
});

describe("the pages' route label in the metrics", () => {
  // As the build's route table has them: a layout, an index page, a page with a parameter, the splat.
  const routes = {
    root: { id: "root", path: "" },
    "routes/layout": { id: "routes/layout", parentId: "root" },
    "routes/home": { id: "routes/home", parentId: "routes/layout", index: true },
    "routes/product": { id: "routes/product", parentId: "routes/layout", path: "products/:slug" },
    "routes/orders": { id: "routes/orders", parentId: "routes/layout", path: "account/orders/:orderId" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  };
  const patternOf = pagePatterns({ routes } as unknown as Parameters<typeof pagePatterns>[0]);

  it("names a page by its route's pattern, never its address, and the not-found page as unmatched", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/products/ikoyi-penny-loafer")).toBe("/products/:slug");
    expect(patternOf("/products/another-one")).toBe("/products/:slug");
    expect(patternOf("/account/orders/123")).toBe("/account/orders/:orderId");
    expect(patternOf("/no/such/page")).toBe("unmatched");
  });
});
