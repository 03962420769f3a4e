import { apiBasePath } from "@oja/contracts/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { openPostgres } from "./db/client.ts";
import { keptLog } from "./test/kept-log.ts";
import { createTestApp, createTestDatabase, type TestApp } from "./test/test-app.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe("the API's wire conventions", () => {
  it("refuses a call without X-App-Key with the 401 envelope", async () => {
    const response = await shop.app.inject({ method: "GET", url: `${apiBasePath}/products` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: "A valid X-App-Key header is required." });
  });

  it("refuses an unknown app key", async () => {
    const response = await shop.get("/products", { "x-app-key": "not-our-app-key" });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(401);
  });

  it("answers a malformed JSON body with 400 and a readable message", async () => {
    const response = await shop.call({
      method: "POST",
      url: "/products",
      payload: '{"name": "broken',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: "The request body is not valid JSON." });
  });

  it("lists each invalid query field in `errors`", async () => {
    const response = await shop.get("/products?page=0&limit=abc&sort=cheapest");
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(400);
    expect(body.message).toBe("Some of the details sent are not valid.");
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page: /),
        expect.stringMatching(/^limit: /),
        expect.stringMatching(/^sort: /),
      ]),
    );
  });

  it("answers unknown API paths with the 404 envelope", async () => {
    const response = await shop.get("/no-such-call");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: "There is no such API call." });
    const outside = await shop.app.inject({ method: "GET", url: "/api/v2/products" });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().status).toBe(404);
  });

  it("gives every response a request id", async () => {
    const response = await shop.get("/health");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports health with a database check, without an app key", async () => {
    const response = await shop.app.inject({ method: "GET", url: `${apiBasePath}/health` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      message: "OK",
      data: { database: expect.any(String) },
    });
  });

  it("serves the OpenAPI document built from the schemas, and its docs page", async () => {
    const document = await shop.app.inject({ method: "GET", url: `${apiBasePath}/openapi.json` });
    expect(document.statusCode).toBe(200);
    const openapi = document.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([`${apiBasePath}/products`, `${apiBasePath}/products/{slugOrId}`]),
    );
    const docs = await shop.app.inject({ method: "GET", url: `${apiBasePath}/docs/` });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("the API's documentation page", () => {
  it("carries the pages' security headers and a policy that runs no inline script", async () => {
    const response = await shop.app.inject({ method: "GET", url: `${apiBasePath}/docs/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy.match(/script-src ([^;]*)/)?.[1]).toBe("'self'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe("who the client is", () => {
  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const database = await createTestDatabase();
    const { app } = await buildApp({
      config: shop.config,
      database,
      logger: false,
      pollMail: false,
    });
    const seen: string[] = [];
    app.addHook("onResponse", async (request) => {
      seen.push(request.ip);
    });
    await app.ready();
    for (const remoteAddress of ["203.0.113.9", "127.0.0.1"]) {
      await app.inject({
        method: "GET",
        url: `${apiBasePath}/health`,
        remoteAddress,
        headers: { "x-forwarded-for": "198.51.100.1" },
      });
    }
    await app.close();
    await database.close();
    expect(seen).toEqual(["203.0.113.9", "198.51.100.1"]);
  });
});

describe("while the database is unreachable", () => {
  it("answers 503 with Retry-After and the envelope, not a 500, and logs a warning naming the request", async () => {
    // Nothing listens on port 1: every connection is refused, as during a PostgreSQL restart.
    const database = openPostgres("postgres://postgres@127.0.0.1:1/oja");
    const { logger, entries } = keptLog("warn");
    const { app } = await buildApp({ config: shop.config, database, logger, pollMail: false });
    try {
      const response = await app.inject({
        method: "GET",
        url: `${apiBasePath}/products`,
        headers: { "x-app-key": shop.config.APP_KEYS[0] ?? "" },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        status: 503,
        message: "The shop is briefly unavailable. Please try again in a few seconds.",
      });
      // At the warn level the request is named in the warning itself, with its id.
      const warnings = entries().filter((line) => line.msg === "the database is unreachable");
      expect(warnings).toEqual([
        expect.objectContaining({
          level: 40,
          reqId: expect.any(String),
          req: expect.objectContaining({ method: "GET", url: `${apiBasePath}/products` }),
        }),
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
