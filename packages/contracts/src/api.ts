import { z } from "zod";
import { highestPage } from "./shop.ts";

// The wire envelope of docs/architecture.md §2: every body has `status` (the HTTP status) and `message`.

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{status, message, data}` around a payload schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export const messageBodySchema = z.object({ status: z.number().int(), message: z.string() });

/** Query-string page and limit: strict, so nonsense answers 400 instead of a surprise. */
export function pagingQuery(defaultLimit: number, maxLimit = 100) {
  return {
    page: z.coerce
      .number()
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .max(highestPage)
      .default(1),
    limit: z.coerce
      .number()
      .int("limit must be a whole number")
      .min(1, "limit must be 1 or more")
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  };
}

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** A path's id: a UUID, or 400 saying what it should have been. */
export function idParamSchema(what: string) {
  return z.uuid(`must be ${what}`);
}

/** The path of a `users/{userId}/…` call. */
export const userPathSchema = z.object({ userId: idParamSchema("a user's id") });

/** The path of a `users/{userId}/…/{productId}` call (cart and wishlist). */
export const userProductPathSchema = userPathSchema.extend({ productId: idParamSchema("a product's id") });
