import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type RouteDefinition, routes } from "./routes.ts";

// The route table as both ends read it: every entry is a route, each path parameter has its schema,
// and no two entries are the same call (the subscribers' CSV is the one call with two answers).

function entriesOf(table: object, prefix = ""): [string, RouteDefinition][] {
  return Object.entries(table).flatMap(([name, value]): [string, RouteDefinition][] =>
    "method" in value
      ? [[`${prefix}${name}`, value as RouteDefinition]]
      : entriesOf(value, `${prefix}${name}.`),
  );
}

const entries = entriesOf(routes);

describe("the route table", () => {
  it("names each path parameter in the route's params schema, and nothing else", () => {
    for (const [name, route] of entries) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it("holds each call once, by its method, path and kind of answer", () => {
    const calls = entries.map(([, route]) => `${route.method} ${route.path} ${route.produces ?? "json"}`);
    expect(new Set(calls).size).toBe(calls.length);
  });
});
