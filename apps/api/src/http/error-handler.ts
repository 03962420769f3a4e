import type { ErrorBody } from "@oja/contracts/api";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseRetryAfterSeconds, isDatabaseUnreachable } from "./database-outage.ts";
import { Problem } from "./problem.ts";

// One error handler for the whole API: expected problems keep their status and message; anything
// unexpected is logged with the request id and answered 500 without internals. A logged failure names its
// request (method and address), which the log's "incoming request" line does only at the info level.

const validationPlaces: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "headers",
};

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error, req: request }, "the database is unreachable");
    reply.header("retry-after", String(databaseRetryAfterSeconds));
    return reply
      .code(503)
      .type("application/json; charset=utf-8")
      .send({
        status: 503,
        message: "The shop is briefly unavailable. Please try again in a few seconds.",
      } satisfies ErrorBody);
  }
  const body = toErrorBody(error, request);
  if (body.status >= 500) request.log.error({ err: error, req: request }, "request failed");
  return reply.code(body.status).type("application/json; charset=utf-8").send(body);
}

function toErrorBody(error: unknown, request: FastifyRequest): ErrorBody {
  if (error instanceof Problem) {
    return {
      status: error.status,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    if (error.validationContext === "body" && request.body === undefined) {
      return { status: 400, message: "The request body is empty; send a JSON object." };
    }
    const place = validationPlaces[error.validationContext ?? "body"] ?? "request";
    const errors = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      return field ? `${field}: ${issue.message}` : `${place}: ${issue.message}`;
    });
    return { status: 400, message: "Some of the details sent are not valid.", errors };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return { status: 400, message: "The request body is not valid JSON." };
  }
  if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return { status: 413, message: "The request body is too large." };
  }
  if (status >= 400 && status < 500) {
    return { status, message: fastifyError.message ?? "The request could not be handled." };
  }
  return {
    status: 500,
    message: "Something went wrong on our side. Please try again.",
    requestId: String(request.id),
  };
}
