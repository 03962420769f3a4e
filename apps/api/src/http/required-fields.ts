import { adminEveryFieldMessage } from "@oja/contracts/admin";
import {
  absentFields,
  missingFields,
  missingFieldsMessage,
  requiredFieldMessage,
} from "@oja/contracts/rules";
import type { FastifyRequest } from "fastify";
import { badRequest } from "./problem.ts";

/**
 * A preValidation hook, run before the body's schema: a form with blank or absent fields gets one
 * sentence (docs/product.md §5's "You have missing required fields" unless the form has its own), naming each
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

/**
 * A preValidation hook of a admin `PUT` (docs/decisions/022-admin-resources-round-trip.md): the
 * body replaces the record, so one that leaves fields out is a 400 naming each, never a change that
 * quietly resets them to a default.
 */
export function requireEveryField(body: { shape: Record<string, unknown> }) {
  const fields = Object.keys(body.shape);
  return async (request: FastifyRequest) => {
    const absent = absentFields(request.body, fields);
    if (absent.length > 0) {
      throw badRequest(
        adminEveryFieldMessage,
        absent.map((field) => `${field}: ${requiredFieldMessage}`),
      );
    }
  };
}
