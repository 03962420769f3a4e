import SwaggerParser from "@apidevtools/swagger-parser";
import { errorBodySchema } from "@oja/contracts/api";
import { apiBasePath } from "@oja/contracts/http";
import { Ajv, type ValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../demo-shop/seed.ts";
import { newClient, type SignedInShopper, signedInOwner, signedInShopper } from "../test/shoppers.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// The OpenAPI document as a client reads it (issue 23): a valid document; every call's refusals in
// the error envelope; the rules of the fields as schema; strict query strings; and, for a few calls,
// requests generated from the document whose every answer is one the document describes.

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: Schema }>;
  security?: unknown[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let shop: TestApp;
let shopper: SignedInShopper;
let owner: SignedInShopper;
let document: Document;
let productIds: string[];
let productSlugs: string[];
/** Bodies of `POST …/cart/items/{productId}` that name a size and colour the product is made in. */
let cartLines: { productId: string; body: { size: string; color: string; quantity: number } }[];
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  shopper = await signedInShopper(shop);
  owner = await signedInOwner(shop);
  const answer = await shop.get("/openapi.json");
  expect(answer.statusCode).toBe(200);
  document = answer.json();
  const products = (await shop.get("/products?limit=100")).json().data.data as { id: string; slug: string }[];
  productIds = products.map((product) => product.id);
  productSlugs = products.map((product) => product.slug);
  const details = await Promise.all(
    products.slice(0, 5).map(async ({ slug }) => (await shop.get(`/products/${slug}`)).json().data.product),
  );
  cartLines = details.map((product) => ({
    productId: product.id,
    body: { size: product.sizes[0], color: product.colours[0], quantity: 1 },
  }));
  // Something in the cart, so that a promo code's preview has a total to work on.
  const [line] = cartLines;
  const added = await shop.send(
    "POST",
    `/users/${shopper.id}/cart/items/${line?.productId}`,
    shopper.headers,
    line?.body,
  );
  expect(added.statusCode, added.body).toBe(201);
});
afterAll(() => shop.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** The checks for load balancers answer their own short bodies, not the API's error envelope. */
const forLoadBalancers = new Set(["/api/v1/health", "/api/v1/ready"]);

const signedIn = (operation: Operation) =>
  (operation.security ?? []).some(
    (scheme) => typeof scheme === "object" && scheme !== null && "bearer" in scheme,
  );

describe("the document", () => {
  it("is a valid OpenAPI document", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("gives every call its error answers in the envelope the API sends", () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: "object",
      required: ["status", "message"],
      properties: { errors: { type: "array", items: { type: "string" } }, requestId: { type: "string" } },
    });
    const envelope = { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } };
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith("2")),
        where,
      ).toBe(true);
      for (const status of ["500", "503"]) expect(statuses, where).toContain(status);
      if (signedIn(operation)) for (const status of ["401", "403"]) expect(statuses, where).toContain(status);
      if (operation.parameters?.length || operation.requestBody) expect(statuses, where).toContain("400");
      if (operation.requestBody)
        for (const status of ["413", "415"]) expect(statuses, where).toContain(status);
      for (const status of statuses.filter(
        (status) => Number(status) >= 400 && !forLoadBalancers.has(path),
      )) {
        expect(operation.responses[status]?.content, `${where} ${status}`).toEqual(envelope);
      }
    }
    const cartAdd = document.paths["/api/v1/users/{userId}/cart/items/{productId}"]?.post;
    expect(Object.keys(cartAdd?.responses ?? {})).toEqual(
      expect.arrayContaining(["400", "401", "403", "404", "409", "500", "503"]),
    );
    expect(Object.keys(document.paths["/api/v1/users/signin"]?.post?.responses ?? {})).toContain("429");
    expect(document.paths["/api/v1/products"]?.get?.responses["503"]?.headers).toHaveProperty("Retry-After");
  });

  it("states the rules of the fields as schema: lengths, patterns, formats, no control characters", () => {
    const register = document.paths["/api/v1/users/register"]?.post?.requestBody?.content["application/json"]
      ?.schema.properties as Record<string, Schema>;
    expect(register.email).toMatchObject({ maxLength: 254, format: "email", pattern: expect.any(String) });
    expect(register.firstName).toMatchObject({ maxLength: 50, pattern: expect.stringContaining("\\p{L}") });
    expect(register.password).toMatchObject({ maxLength: 128, pattern: expect.stringContaining("(?=") });
    const contact = document.paths["/api/v1/contact/messages"]?.post?.requestBody?.content["application/json"]
      ?.schema.properties as Record<string, Schema>;
    expect(contact.phoneNumber).toMatchObject({ pattern: "^\\d{7,14}$" });
    const text = new RegExp(String(contact.message?.pattern), "u");
    expect(text.test("Dear Oja,\r\n\tthank you.")).toBe(true);
    expect(text.test("Ada\u0000")).toBe(false);
    const email = new RegExp(String(register.email?.pattern), "u");
    expect(["ada@ojaleather.ng", "a.b+shoes@mail.example.com"].every((address) => email.test(address))).toBe(
      true,
    );
    expect(
      ["ada@lagos", "ada lagos@mail.ng", "@mail.ng", "ada@@x.ng"].some((address) => email.test(address)),
    ).toBe(false);
    const address = document.paths["/api/v1/users/{userId}/addresses"]?.post?.requestBody?.content[
      "application/json"
    ]?.schema.properties as Record<string, Schema>;
    expect(address.fullName).toMatchObject({ minLength: 1, maxLength: expect.any(Number) });
    expect(address.phone).toMatchObject({ pattern: "^\\d{7,14}$" });
  });

  it("asks no app key of the health and readiness checks, and names the CSV of the subscribers", () => {
    expect(document.paths["/api/v1/health"]?.get?.security).toEqual([]);
    expect(document.paths["/api/v1/ready"]?.get?.security).toEqual([]);
    expect(document.paths["/api/v1/products"]?.get?.security).toBeUndefined();
    const subscribers = document.paths["/api/v1/admin/subscribers"]?.get?.responses["200"]?.content;
    expect(Object.keys(subscribers ?? {})).toEqual(["application/json", "text/csv"]);
    expect(subscribers?.["text/csv"]?.schema).toMatchObject({ type: "string" });
  });
});

describe("query strings", () => {
  it("are refused with 400 when they hold a parameter the call does not take, on every call", async () => {
    const lists = operations().filter(({ operation }) => operation.parameters?.some((p) => p.in === "query"));
    expect(lists.length).toBeGreaterThanOrEqual(11);
    for (const { path, method, operation } of lists) {
      const url = path
        .slice(apiBasePath.length)
        .replace("{userId}", shopper.id)
        .replace("{productId}", productIds[0] ?? "")
        .replace("{id}", shopper.id);
      const headers = path.startsWith(`${apiBasePath}/admin/`) ? owner.headers : shopper.headers;
      const first = operation.parameters?.find((parameter) => parameter.in === "query");
      // A paging number, a word where the text is required (the search's suggestions), else blank.
      const value = first?.name === "limit" || first?.name === "page" ? 1 : first?.required ? "bag" : "";
      const known = `${first?.name}=${value}`;
      const answered = await shop.send(method.toUpperCase() as "GET", `${url}?${known}`, headers);
      expect(answered.statusCode, `${path}: ${answered.body}`).toBe(200);
      const refused = await shop.send(method.toUpperCase() as "GET", `${url}?${known}&pgae=2`, headers);
      expect(refused.statusCode, path).toBe(400);
      const taken = operation.parameters
        ?.filter((parameter) => parameter.in === "query")
        .map((parameter) => parameter.name)
        .join(", ");
      expect(refused.json(), path).toEqual({
        status: 400,
        message: "Some of the details sent are not valid.",
        errors: [`query: pgae is not a parameter of this call, which takes ${taken}`],
      });
    }
  });
});

// --- Requests generated from the document ------------------------------------------------------

/** A schema with its references to the document's components written out. */
function resolved(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (typeof schema !== "object" || schema === null) return schema;
  const ref = (schema as Schema).$ref;
  if (typeof ref === "string") return resolved(document.components.schemas[ref.split("/").at(-1) ?? ""]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value)]));
}

/** Values the schema allows, by its type, range, length and pattern. */
function allowedValue(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "integer":
      return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) });
    case "number":
      return fc.double({
        min: Number(schema.minimum ?? -1000),
        max: Number(schema.maximum ?? 1000),
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, allowedValue(property)]),
        ),
        { requiredKeys: required },
      );
    }
    case "string": {
      const min = Number(schema.minLength ?? 0);
      const max = Number(schema.maxLength ?? 200);
      const text =
        typeof schema.pattern === "string"
          ? fc.stringMatching(new RegExp(schema.pattern, "u"))
          : fc.string({ unit: "grapheme", maxLength: max });
      return text.filter((value) => value.length >= min && value.length <= max);
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Mostly what the document allows, sometimes anything at all, so that refusals are tried too. */
const fieldValue = (schema: Schema, known: unknown[] = []) =>
  fc.oneof(
    { weight: 6, arbitrary: allowedValue(schema) },
    { weight: known.length > 0 ? 6 : 0, arbitrary: fc.constantFrom(...(known.length > 0 ? known : [null])) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) },
  );

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  signedIn: boolean;
}

function requestsFor(operation: Operation, known: Record<string, unknown[]>): fc.Arbitrary<Generated> {
  const parameters = operation.parameters ?? [];
  const group = (place: string) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => [parameter.name, fieldValue(parameter.schema, known[parameter.name])]),
      ),
      {
        requiredKeys: parameters
          .filter((parameter) => parameter.in === place && parameter.required)
          .map((parameter) => parameter.name),
      },
    );
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const body = bodySchema
    ? fc.oneof(
        { weight: 8, arbitrary: allowedValue(bodySchema) },
        { weight: 1, arbitrary: fc.record({ unknown: fc.string() }) },
        { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
      )
    : fc.constant(undefined);
  const extraQuery = fc.option(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.string()), { freq: 8 });
  return fc.record({
    path: group("path"),
    query: fc.tuple(group("query"), extraQuery).map(([query, extra]) => ({ ...(extra ?? {}), ...query })),
    body,
    signedIn: fc.boolean(),
  });
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    // ajv-formats is CommonJS: its default import is the plugin itself.
    (ajvFormats as unknown as (ajv: Ajv) => Ajv)(ajv);
    validate = ajv.compile(resolved(schema) as Schema);
    validators.set(key, validate);
  }
  return validate;
}

async function answerMatchesDocument(path: string, method: string, request: Generated) {
  const operation = document.paths[path]?.[method] as Operation;
  let url = path.slice(apiBasePath.length);
  for (const [name, value] of Object.entries(request.path)) {
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams(
    Object.entries(request.query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  const answer = await shop.call({
    method: method.toUpperCase() as "GET",
    url: search ? `${url}?${search}` : url,
    headers: {
      ...newClient(),
      ...(request.signedIn ? { authorization: shopper.headers.authorization ?? "" } : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const where = `${method.toUpperCase()} ${url}?${search} ${JSON.stringify(request.body)} → ${answer.statusCode} ${answer.body}`;
  expect(answer.statusCode, where).not.toBe(500);
  const documented = operation.responses[String(answer.statusCode)];
  expect(documented, `undocumented status: ${where}`).toBeDefined();
  const schema = documented?.content?.["application/json"]?.schema;
  if (schema) {
    expect(answer.headers["content-type"], where).toMatch(/^application\/json/);
    const validate = validatorFor(`${method} ${path} ${answer.statusCode}`, schema);
    expect(validate(answer.json()), `${where}\n${JSON.stringify(validate.errors)}`).toBe(true);
  }
  return answer.statusCode;
}

/**
 * A request the call answers with success, mixed in now and then, so that every run tries the success
 * as well as the refusals: forty draws of filters, pages and unknown query keys may all be refused.
 */
function succeeding(path: string): Generated | undefined {
  const plain = { path: {}, query: {}, body: undefined, signedIn: false };
  const known: Record<string, Generated> = {
    "/api/v1/products": plain,
    "/api/v1/products/{slugOrId}": { ...plain, path: { slugOrId: productSlugs[0] } },
    "/api/v1/users/signin": { ...plain, body: { email: shopper.email, password: shopper.password } },
    "/api/v1/payments/{userId}/promo-code/preview": {
      path: { userId: shopper.id },
      query: {},
      body: { code: "WELCOME10" },
      signedIn: true,
    },
  };
  return known[path];
}

describe("requests generated from the document", () => {
  const calls: [string, string, () => Record<string, unknown[]>][] = [
    ["/api/v1/products", "get", () => ({ category: ["bags", "shoes", "sandals"] })],
    ["/api/v1/products/{slugOrId}", "get", () => ({ slugOrId: [...productSlugs, ...productIds] })],
    ["/api/v1/users/signin", "post", () => ({})],
    [
      "/api/v1/users/{userId}/cart/items/{productId}",
      "post",
      () => ({ userId: [shopper.id], productId: productIds }),
    ],
    ["/api/v1/payments/{userId}/promo-code/preview", "post", () => ({ userId: [shopper.id] })],
  ];

  for (const [path, method, known] of calls) {
    it(`${method.toUpperCase()} ${path}: every answer is documented, its body as the document says`, async () => {
      const operation = document.paths[path]?.[method] as Operation;
      expect(operation).toBeDefined();
      let requests = requestsFor(operation, known());
      const success = succeeding(path);
      if (success) requests = fc.oneof(requests, fc.constant(success));
      if (path.endsWith("/cart/items/{productId}")) {
        // Now and then a size and colour the product is made in, so that lines are added too.
        requests = fc.oneof(
          requests,
          fc.tuple(requests, fc.constantFrom(...cartLines)).map(([request, line]) => ({
            ...request,
            path: { userId: shopper.id, productId: line.productId },
            body: line.body,
          })),
        );
      }
      if (path.endsWith("/promo-code/preview")) {
        requests = fc
          .tuple(requests, fc.constantFrom("WELCOME10", "LAGOS5000", undefined))
          .map(([request, code]) => (code ? { ...request, body: { code } } : request));
      }
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          seen.add(await answerMatchesDocument(path, method, request));
        }),
        { numRuns: 40 },
      );
      // The generated requests reach both the call's success and its refusals.
      const reached = [[...seen].some((status) => status < 300), [...seen].some((status) => status >= 400)];
      expect(reached, [...seen].join(", ")).toEqual([true, true]);
    }, 120_000);
  }

  it("agrees with the envelope's zod schema: what the document says of errors is what the API sends", async () => {
    const answer = await shop.get("/products?limit=0");
    expect(answer.statusCode).toBe(400);
    expect(errorBodySchema.strict().safeParse(answer.json()).success).toBe(true);
    expect(validatorFor("ErrorBody", document.components.schemas.ErrorBody)(answer.json())).toBe(true);
  });
});
