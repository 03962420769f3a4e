import type { z } from "zod";

// One call of the API as both of its ends know it (decision 025): its method and path, the schemas of
// what it takes and the schema of each answer. The web's page server calls the API by these, and the
// API registers its routes from them (`routeOf`), so a path, a parameter or an answer's shape is
// written once.

export type RouteMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The names of a path's `:parameters`: "/users/:userId/cart" → "userId". */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RouteDefinition {
  method: RouteMethod;
  /** Under `/api/v1`, with `:name` for each path parameter. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body. A multipart call (a photo) has none here: its parts are read by the API itself. */
  body?: z.ZodType;
  consumes?: "multipart/form-data";
  /** An answer that is not JSON (a CSV or a PDF file): its schema describes the file. */
  produces?: "text/csv" | "application/pdf";
  /** The schema of each successful answer, by status. */
  answers: { 200?: z.ZodType; 201?: z.ZodType };
}

type ParamNames<R extends RouteDefinition> = PathParamNames<R["path"]>;
type SchemaKeys<Schema> = Schema extends z.ZodType ? keyof z.input<Schema> : never;

/** A path with parameters has a params schema naming exactly them; a path without has none. */
type ParamsOfPath<R extends RouteDefinition> = [ParamNames<R>] extends [never]
  ? { params?: never }
  : [SchemaKeys<R["params"]>] extends [ParamNames<R>]
    ? [ParamNames<R>] extends [SchemaKeys<R["params"]>]
      ? unknown
      : { params: `a schema of exactly: ${ParamNames<R>}` }
    : { params: `a schema of exactly: ${ParamNames<R>}` };

export function defineRoute<const R extends RouteDefinition>(route: R & ParamsOfPath<R>): R {
  return route;
}

/** What a route answers when it succeeds, as its schemas give it (a CSV answer is its text). */
export type RouteAnswer<R extends RouteDefinition> = {
  [Status in keyof R["answers"]]: R["answers"][Status] extends z.ZodType
    ? z.output<R["answers"][Status]>
    : never;
}[keyof R["answers"]];

/** What a call of the route puts in its path: each parameter as the text it is. */
export type RouteParams<R extends RouteDefinition> = Record<PathParamNames<R["path"]>, string>;

/** The query a call of the route may send, as its schema takes it. */
export type RouteQuery<R extends RouteDefinition> = R["query"] extends z.ZodType
  ? z.input<R["query"]>
  : never;

/** The body a call of the route sends, as its schema takes it. */
export type RouteBody<R extends RouteDefinition> = R["body"] extends z.ZodType ? z.input<R["body"]> : never;

/** The body's field names, each with any value: a form passed on for the API to judge by the schema. */
export type RouteBodyFields<R extends RouteDefinition> = { [Name in keyof RouteBody<R>]?: unknown };
