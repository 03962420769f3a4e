import { missingFields, missingFieldsMessage, requiredFieldMessage } from "@oja/contracts/rules";
import type { FastifyRequest } from "fastify";
import { badRequest } from "./problem.ts";

/**
 * A preValidation hook, run before the body's schema: a form with blank or absent fields gets one
 * sentence (spec §5's "You have missing required fields" unless the form has its own), naming each
 * field, rather than the generic validation message.
 */
export function requireFields(fields: readonly string[], message = missingFieldsMessage) {
  return async (request: FastifyRequest) => {
    const missing = missingFields(request.body, fields);
    if (missing.length > 0) {
      throw badRequest(
        message,
        missing.map((field) => `${field}: ${requiredFieldMessage}`),
      );
    }
  };
}
