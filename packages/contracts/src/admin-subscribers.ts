import { z } from "zod";
import { adminPageSize } from "./admin.ts";
import { envelopeSchema, paginationSchema, pagingQuery } from "./api.ts";

// The admin area's newsletter subscribers (docs/architecture.md §8), as JSON pages or one CSV file.

export const adminSubscriberListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  /** `csv`: every subscriber as a CSV file, as `Accept: text/csv` asks. */
  format: z.enum(["json", "csv"], { error: "must be json or csv" }).optional(),
});

export const adminSubscriberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListResponseSchema = envelopeSchema(
  z.object({ subscribers: z.array(adminSubscriberSchema), pagination: paginationSchema }),
);
/** The same list as a file, every subscriber: a header line, then one line each. */
export const adminSubscribersCsvSchema = z.string().meta({
  description: "CSV: name,email,subscribed_at, then one line per subscriber in the order they joined",
});
