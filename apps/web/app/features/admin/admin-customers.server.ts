import type { AdminCustomerDetail } from "@oja/contracts/admin-customers";
import { ApiError } from "@oja/contracts/http";
import type { ShopSummary } from "@oja/contracts/reports";
import { type RouteAnswer, routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { asPageRefusal, callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireAdmin } from "./admin.server.ts";
import { type AdminChange, customerAccessIntents } from "./admin-change.ts";
import { pageNumberOf, searchOf } from "./admin-query.ts";

// The admin area's summary, customers and audit log on the page server (issue 15; docs/architecture.md §8): what each
// page reads, and disabling or enabling an account, answered with the API's message.

/** The page a admin address asks for: a whole number from 1, anything else the first. */
function pageAsked(page: PageArgs): number {
  return pageNumberOf(new URL(page.request.url).searchParams);
}

export async function loadAdminSummary(page: PageArgs): Promise<ShopSummary> {
  await requireAdmin(page);
  return (await callApi(page, routes.admin.summary)).data;
}

export type AdminCustomers = RouteAnswer<typeof routes.admin.customers.list>["data"] & { search: string };

export async function loadAdminCustomers(page: PageArgs): Promise<AdminCustomers> {
  await requireAdmin(page);
  const search = searchOf(new URL(page.request.url).searchParams);
  const answer = await callApi(page, routes.admin.customers.list, {
    query: { page: pageAsked(page), ...(search ? { search } : {}) },
  });
  return { ...answer.data, search };
}

export async function loadAdminCustomer(page: PageArgs, customerId: string): Promise<AdminCustomerDetail> {
  await requireAdmin(page);
  const answer = await callApi(page, routes.admin.customers.get, {
    params: { id: customerId },
    query: { page: pageAsked(page) },
  }).catch(asPageRefusal);
  return answer.data;
}

/** Disables or enables the account the form names (`intent` disable or enable, `customerId`). */
export async function changeCustomerAccess(page: PageArgs, form: FormData) {
  await requireAdmin(page);
  const route =
    postedIntent(form, customerAccessIntents) === customerAccessIntents.enable
      ? routes.admin.customers.enable
      : routes.admin.customers.disable;
  const customerId = String(form.get("customerId") ?? "");
  try {
    const answer = await callApi(page, route, { params: { id: customerId } });
    return data<AdminChange>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<AdminChange>(
      { ok: false, message: error.body.message, ...(error.body.errors ? { errors: error.body.errors } : {}) },
      { status: error.status },
    );
  }
}

export type AdminAuditLog = RouteAnswer<typeof routes.admin.auditLog>["data"];

export async function loadAuditLog(page: PageArgs): Promise<AdminAuditLog> {
  await requireAdmin(page);
  return (await callApi(page, routes.admin.auditLog, { query: { page: pageAsked(page) } })).data;
}
