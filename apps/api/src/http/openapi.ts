import { errorBodySchema } from "@oja/contracts/api";
import { apiBasePath } from "@oja/contracts/http";
import { controlCharacterPattern } from "@oja/contracts/rules";
import type { RouteOptions } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { databaseRetryAfterSeconds } from "./database-outage.ts";

// The OpenAPI document says what a client can rely on, from the routes as they are registered rather
// than from 73 hand-kept lists (docs/decisions/021-an-openapi-document-a-client-can-trust.md): each
// call's refusals in the error envelope, the checks the API makes on every call (app key, control
// characters, strict query strings) as schema, and no app key where none is asked.

/**
 * The one error envelope, a component every refusal of every call points at. In zod's own registry,
 * where the fields' `.meta()` (formats, descriptions) also live, which the conversion reads from it.
 */
const errorBodyComponent = "ErrorBody";
z.globalRegistry.add(errorBodySchema, { id: errorBodyComponent });

/** What each refusal means, whichever call gives it; the call's description says when. */
const refusals: Record<number, string> = {
  400: "The request is not valid: `errors` names each field and what is wrong with it. Unknown query parameters are refused too.",
  401: "No valid `X-App-Key`, or no valid session where the call needs one.",
  403: "Signed in, but not allowed: another shopper's account, a suspended account, or the staff's calls.",
  404: "There is no such thing (see the call's description).",
  409: "Refused as things stand now (see the call's description); nothing changed.",
  413: "The body is larger than this call takes.",
  415: "The body is not of a type this call takes (JSON in UTF-8 unless the call says otherwise).",
  422: "The request cannot be carried out as it is (see the call's description); nothing changed.",
  429: "Too many attempts from this client: `message` says how long to wait.",
  500: "Something went wrong on the shop's side: `requestId` names it in the shop's logs.",
  502: "The payment provider could not be reached or refused; nothing changed.",
  503: "The database is briefly unreachable: try again after `Retry-After` seconds.",
};

const methodsWithBodies = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The refusals a call's summary or description names, such as "409 when it is sold out". */
function namedStatuses(...texts: unknown[]): number[] {
  return texts
    .flatMap((text) => (typeof text === "string" ? [...text.matchAll(/\b[45]\d\d\b/g)] : []))
    .map((match) => Number(match[0]));
}

function isSignedInCall(security: unknown): boolean {
  return (
    Array.isArray(security) && security.some((scheme) => typeof scheme === "object" && "bearer" in scheme)
  );
}

/** Every error status a route can answer, by what it reads, who may call it and what it says of itself. */
export function errorStatusesOf(route: RouteOptions): number[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const statuses = new Set<number>([500, 503, ...namedStatuses(schema.summary, schema.description)]);
  if (!route.config?.withoutAppKey) statuses.add(401);
  if (isSignedInCall(schema.security)) {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params || schema.querystring || schema.body) statuses.add(400);
  if (methods.some((method) => methodsWithBodies.has(method))) {
    for (const status of [400, 413, 415]) statuses.add(status);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].filter((status) => refusals[status] !== undefined).sort((a, b) => a - b);
}

/** Text as the API takes it: the control characters it refuses for every call, as a pattern. */
const textPattern = `^[^${controlCharacterPattern}]*$`;

type JsonSchema = Record<string, unknown>;

/**
 * Marks every string of a request's schema that has no pattern of its own with the one that refuses
 * control characters. The patterns a field already has (names, phones, e-mails, codes) leave none out.
 */
function withTextPattern(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const entry of schema) withTextPattern(entry);
    return;
  }
  if (typeof schema !== "object" || schema === null) return;
  const node = schema as JsonSchema;
  if (
    node.type === "string" &&
    node.pattern === undefined &&
    node.enum === undefined &&
    node.format !== "binary"
  ) {
    node.pattern = textPattern;
  }
  for (const key of ["properties"] as const) {
    const properties = node[key];
    if (typeof properties === "object" && properties !== null) {
      for (const child of Object.values(properties)) withTextPattern(child);
    }
  }
  for (const key of ["items", "additionalProperties", "allOf", "anyOf", "oneOf", "not"] as const) {
    withTextPattern(node[key]);
  }
}

const zodTransform = createJsonSchemaTransform({});
const zodTransformObject = createJsonSchemaTransformObject({});

type TransformArguments = Parameters<typeof zodTransform>[0] & { route: RouteOptions };

/** @fastify/swagger's `transform`: one route's operation, with its refusals and the API's checks. */
export function documentRoute(document: TransformArguments) {
  const { route, url } = document;
  // The pages' catch-all and the uploads share the app, but are no part of the API's document.
  if (!url.startsWith(`${apiBasePath}/`)) return { schema: { hide: true }, url };
  const schema = (document.schema ?? {}) as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const ownOutageAnswer = response[503] !== undefined;
  for (const status of errorStatusesOf(route)) {
    response[status] ??= {
      description: refusals[status],
      content: { "application/json": { schema: errorBodySchema } },
    };
  }
  const transformed = zodTransform({ ...document, schema: { ...schema, response } }) as {
    schema: Record<string, unknown>;
    url: string;
  };
  const out = transformed.schema;
  if (out.hide) return transformed;
  for (const place of ["params", "querystring", "body"]) withTextPattern(out[place]);
  const answers = out.response as Record<string, JsonSchema>;
  // A call whose success has no schema still answers it; @fastify/swagger only says so when nothing else is listed.
  if (!Object.keys(answers).some((status) => status.startsWith("2"))) {
    answers["200"] = { type: "null", description: "Default Response" };
  }
  // The error handler's 503 says when to come back; a call that answers 503 itself says what it says.
  const outage = answers["503"];
  if (outage && !ownOutageAnswer) {
    outage.headers = {
      "Retry-After": {
        type: "integer",
        description: `Seconds to wait, ${databaseRetryAfterSeconds} as a rule.`,
      },
    };
  }
  // Health checks and the provider's webhook are called without the app key.
  if (route.config?.withoutAppKey) out.security = [];
  return transformed;
}

/** @fastify/swagger's `transformObject`: the document, with the error envelope among its components. */
export function documentComponents(document: Parameters<typeof zodTransformObject>[0]) {
  const openapi = zodTransformObject(document);
  // The envelope is only ever answered, never sent: its input form would be a component nobody uses.
  const { components } = openapi as { components?: { schemas?: Record<string, unknown> } };
  delete components?.schemas?.[`${errorBodyComponent}Input`];
  return openapi;
}

/**
 * An `onRoute` hook: every call's query string takes only the parameters its schema names, so a
 * misspelt `pgae=2` is a 400 that says so rather than a first page that looks right.
 */
export function strictQueryStrings(route: RouteOptions): void {
  const query = route.schema?.querystring;
  if (!(query instanceof z.ZodObject)) return;
  const parameters = Object.keys(query.shape);
  const strict = z.strictObject(query.shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${issue.keys.join(", ")} ${issue.keys.length === 1 ? "is not a parameter" : "are not parameters"} of this call, which takes ${parameters.join(", ")}`
        : undefined,
  });
  route.schema = { ...route.schema, querystring: strict };
}
