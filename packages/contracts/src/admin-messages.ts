import { z } from "zod";
import { adminPageSize } from "./admin.ts";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";

// The admin area's contact messages (docs/architecture.md §8): waiting or handled.

export const adminMessageListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  /** true: handled only; false: waiting only; absent: all. */
  handled: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
});
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const adminMessagePathSchema = z.object({ id: idParamSchema("a message's id") });

export const adminMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageResponseSchema = envelopeSchema(adminMessageSchema);
export const adminMessageListResponseSchema = envelopeSchema(
  z.object({ messages: z.array(adminMessageSchema), pagination: paginationSchema }),
);
