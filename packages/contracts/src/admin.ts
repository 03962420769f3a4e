import { z } from "zod";
import { envelopeSchema, paginationSchema, pagingQuery } from "./api.ts";

// The shop owner's admin area (docs/architecture.md §8): what all its resources share, and the audit log.
// Each resource's calls and the sentences it answers with are in its own admin-*.ts beside this one.

export const adminPageSize = 20;
/** The longest search the admin area's lists take. */
export const adminSearchMaxLength = 100;
/** The search of an admin list: of orders, products or customers. */
export const adminSearchSchema = z
  .string()
  .trim()
  .max(adminSearchMaxLength, `search must be at most ${adminSearchMaxLength} characters`)
  .optional();

/**
 * How every admin resource is changed (docs/decisions/022-admin-resources-round-trip.md): `PUT`
 * replaces what the owner may change, so every such field must be sent; what `GET` answers can be
 * sent back as it is, the fields the owner cannot change being ignored.
 */
export const adminReplaceRule =
  "PUT replaces the resource: send every field the owner can change (null where null means none). " +
  "What GET answers may be sent back unchanged; the fields the owner cannot change (`id`, `createdAt`, " +
  "counts and the like) are ignored. A field left out is a 400 naming it: nothing is reset to a default.";

/** The answer to a `PUT` that leaves fields out; each is named in `errors`. */
export const adminEveryFieldMessage =
  "A change replaces the whole record: send every field, as GET answers it.";

/**
 * Every action the admin area writes to the audit log, and how the log names it. The API's writes are
 * typed by these keys, so a new action cannot reach the log without a name.
 */
export const auditActionNames = {
  "order.status": "Order moved",
  "order.refund": "Order refunded",
  "product.create": "Product added",
  "product.update": "Product changed",
  "product.variants": "Sizes, colours and stock changed",
  "product.archive": "Product archived",
  "product.photo.add": "Photo added",
  "product.photo.reorder": "Photos reordered",
  "product.photo.remove": "Photo removed",
  "customer.disable": "Account disabled",
  "customer.enable": "Account enabled",
  "promo-code.create": "Promo code added",
  "promo-code.update": "Promo code changed",
  "settings.update": "Settings changed",
  "size-guide.save": "Size guide saved",
  "size-guide.remove": "Size guide removed",
  "message.handled": "Message marked handled",
  "review.hide": "Review hidden",
  "review.show": "Review shown again",
} as const;
export type AuditAction = keyof typeof auditActionNames;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** The admin's e-mail address. */
  admin: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = envelopeSchema(
  z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema }),
);

export const adminPagingQuerySchema = z.object({ ...pagingQuery(adminPageSize, 100) });
