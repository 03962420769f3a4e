import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { keptLog } from "../../test/kept-log.ts";
import { newClient, newShopperDetails } from "../../test/shoppers.ts";
import { createTestApp, createTestDatabase, type TestApp } from "../../test/test-app.ts";

// Passwords, tokens and codes stay where they belong: never in the logs, a code never in an answer.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

/** Every string in a parsed log line, keys included; numbers are left out. */
function textValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...textValues(inner)]);
  }
  return [];
}

describe("secrets stay out of the logs", () => {
  it("logs no password, token or code, even at trace level", async () => {
    const { logger, lines } = keptLog("trace");
    const database = await createTestDatabase();
    const config = await loadConfig({
      NODE_ENV: "test",
      DATA_DIR: shop.config.DATA_DIR,
      JWT_SECRET: "log-test-secret-log-test-secret-123",
    });
    const sent: string[] = [];
    const { app, mail } = await buildApp({
      config,
      database,
      logger,
      pollMail: false,
      mailTransport: {
        describe: "memory",
        async send(email) {
          sent.push(email.text);
          return {};
        },
      },
    });
    const call = (
      method: "GET" | "POST",
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method,
        url: `${apiBasePath}${url}`,
        payload,
        headers: { [appKeyHeader]: developmentAppKey, ...newClient(), ...headers },
      });
    try {
      const details = newShopperDetails();
      await call("POST", "/users/register", details);
      await mail.flush();
      const otp = sent.at(-1)?.match(/^(\d{6})$/m)?.[1] ?? "";
      await call("POST", "/users/verify-otp", {
        email: details.email,
        otp: otp === "000000" ? "111111" : "000000",
      });
      await call("POST", "/users/verify-otp", { email: details.email, otp });
      await call("POST", "/users/signin", { email: details.email, password: "Wrong#Pass1" });
      const signedIn = (await call("POST", "/users/signin", details)).json().data;
      await call("GET", "/users/me", undefined, { cookie: `ocToken=${signedIn.token}` });
      await call("POST", "/users/refresh-token", { refreshToken: signedIn.refreshToken });
      await call("POST", "/users/signout", {}, { authorization: `Bearer ${signedIn.token}` });

      // Only the log's text is searched: a six-digit code can turn up by chance
      // in the digits of a timestamp or a response time.
      const loggedText = lines
        .join("")
        .split("\n")
        .filter(Boolean)
        .flatMap((line) => textValues(JSON.parse(line)))
        .join("\n");
      expect(loggedText).toContain("incoming request");
      for (const secret of [details.password, "Wrong#Pass1", otp, signedIn.token, signedIn.refreshToken]) {
        expect(secret.length).toBeGreaterThan(0);
        expect(loggedText).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("a code lives in the account's e-mail only", () => {
  it("is never in an API answer", async () => {
    const details = newShopperDetails();
    const client = newClient();
    const answers = [
      await shop.post("/users/register", details, client),
      await shop.post("/users/send-otp", { email: details.email }, client),
      await shop.post("/users/signin", { email: details.email, password: details.password }, client),
    ];
    const codes = (await shop.deliveredEmails())
      .filter((email) => email.to === details.email)
      .map((email) => email.text.match(/^(\d{6})$/m)?.[1] ?? "");
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      for (const answer of answers) expect(answer.body).not.toContain(code);
    }
  });
});
