import { idempotencyKeyHeader, idempotencyKeySchema } from "@oja/contracts/orders";
import type { FastifyRequest } from "fastify";
import { badRequest } from "./problem.ts";

/** The request's Idempotency-Key, if it sent one; 400 for one that cannot be a key. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[idempotencyKeyHeader];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Idempotency-Key is not valid";
    throw badRequest(message, [`Idempotency-Key: ${message}`]);
  }
  return parsed.data;
}
