import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase } from "../test/test-app.ts";

// Every answer of the process says "nosniff", and in production "HTTPS only, for a year": the API's
// successes and errors, the photos, a page, and the answers Node gives before Fastify.

const strictTransport = "max-age=31536000; includeSubDomains";

/** The API (which serves the photos) with a stand-in for the pages' catch-all mounted, as server.ts does. */
async function shopIn(nodeEnv: "production" | "test") {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "oja-headers-"));
  const config = await loadConfig({
    NODE_ENV: nodeEnv,
    APP_KEYS: developmentAppKey,
    JWT_SECRET: "test-secret-test-secret-test-secret-123",
    PUBLIC_URL: "https://shop.example",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
  });
  const { app, photos } = await buildApp({ config, database, logger: false, pollMail: false });
  await photos.store.put("products/ikoyi-loafer-1200.webp", Buffer.from("RIFF0000WEBPVP8 "), "image/webp");
  app.get("/*", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<p>a page</p>"));
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const answersToCheck = [
  { what: "an API call", url: `${apiBasePath}/products`, status: 200 },
  { what: "the health check", url: `${apiBasePath}/health`, status: 200 },
  { what: "a refused API call (no app key)", url: `${apiBasePath}/products`, status: 401, bare: true },
  { what: "an unknown API call", url: `${apiBasePath}/no-such-call`, status: 404 },
  { what: "an uploaded image", url: "/uploads/products/ikoyi-loafer-1200.webp", status: 200 },
  { what: "a missing upload", url: "/uploads/products/none.webp", status: 404 },
  { what: "a page", url: "/shop", status: 200 },
  { what: "an undecodable address", url: "/products/%ff", status: 400 },
];

/** A request with headers larger than Node accepts: answered before Fastify sees it. */
async function oversizedHeaders(port: number) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `${apiBasePath}/health`,
        headers: { "x-padding": "a".repeat(20_000) },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve({ status: incoming.statusCode, ...incoming.headers }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("the headers on every answer", () => {
  it("in production: nosniff and Strict-Transport-Security for a year with the subdomains", async () => {
    const shop = await shopIn("production");
    try {
      for (const { what, url, status, bare } of answersToCheck) {
        const answer = await shop.app.inject({
          url,
          headers: bare ? {} : { [appKeyHeader]: developmentAppKey },
        });
        expect(answer.statusCode, what).toBe(status);
        expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
        expect(answer.headers["strict-transport-security"], what).toBe(strictTransport);
      }
      await shop.app.listen({ host: "127.0.0.1", port: 0 });
      const refused = await oversizedHeaders((shop.app.server.address() as AddressInfo).port);
      expect(refused).toMatchObject({
        status: 431,
        "x-content-type-options": "nosniff",
        "strict-transport-security": strictTransport,
      });
    } finally {
      await shop.close();
    }
  });

  it("elsewhere: nosniff, and no HSTS, which would bind a developer's localhost to https", async () => {
    const shop = await shopIn("test");
    try {
      for (const { what, url, status, bare } of answersToCheck) {
        const answer = await shop.app.inject({
          url,
          headers: bare ? {} : { [appKeyHeader]: developmentAppKey },
        });
        expect(answer.statusCode, what).toBe(status);
        expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
        expect(answer.headers["strict-transport-security"], what).toBeUndefined();
      }
    } finally {
      await shop.close();
    }
  });
});
