import { z } from "zod";
import { userRoles } from "./accounts.ts";
import { adminPageSize, adminSearchSchema } from "./admin.ts";
import { adminOrderSummarySchema } from "./admin-orders.ts";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery } from "./api.ts";

// The admin area's customers (issue 15; docs/architecture.md §8 `GET admin/customers`): every account with its orders
// and money, found by name or e-mail; one account with its orders; disabling and enabling an account.

export const adminCustomerListQuerySchema = z.object({
  ...pagingQuery(adminPageSize, 100),
  /** Part of the name or of the e-mail address. */
  search: adminSearchSchema,
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerPathSchema = z.object({ id: idParamSchema("a customer's id") });

/** A customer's page lists their orders, newest first, this many at a time. */
export const customerOrdersPageSize = 10;
export const adminCustomerQuerySchema = z.object({ ...pagingQuery(customerOrdersPageSize, 50) });

export const adminCustomerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** ADMIN accounts are the shop's staff: listed, never disabled from here. */
  role: z.enum(userRoles),
  isVerified: z.boolean(),
  /** A disabled account cannot sign in, and its sessions have ended. */
  disabled: z.boolean(),
  joinedAt: z.string(),
  /** Orders placed, whatever their status. */
  orders: z.number().int(),
  /** What the customer paid over all their orders, and what has been refunded of it, naira. */
  paid: z.number(),
  refunded: z.number(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerListResponseSchema = envelopeSchema(
  z.object({ customers: z.array(adminCustomerSchema), pagination: paginationSchema }),
);

export const adminCustomerOrderSchema = adminOrderSummarySchema;

/** One customer and a page of their orders, newest first. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  orders: z.array(adminCustomerOrderSchema),
  pagination: paginationSchema,
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerResponseSchema = envelopeSchema(adminCustomerDetailSchema);

export const customerNotFoundMessage = "We could not find that customer.";
export const disableYourselfMessage = "You cannot disable your own account.";
export const disableStaffMessage = "A staff account cannot be disabled from the admin area.";
export const customerDisabledMessage =
  "The account is disabled: it is signed out everywhere and cannot sign in.";
export const customerEnabledMessage = "The account is enabled: the customer can sign in again.";
