import { apiBasePath } from "@oja/contracts/http";
import { type RouteDefinition, routes } from "@oja/contracts/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// The contracts' route table and the API agree (decision 025): every call of the table is a route of
// the API with its method, path, parameters, body and answers, and every route of the API a client
// calls is in the table. Routes registered through `routeOf` agree by construction; this holds the
// others to the table too.

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

let shop: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  shop = await createTestApp();
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

describe("the route table", () => {
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
    const outside = new Set([`GET ${apiBasePath}/health`, `POST ${apiBasePath}/payments/webhook/paystack`]);
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((call) => !inTable.has(call) && !outside.has(call))).toEqual([]);
  });
});
