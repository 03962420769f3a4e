import { ApiError } from "@oja/contracts/http";
import type { Order } from "@oja/contracts/orders";
import { routes } from "@oja/contracts/routes";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedInToChange } from "../../lib/session.server.ts";

// Starting a payment for an unpaid order (docs/product.md §4 Payment flow, §7 `POST payments/{userId}/initialize`):
// the amount sent is the order's total as the server computed it, which the API checks again. A second
// start while an attempt for that amount is still open answers the same provider page.

/** The provider's page to pay on, or why the payment could not start (with the status to answer). */
export type PaymentStart = { authorizationUrl: string } | { problem: string; status: number };

export async function startPayment(
  page: PageArgs,
  order: Pick<Order, "id" | "total">,
): Promise<PaymentStart> {
  const user = await requireSignedInToChange(page);
  try {
    const started = await callApi(page, routes.payments.start, {
      params: { userId: user.id },
      body: { orderId: order.id, email: user.email, amount: order.total, metadata: { userId: user.id } },
    });
    return { authorizationUrl: started.data.authorizationUrl };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      problem: error.body?.message ?? "The payment could not be started. Please try again.",
      status: error.status >= 500 ? 502 : error.status,
    };
  }
}
