import { controlCharacterMessage, fieldsWithControlCharacters } from "@oja/contracts/rules";
import type { FastifyInstance } from "fastify";
import { badRequest } from "./problem.ts";

// No text with control characters reaches a route (docs/architecture.md §7: bad input gets a clear 4xx). NUL
// would otherwise fail in PostgreSQL as a 500, and the rest have no place in anything a shopper
// types. Checked once for every call, on the decoded path, the query and the JSON body.

export function refuseControlCharacters(api: FastifyInstance) {
  api.addHook("preValidation", async (request) => {
    const fields = [
      ...fieldsWithControlCharacters(request.params).map((field) => `path ${field}`),
      ...fieldsWithControlCharacters(request.query).map((field) => `query ${field}`),
      ...fieldsWithControlCharacters(request.body).map((field) => field || "body"),
    ];
    if (fields.length > 0) {
      throw badRequest(
        "Some of the details sent hold characters that are not allowed.",
        fields.map((field) => `${field}: ${controlCharacterMessage}`),
      );
    }
  });
}
