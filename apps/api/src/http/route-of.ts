import type { RouteDefinition } from "@oja/contracts/routes";

// A route of the contracts' table as Fastify registers it (decision 025): its method, its path and the
// schemas the API validates with come from the table, which the web's client calls by; the route file
// keeps what only the API says of it (tags, summary, description, security), its guard and its handler.

/** What a route file says of a route in the OpenAPI document. */
export interface RouteWords {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
}

type Present<Name extends string, Schema> = Schema extends object ? { [Key in Name]: Schema } : unknown;

export type RouteOf<R extends RouteDefinition, Words extends RouteWords> = {
  method: R["method"];
  url: R["path"];
  schema: Words &
    Present<"params", R["params"]> &
    Present<"querystring", R["query"]> &
    Present<"body", R["body"]> & { response: R["answers"] };
};

export function routeOf<const R extends RouteDefinition, Words extends RouteWords>(
  route: R,
  words: Words,
): RouteOf<R, Words> {
  return {
    method: route.method,
    url: route.path,
    schema: {
      ...words,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.answers,
    },
  } as RouteOf<R, Words>;
}
