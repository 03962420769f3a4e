import { ApiError } from "@oja/contracts/http";
import type { Order } from "@oja/contracts/orders";
import { routes } from "@oja/contracts/routes";
import { data, redirectDocument } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import { requireSignedIn, requireSignedInToChange } from "../../lib/session.server.ts";
import { startPayment } from "./payment-start.server.ts";

// The payment verification page's server side (docs/product.md §2, §4 Payment flow, §8): the loader confirms the
// payment named by `reference` (or Paystack's `trxref`) before the page renders, so the outcome shows
// without JavaScript; the action starts a new attempt for a failed one and sends the shopper to pay.
// The API says what became of the charge (docs/decisions/012-payments-and-settlement.md): the order
// paid (with part of the charge returned, perhaps), the whole charge returned, or nothing taken.

/** What the page shows of a charge, with the API's sentence for the shopper when it has one. */
interface Settled {
  orderId: string;
  /** Why part or all of the charge goes back, or why the attempt was cancelled. */
  note: string | null;
  /** Whether the order can still be paid: it is PENDING. */
  payable: boolean;
}

/** What the success screen shows of the order just paid: its number, its lines and what it came to. */
export type PaidOrder = Pick<Order, "orderNumber" | "items" | "total">;

export type VerificationOutcome =
  | { outcome: "missing" }
  | { outcome: "error" }
  | ({ outcome: "paid"; order: PaidOrder | null } & Settled)
  | ({ outcome: "returned" | "failed" } & Settled);

/** The order just paid, for the success screen; null when it cannot be read now (the payment stands). */
async function paidOrderOf(page: PageArgs, userId: string, orderId: string): Promise<PaidOrder | null> {
  try {
    const { orderNumber, items, total } = (
      await callApi(page, routes.orders.get, { params: { userId, orderId } })
    ).data;
    return { orderNumber, items, total };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export async function verifyPaymentOf(page: PageArgs): Promise<VerificationOutcome> {
  const query = new URL(page.request.url).searchParams;
  const reference = (query.get("reference") || query.get("trxref") || "").trim();
  if (!reference) return { outcome: "missing" };
  const user = await requireSignedIn(page);
  try {
    const answer = await callApi(page, routes.payments.verify, { params: { reference } });
    const { outcome, orderId, orderStatus, note } = answer.data;
    const settled = { orderId, note, payable: orderStatus === "PENDING" };
    if (outcome === "paid") return { outcome, order: await paidOrderOf(page, user.id, orderId), ...settled };
    // A charge still in progress is not confirmed: the failure screen says so and offers the page again.
    return { outcome: outcome === "pending" ? "failed" : outcome, ...settled };
  } catch (error) {
    if (error instanceof ApiError) return { outcome: "error" };
    throw error;
  }
}

export interface RetryRefusal {
  message: string;
}

/** "Try payment again": a new attempt for the order's current total, then the provider's page. */
export async function retryPayment(page: PageArgs) {
  const user = await requireSignedInToChange(page);
  const form = await postedForm(page.request);
  const orderId = String(form.get("orderId") ?? "");
  let order: Order;
  try {
    order = (await callApi(page, routes.orders.get, { params: { userId: user.id, orderId } })).data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<RetryRefusal>(
      { message: error.body?.message ?? "We could not find that order." },
      { status: error.status >= 500 ? 502 : error.status },
    );
  }
  const started = await startPayment(page, order);
  if ("problem" in started)
    return data<RetryRefusal>({ message: started.problem }, { status: started.status });
  // A whole-document redirect: the sandbox page is on this origin but is not one of the app's routes.
  return redirectDocument(started.authorizationUrl);
}
