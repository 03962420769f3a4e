import { channel } from "node:diagnostics_channel";
import { apiBasePath } from "@oja/contracts/http";
import { type RouteDefinition, routes } from "@oja/contracts/routes";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { isFromTable, routeOf } from "./route-of.ts";

// The contracts' route table and the API agree (decision 025): every route of the API a client calls
// is registered from the table, its method, path and schemas the table's own (`routeOf`), and the
// OpenAPI document built from them names every call of the table with its parameters, body and answers.

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

let shop: TestApp;
let paths: Record<string, Record<string, Operation>>;
/** Each route the API registered, as `METHOD /api/v1/…`, and what `notFromTable` found in them. */
const registered = new Set<string>();
const astray: string[] = [];
beforeAll(async () => {
  // Fastify announces each instance it makes, so the hook is in place before the first route.
  const instances = channel("fastify.initialization");
  const watch = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      astray.push(...notFromTable(route));
    });
  };
  instances.subscribe(watch);
  try {
    shop = await createTestApp();
  } finally {
    instances.unsubscribe(watch);
  }
  paths = (await shop.get("/openapi.json")).json().paths;
});
afterAll(() => shop.close());

function entriesOf(table: object, prefix = ""): [string, RouteDefinition][] {
  return Object.entries(table).flatMap(([name, value]): [string, RouteDefinition][] =>
    "method" in value
      ? [[`${prefix}${name}`, value as RouteDefinition]]
      : entriesOf(value, `${prefix}${name}.`),
  );
}

const table = entriesOf(routes);
const documentPath = (path: string) => `${apiBasePath}${path.replace(/:(\w+)/g, "{$1}")}`;
const keysOf = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []);

/** The API's calls no client of the shop makes: for load balancers, and Paystack's. */
const outside = new Set([
  `GET ${apiBasePath}/health`,
  `GET ${apiBasePath}/ready`,
  `POST ${apiBasePath}/payments/webhook/paystack`,
]);

/** Routes under `/api/v1` that are no call at all: the document, its pages and the catch-all. */
const notCalls = (url: string) =>
  url === `${apiBasePath}/openapi.json` ||
  url.startsWith(`${apiBasePath}/docs`) ||
  url === `${apiBasePath}/*`;

const asJson = "application/json";

/**
 * What keeps a route of the API from being the table's (decision 025): a call the table lacks, a route
 * not registered through `routeOf`, or a schema that is not the table's very own (a copy, however
 * alike, can drift from it). An `onRoute` hook, so it sees each route as its file registered it.
 */
function notFromTable(route: RouteOptions): string[] {
  if (!route.url.startsWith(`${apiBasePath}/`) || notCalls(route.url)) return [];
  // Fastify's HEAD twin of each GET has the GET's schemas.
  const methods = [route.method].flat().filter((method) => method !== "HEAD");
  return methods.flatMap((method) => {
    const call = `${method} ${route.url}`;
    if (outside.has(call)) return [];
    const entries = table
      .map(([, entry]) => entry)
      .filter((entry) => entry.method === method && `${apiBasePath}${entry.path}` === route.url);
    const [entry] = entries;
    if (!entry) return [`${call}: not in the table`];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const problems = isFromTable(route.schema) ? [] : [`${call}: not registered through routeOf`];
    const places = [
      ["params", entry.params],
      ["querystring", entry.query],
      // A multipart call's parts are the API's own (define-route.ts).
      ...(entry.consumes ? [] : [["body", entry.body] as const]),
    ] as const;
    for (const [place, own] of places) {
      if (schema[place] !== own) problems.push(`${call}: its ${place} is not the table's`);
    }
    const answers = (schema.response ?? {}) as Record<string, unknown>;
    const statuses = new Set([
      ...entries.flatMap((one) => Object.keys(one.answers)),
      ...Object.keys(answers),
    ]);
    for (const status of statuses) {
      const answer = answers[status] as { content?: Record<string, { schema: unknown }> } | undefined;
      const given = answer?.content
        ? Object.entries(answer.content).map(([type, { schema: body }]) => [type, body] as const)
        : [[asJson, answer] as const];
      for (const [type, body] of given) {
        const own = entries.find((one) => (one.produces ?? asJson) === type)?.answers;
        if (body === undefined || body !== own?.[Number(status) as keyof typeof own]) {
          problems.push(`${call}: its ${status} answer (${type}) is not the table's`);
        }
      }
    }
    return problems;
  });
}

describe("the route table", () => {
  it("gives every route of the API its method, path and schemas", () => {
    const calls = table.map(([, route]) => `${route.method} ${apiBasePath}${route.path}`);
    expect(calls.filter((call) => !registered.has(call))).toEqual([]);
    expect(astray).toEqual([]);
  });

  it("is checked by a hook that finds a route written by hand, a copied schema and a call it lacks", async () => {
    const planted = Fastify().withTypeProvider<ZodTypeProvider>();
    planted.setValidatorCompiler(validatorCompiler);
    planted.setSerializerCompiler(serializerCompiler);
    const found: string[] = [];
    planted.addHook("onRoute", (route) => {
      found.push(...notFromTable(route));
    });
    const handler = async () => ({});
    await planted.register(
      async (api) => {
        api.route({ ...routeOf(routes.cart.get, { tags: ["Cart"], summary: "From the table" }), handler });
        // The table's call and its very schemas, but registered by hand.
        const { add, empty } = routes.cart;
        const cart = empty.answers[200];
        api.post(
          add.path,
          { schema: { params: add.params, body: add.body, response: { 201: add.answers[201] } } },
          handler,
        );
        // The table's call with its params and answer written again, alike but not its own, and an
        // answer it does not have.
        api.delete(
          empty.path,
          {
            schema: {
              params: z.object({ userId: z.string() }),
              response: { 200: z.object(cart.shape), 201: cart },
            },
          },
          handler,
        );
        api.put("/users/:userId/cart", { schema: { response: { 200: cart } } }, handler);
      },
      { prefix: apiBasePath },
    );
    await planted.close();
    expect(found).toEqual([
      `POST ${apiBasePath}/users/:userId/cart/items/:productId: not registered through routeOf`,
      `DELETE ${apiBasePath}/users/:userId/cart: not registered through routeOf`,
      `DELETE ${apiBasePath}/users/:userId/cart: its params is not the table's`,
      `DELETE ${apiBasePath}/users/:userId/cart: its 200 answer (application/json) is not the table's`,
      `DELETE ${apiBasePath}/users/:userId/cart: its 201 answer (application/json) is not the table's`,
      `PUT ${apiBasePath}/users/:userId/cart: not in the table`,
    ]);
  });

  it("names routes of the API, with their parameters, body and answers", () => {
    for (const [name, route] of table) {
      const operation = paths[documentPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      const parameters = (where: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => parameter.name)
          .sort();
      expect(parameters("path"), name).toEqual(keysOf(route.params));
      expect(parameters("query"), name).toEqual(keysOf(route.query));
      expect(Object.keys(operation.requestBody?.content ?? {}), name).toEqual(
        route.consumes ? [route.consumes] : route.body ? ["application/json"] : [],
      );
      for (const status of Object.keys(route.answers)) {
        expect(Object.keys(operation.responses[status]?.content ?? {}), `${name} ${status}`).toContain(
          route.produces ?? "application/json",
        );
      }
    }
  });

  it("holds every call a client of the shop makes", () => {
    const inTable = new Set(table.map(([, route]) => `${route.method} ${documentPath(route.path)}`));
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((call) => !inTable.has(call) && !outside.has(call))).toEqual([]);
  });
});
