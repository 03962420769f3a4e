import { randomUUID } from "node:crypto";
import { staffOnlyMessage } from "@oja/contracts/accounts";
import type { AdminOrder } from "@oja/contracts/admin-orders";
import type { Pagination } from "@oja/contracts/api";
import { ApiError } from "@oja/contracts/http";
import { idempotencyKeyHeader, orderStatuses } from "@oja/contracts/orders";
import { data } from "react-router";
import { apiGet, apiRequest, asPageRefusal, type PageArgs, type PageRefusal } from "../../lib/api.server.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import { pageNumberOf, searchOf } from "./admin-query.ts";

// The owner's admin on the page server (docs/architecture.md §8): the staff guard, the orders as the admin area
// reads them, and its changes to an order (moves and refunds), each answered with the API's message.

/** A visitor is asked to sign in; a shopper is refused with a 403 page. */
export async function requireAdmin(page: PageArgs) {
  const user = await requireSignedIn(page);
  if (user.role !== "ADMIN") throw data<PageRefusal>({ message: staffOnlyMessage }, { status: 403 });
  return user;
}

export type AdminOrderRow = Omit<AdminOrder, "transactions" | "charges">;

export interface AdminOrders {
  orders: AdminOrderRow[];
  pagination: Pagination;
  status: string;
  search: string;
}

export async function loadAdminOrders(page: PageArgs): Promise<AdminOrders> {
  await requireAdmin(page);
  const params = new URL(page.request.url).searchParams;
  const status = orderStatuses.find((known) => known === params.get("status")) ?? "";
  const search = searchOf(params);
  const pageNumber = pageNumberOf(params);
  const query = new URLSearchParams({ page: String(pageNumber) });
  if (status) query.set("status", status);
  if (search) query.set("search", search);
  const answer = await apiGet<{
    status: number;
    message: string;
    data: Omit<AdminOrders, "status" | "search">;
  }>(page, `/admin/orders?${query}`);
  return { ...answer.data, status, search };
}

export interface AdminOrderView {
  order: AdminOrder;
  /**
   * The Idempotency-Key of the refunds asked from this rendering of the page: a double click or a
   * resent form refunds once. Each page load (and each reload after a change) makes a new one.
   */
  refundKey: string;
}

export async function loadAdminOrder(page: PageArgs, orderId: string): Promise<AdminOrderView> {
  await requireAdmin(page);
  const answer = await apiGet<{ status: number; message: string; data: AdminOrder }>(
    page,
    `/admin/orders/${encodeURIComponent(orderId)}`,
  ).catch(asPageRefusal);
  return { order: answer.data, refundKey: randomUUID() };
}

export type AdminChange = { ok: true; message: string } | { ok: false; message: string; errors?: string[] };

/**
 * A move (`intent` move: status and note) or a refund (`intent` refund: amount, reason, the charge's
 * `paymentId` if not the one that paid the order, and the page's `idempotencyKey`, sent as the header).
 */
export async function changeAdminOrder(page: PageArgs, orderId: string, form: FormData) {
  await requireAdmin(page);
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const path = `/admin/orders/${encodeURIComponent(orderId)}`;
  const call: { path: string; body: unknown; headers: Record<string, string> } =
    field("intent") === "refund"
      ? {
          path: `${path}/refunds`,
          body: {
            amount: Number(field("amount")),
            reason: field("reason"),
            ...(field("paymentId") ? { paymentId: field("paymentId") } : {}),
          },
          headers: field("idempotencyKey") ? { [idempotencyKeyHeader]: field("idempotencyKey") } : {},
        }
      : {
          path: `${path}/status`,
          body: { status: field("status"), ...(field("note") ? { note: field("note") } : {}) },
          headers: {},
        };
  try {
    const answer = await apiRequest<{ status: number; message: string }>(
      page,
      "POST",
      call.path,
      call.body,
      call.headers,
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
