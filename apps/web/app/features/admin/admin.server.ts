import { randomUUID } from "node:crypto";
import { staffOnlyMessage } from "@oja/contracts/accounts";
import type { AdminOrder } from "@oja/contracts/admin-orders";
import { ApiError } from "@oja/contracts/http";
import { idempotencyKeyHeader, orderStatuses } from "@oja/contracts/orders";
import { type RouteAnswer, routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { asPageRefusal, callApi, type PageArgs, type PageRefusal } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import { type AdminChange, adminOrderIntents } from "./admin-change.ts";
import { pageNumberOf, searchOf } from "./admin-query.ts";

// The owner's admin on the page server (docs/architecture.md §8): the staff guard, the orders as the admin area
// reads them, and its changes to an order (moves and refunds), each answered with the API's message.

/** A visitor is asked to sign in; a shopper is refused with a 403 page. */
export async function requireAdmin(page: PageArgs) {
  const user = await requireSignedIn(page);
  if (user.role !== "ADMIN") throw data<PageRefusal>({ message: staffOnlyMessage }, { status: 403 });
  return user;
}

/** A page of the orders, with the filter and search it was asked for. */
export type AdminOrders = RouteAnswer<typeof routes.admin.orders.list>["data"] & {
  status: string;
  search: string;
};

export async function loadAdminOrders(page: PageArgs): Promise<AdminOrders> {
  await requireAdmin(page);
  const params = new URL(page.request.url).searchParams;
  const status = orderStatuses.find((known) => known === params.get("status")) ?? "";
  const search = searchOf(params);
  const pageNumber = pageNumberOf(params);
  const answer = await callApi(page, routes.admin.orders.list, {
    query: { page: pageNumber, ...(status ? { status } : {}), ...(search ? { search } : {}) },
  });
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
  const answer = await callApi(page, routes.admin.orders.get, { params: { id: orderId } }).catch(
    asPageRefusal,
  );
  return { order: answer.data, refundKey: randomUUID() };
}

/**
 * A move (`intent` move: status and note) or a refund (`intent` refund: amount, reason, the charge's
 * `paymentId` if not the one that paid the order, and the page's `idempotencyKey`, sent as the header).
 */
export async function changeAdminOrder(page: PageArgs, orderId: string, form: FormData) {
  await requireAdmin(page);
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const params = { id: orderId };
  const call = () =>
    postedIntent(form, adminOrderIntents) === adminOrderIntents.refund
      ? callApi(page, routes.admin.orders.refund, {
          params,
          body: {
            amount: Number(field("amount")),
            reason: field("reason"),
            ...(field("paymentId") ? { paymentId: field("paymentId") } : {}),
          },
          headers: field("idempotencyKey") ? { [idempotencyKeyHeader]: field("idempotencyKey") } : {},
        })
      : callApi(page, routes.admin.orders.move, {
          params,
          entered: { status: field("status"), ...(field("note") ? { note: field("note") } : {}) },
        });
  try {
    const answer = await call();
    return data<AdminChange>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<AdminChange>(
      { ok: false, message: error.body.message, ...(error.body.errors ? { errors: error.body.errors } : {}) },
      { status: error.status },
    );
  }
}
