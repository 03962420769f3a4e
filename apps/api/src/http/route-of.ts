import type { RouteDefinition } from "@oja/contracts/routes";
import type { z } from "zod";

// A route of the contracts' table as Fastify registers it (decision 025): its method, its path and the
// schemas the API validates with come from the table, which the web's client calls by; the route file
// keeps what only the API says of it (tags, summary, description, security, a multipart call's parts),
// its guard, its limits and its handler.

/** What a route file says of a route in the OpenAPI document. */
export interface RouteWords {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
}

/**
 * A multipart call's parts as the API's parser hands them over: the table leaves them to the API
 * (define-route.ts), so its route file gives them; any other call's body is the table's.
 */
type OwnParts<R extends RouteDefinition> = R["consumes"] extends string
  ? { body: z.ZodType }
  : { body?: never };

type Present<Name extends string, Schema> = Schema extends object ? { [Key in Name]: Schema } : unknown;

export type RouteOf<R extends RouteDefinition, Words extends RouteWords> = {
  method: R["method"];
  url: R["path"];
  schema: Words &
    Present<"consumes", R["consumes"] extends string ? R["consumes"][] : undefined> &
    Present<"params", R["params"]> &
    Present<"querystring", R["query"]> &
    Present<"body", R["body"]> & { response: R["answers"] };
};

/** The schemas made here, by which route-of.test.ts tells a route of the table from one written by hand. */
const madeFromTable = new WeakSet<object>();

export const isFromTable = (schema: unknown) =>
  typeof schema === "object" && schema !== null && madeFromTable.has(schema);

function fromTable<Schema extends object>(schema: Schema): Schema {
  madeFromTable.add(schema);
  return schema;
}

export function routeOf<const R extends RouteDefinition, Words extends RouteWords>(
  route: R,
  words: Words & OwnParts<R>,
): RouteOf<R, Words> {
  return {
    method: route.method,
    url: route.path,
    schema: fromTable({
      ...words,
      ...(route.consumes ? { consumes: [route.consumes] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.answers,
    }),
  } as RouteOf<R, Words>;
}

type FileRoute<Json extends RouteDefinition> = RouteDefinition & {
  method: Json["method"];
  path: Json["path"];
  produces: string;
};

/** Each answer of the call in both forms, JSON and the file, as the OpenAPI document gives them. */
type EitherAnswers<Json extends RouteDefinition, File extends FileRoute<Json>> = {
  [Status in keyof Json["answers"]]: {
    description: string;
    content: { "application/json": { schema: Json["answers"][Status] } } & {
      [Type in File["produces"]]: {
        schema: Status extends keyof File["answers"] ? File["answers"][Status] : never;
      };
    };
  };
};

type RouteOfJsonOrFile<
  Json extends RouteDefinition,
  File extends FileRoute<Json>,
  Words extends RouteWords,
> = Omit<RouteOf<Json, Words>, "schema"> & {
  schema: Omit<RouteOf<Json, Words>["schema"], "response"> & { response: EitherAnswers<Json, File> };
};

/**
 * One call the table names twice, by what it answers (decision 025): `json` and `file` share the
 * method, path and query, and the request chooses which the route answers. `answered` describes both.
 */
export function routeOfJsonOrFile<
  const Json extends RouteDefinition,
  const File extends FileRoute<Json>,
  Words extends RouteWords,
>(
  json: Json,
  file: File,
  words: Words & OwnParts<Json>,
  answered: string,
): RouteOfJsonOrFile<Json, File, Words> {
  const route = routeOf(json, words);
  const fileAnswers: Partial<Record<string, z.ZodType>> = file.answers;
  const response = Object.fromEntries(
    Object.entries(json.answers).map(([status, schema]) => [
      status,
      {
        description: answered,
        content: { "application/json": { schema }, [file.produces]: { schema: fileAnswers[status] } },
      },
    ]),
  );
  return { ...route, schema: fromTable({ ...route.schema, response }) } as RouteOfJsonOrFile<
    Json,
    File,
    Words
  >;
}

type FileAnswers<File extends RouteDefinition & { produces: string }> = {
  [Status in keyof File["answers"]]: {
    description: string;
    content: { [Type in File["produces"]]: { schema: File["answers"][Status] } };
  };
};

type RouteOfFile<File extends RouteDefinition & { produces: string }, Words extends RouteWords> = Omit<
  RouteOf<File, Words>,
  "schema"
> & {
  schema: Omit<RouteOf<File, Words>["schema"], "response"> & { response: FileAnswers<File> };
};

/**
 * A call that answers only a file (a receipt's PDF): the OpenAPI document gives each answer under the
 * file's type, not as JSON. `answered` describes it.
 */
export function routeOfFile<
  const File extends RouteDefinition & { produces: string },
  Words extends RouteWords,
>(file: File, words: Words & OwnParts<File>, answered: string): RouteOfFile<File, Words> {
  const route = routeOf(file, words);
  const response = Object.fromEntries(
    Object.entries(file.answers).map(([status, schema]) => [
      status,
      { description: answered, content: { [file.produces]: { schema } } },
    ]),
  );
  return { ...route, schema: fromTable({ ...route.schema, response }) } as RouteOfFile<File, Words>;
}
