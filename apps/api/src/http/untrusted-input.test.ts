import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import SwaggerParser from "@apidevtools/swagger-parser";
import { apiBasePath } from "@oja/contracts/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { seedDemoData } from "../demo-shop/seed.ts";
import { sessions, users } from "../domains/accounts/accounts.schema.ts";
import { contactMessages, newsletterSubscriptions } from "../domains/content/content.schema.ts";
import { outboxEmails } from "../domains/mail/mail.schema.ts";
import { newClient, type SignedInShopper, signedInShopper } from "../test/shoppers.ts";
import { createTestApp, createTestDatabase, type TestApp } from "../test/test-app.ts";

// What a hostile or careless client can send to any call: text far longer than a field holds,
// patterns built to make a regular expression backtrack, control characters, undecodable addresses,
// headers too large, bodies in another charset. Each gets a quick 4xx in the envelope and changes
// nothing; none stalls the API for other shoppers or ends in a 500.

let shop: TestApp;
let shopper: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  shopper = await signedInShopper(shop);
});
afterAll(() => shop.close());

type Field = "email" | "text" | "name" | "password" | "phone" | "otp" | "language" | "token";

interface Call {
  method: "POST" | "PUT";
  /** `{userId}` stands for the signed-in shopper's id. */
  path: string;
  fields: Record<string, Field>;
  signedIn?: boolean;
}

/** An id in the shape of a product's or a cart line's; the calls below are refused before it is looked up. */
const someId = "00000000-0000-4000-8000-000000000000";

/** Every call that reads text from a body, with a valid value of each field's kind. */
const calls: Call[] = [
  {
    method: "POST",
    path: "/users/register",
    fields: { firstName: "name", lastName: "name", email: "email", password: "password" },
  },
  { method: "POST", path: "/users/check-email", fields: { email: "email" } },
  { method: "POST", path: "/users/send-otp", fields: { email: "email" } },
  { method: "POST", path: "/users/verify-otp", fields: { email: "email", otp: "otp" } },
  { method: "POST", path: "/users/signin", fields: { email: "email", password: "password" } },
  { method: "POST", path: "/users/refresh-token", fields: { refreshToken: "token" } },
  { method: "POST", path: "/users/forgot-password", fields: { email: "email" } },
  {
    method: "POST",
    path: "/users/reset-password",
    fields: { email: "email", otp: "otp", password: "password" },
  },
  {
    method: "PUT",
    path: "/users/change-password",
    fields: { email: "email", password: "password" },
    signedIn: true,
  },
  {
    method: "PUT",
    path: "/users/{userId}",
    fields: { firstName: "name", lastName: "name", email: "email", preferredLanguage: "language" },
    signedIn: true,
  },
  {
    method: "POST",
    path: "/contact/messages",
    fields: { name: "text", phoneNumber: "phone", email: "email", subject: "text", message: "text" },
  },
  { method: "POST", path: "/newsletter/subscriptions", fields: { name: "text", email: "email" } },
  {
    method: "POST",
    path: `/users/{userId}/cart/items/${someId}`,
    fields: { size: "text", color: "text" },
    signedIn: true,
  },
  {
    method: "PUT",
    path: `/users/{userId}/cart/items/${someId}`,
    fields: { size: "text", color: "text" },
    signedIn: true,
  },
];

const contactCall = calls.find((call) => call.path === "/contact/messages") as Call;

const validValue: Record<Field, string> = {
  email: "ada@ojaleather.ng",
  text: "Ada",
  name: "Ada",
  password: "Leather#2026",
  phone: "08035550142",
  otp: "123456",
  language: "en",
  token: "a-refresh-token",
};

/** A value of `size` characters shaped to make the field's natural pattern backtrack. */
function crafted(kind: Field, size: number): string {
  const repeat = (unit: string, tail = "") =>
    unit.repeat(Math.floor((size - tail.length) / unit.length)) + tail;
  switch (kind) {
    case "email":
      return `a@${repeat("a.", "@")}`;
    case "name":
      return repeat("a-", "!");
    case "phone":
    case "otp":
      return repeat("1", "x");
    case "language":
      return repeat("ab-", "!");
    default:
      return repeat("a ", "\u0007");
  }
}

function bodyOf(call: Call, overrides: Record<string, string> = {}) {
  return {
    ...Object.fromEntries(Object.entries(call.fields).map(([field, kind]) => [field, validValue[kind]])),
    ...(call.signedIn ? { email: shopper.email } : {}),
    ...overrides,
  };
}

function send(call: Call, payload: unknown) {
  return shop.call({
    method: call.method,
    url: call.path.replace("{userId}", shopper.id),
    payload: payload as string,
    headers: {
      ...newClient(),
      ...(call.signedIn ? { authorization: shopper.headers.authorization ?? "" } : {}),
    },
  });
}

const everyField = calls.flatMap((call) =>
  Object.entries(call.fields).map(([field, kind]) => ({ call, field, kind })),
);

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; milliseconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, milliseconds: performance.now() - started };
}

describe("text longer than any field holds", () => {
  it.each(
    everyField.map((entry) => [`${entry.call.method} ${entry.call.path} ${entry.field}`, entry] as const),
  )(
    "%s: a 100 kB crafted value gets a quick 413, and a crafted value within the body limit a quick 400",
    async (_name, { call, field, kind }) => {
      const huge = await timed(() => send(call, bodyOf(call, { [field]: crafted(kind, 100_000) })));
      expect(huge.result.statusCode).toBe(413);
      expect(huge.result.json()).toEqual({ status: 413, message: "The request body is too large." });
      // Before: 9 s for one such address, during which /health waited too.
      expect(huge.milliseconds).toBeLessThan(1000);

      const large = await timed(() => send(call, bodyOf(call, { [field]: crafted(kind, 15_000) })));
      expect(large.result.statusCode, large.result.body).toBe(400);
      expect(large.result.json().errors).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}: `))]),
      );
      expect(large.milliseconds).toBeLessThan(1000);
    },
  );

  it("answers an over-long query or path quickly, in the envelope", async () => {
    const query = await shop.get(`/products?q=${crafted("text", 100_000).replace("\u0007", "")}`);
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual(["q: q must be at most 100 characters"]);
    const path = await shop.get(`/products/${"a".repeat(5000)}`);
    // Longer than the router matches a path part: no call has such a path.
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({ status: 404, message: "There is no such API call." });
  });

  it("lets a contact message of 5,000 characters in any script through", async () => {
    const message = "Ẹ kú iṣẹ́ o! ".repeat(385).slice(0, 5000);
    const response = await send(contactCall, bodyOf(contactCall, { message }));
    expect(response.statusCode).toBe(201);
  });
});

describe("control characters", () => {
  it.each(
    everyField.map((entry) => [`${entry.call.method} ${entry.call.path} ${entry.field}`, entry] as const),
  )("%s: a NUL byte gets 400 naming the field, and nothing is written", async (_name, { call, field }) => {
    const before = await rowCounts();
    const response = await send(call, bodyOf(call, { [field]: `${validValue.text}\u0000` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: "Some of the details sent hold characters that are not allowed.",
      errors: [`${field}: must not contain control characters`],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ["/products?q=%00", "query q"],
    ["/products?q=bag%1B", "query q"],
    ["/products/%00", "path slugOrId"],
    ["/products/luxurious-voyager-bag%00", "path slugOrId"],
    ["/products/%00/reviews", "path productId"],
    ["/settings/%00", "path id"],
    ["/offices/%00", "path id"],
  ])("GET %s answers 400 naming the %s", async (url, field) => {
    const response = await shop.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([`${field}: must not contain control characters`]);
  });

  it("keeps line breaks and tabs in a contact message", async () => {
    const response = await send(
      contactCall,
      bodyOf(contactCall, { message: "Good day,\r\n\tI would like a bespoke bag." }),
    );
    expect(response.statusCode).toBe(201);
  });
});

async function rowCounts() {
  const tables = { users, sessions, contactMessages, newsletterSubscriptions, outboxEmails };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await shop.db.$count(table);
  return counts;
}

describe("requests the router or the parser cannot read", () => {
  it("answers an undecodable path with the 400 envelope", async () => {
    for (const url of ["/products/%ff", "/products/%E0%A4%A", "/settings/%"]) {
      const response = await shop.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: "This address is not valid: it cannot be decoded.",
      });
    }
  });

  it("refuses a JSON body declared in another charset with 415, and reads UTF-8 as before", async () => {
    for (const charset of ["latin1", "ISO-8859-1", "utf-16", '"windows-1252"']) {
      const response = await shop.call({
        method: "POST",
        url: "/users/check-email",
        payload: '{"email":"ada@ojaleather.ng"}',
        headers: { ...newClient(), "content-type": `application/json; charset=${charset}` },
      });
      expect(response.statusCode, charset).toBe(415);
      expect(response.json()).toEqual({ status: 415, message: "Send the JSON body in UTF-8." });
    }
    for (const contentType of [
      "application/json; charset=utf-8",
      "application/json;charset=UTF8",
      "application/json",
    ]) {
      const response = await shop.call({
        method: "POST",
        url: "/users/check-email",
        payload: '{"email":"nobody-yet@ojaleather.ng"}',
        headers: { ...newClient(), "content-type": contentType },
      });
      expect(response.statusCode, contentType).toBe(200);
    }
  });

  it("answers headers too large for the server with the 431 envelope", async () => {
    await shop.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: `${apiBasePath}/health`,
          headers: { "x-padding": "a".repeat(20_000) },
        },
        (incoming) => {
          let body = "";
          incoming.on("data", (chunk) => {
            body += chunk;
          });
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode ?? 0, type: incoming.headers["content-type"] ?? "", body }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ status: 431, message: "The request's headers are too large." });
  });
});

describe("the published OpenAPI document", () => {
  it("passes a standard validator and lists only API calls, also with the photos and pages mounted", async () => {
    const database = await createTestDatabase();
    const { app } = await buildApp({ config: shop.config, database, logger: false, pollMail: false });
    try {
      // The page server (web-host.ts) mounts a catch-all like this one beside the API; the document
      // once listed it as the path `{*}`, which validators and client generators refuse.
      app.get("/*", async () => "a page");
      const response = await app.inject({ method: "GET", url: `${apiBasePath}/openapi.json` });
      const document = response.json();
      const paths = Object.keys(document.paths);
      expect(paths.length).toBeGreaterThan(10);
      expect(paths.filter((path) => !path.startsWith(`${apiBasePath}/`) || path.includes("*"))).toEqual([]);
      await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
