import type { AuditEntry } from "@oja/contracts/admin";
import type { AdminCustomer, AdminCustomerDetail } from "@oja/contracts/admin-customers";
import type { Pagination } from "@oja/contracts/api";
import { ApiError } from "@oja/contracts/http";
import type { ShopSummary } from "@oja/contracts/reports";
import { data } from "react-router";
import { apiGet, apiRequest, asPageRefusal, type PageArgs } from "../../lib/api.server.ts";
import { type AdminChange, requireAdmin } from "./admin.server.ts";
import { pageNumberOf, searchOf } from "./admin-query.ts";

// The admin area's summary, customers and audit log on the page server (issue 15; docs/architecture.md §8): what each
// page reads, and disabling or enabling an account, answered with the API's message.

/** The page a admin address asks for: a whole number from 1, anything else the first. */
function pageAsked(page: PageArgs): number {
  return pageNumberOf(new URL(page.request.url).searchParams);
}

export async function loadAdminSummary(page: PageArgs): Promise<ShopSummary> {
  await requireAdmin(page);
  const answer = await apiGet<{ status: number; message: string; data: ShopSummary }>(
    page,
    "/admin/reports/summary",
  );
  return answer.data;
}

export interface AdminCustomers {
  customers: AdminCustomer[];
  pagination: Pagination;
  search: string;
}

export async function loadAdminCustomers(page: PageArgs): Promise<AdminCustomers> {
  await requireAdmin(page);
  const search = searchOf(new URL(page.request.url).searchParams);
  const query = new URLSearchParams({ page: String(pageAsked(page)) });
  if (search) query.set("search", search);
  const answer = await apiGet<{
    status: number;
    message: string;
    data: Omit<AdminCustomers, "search">;
  }>(page, `/admin/customers?${query}`);
  return { ...answer.data, search };
}

export async function loadAdminCustomer(page: PageArgs, customerId: string): Promise<AdminCustomerDetail> {
  await requireAdmin(page);
  const answer = await apiGet<{ status: number; message: string; data: AdminCustomerDetail }>(
    page,
    `/admin/customers/${encodeURIComponent(customerId)}?page=${pageAsked(page)}`,
  ).catch(asPageRefusal);
  return answer.data;
}

/** Disables or enables the account the form names (`intent` disable or enable, `customerId`). */
export async function changeCustomerAccess(page: PageArgs, form: FormData) {
  await requireAdmin(page);
  const intent = form.get("intent") === "enable" ? "enable" : "disable";
  const customerId = String(form.get("customerId") ?? "");
  try {
    const answer = await apiRequest<{ status: number; message: string }>(
      page,
      "POST",
      `/admin/customers/${encodeURIComponent(customerId)}/${intent}`,
    );
    return data<AdminChange>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<AdminChange>(
      { ok: false, message: error.body.message, ...(error.body.errors ? { errors: error.body.errors } : {}) },
      { status: error.status },
    );
  }
}

export interface AdminAuditLog {
  entries: AuditEntry[];
  pagination: Pagination;
}

export async function loadAuditLog(page: PageArgs): Promise<AdminAuditLog> {
  await requireAdmin(page);
  const answer = await apiGet<{ status: number; message: string; data: AdminAuditLog }>(
    page,
    `/admin/audit-log?page=${pageAsked(page)}`,
  );
  return answer.data;
}
