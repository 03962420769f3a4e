import { ApiError } from "@oja/contracts/http";
import type { Order } from "@oja/contracts/orders";
import type { PromoPreview } from "@oja/contracts/payments";
import { routes } from "@oja/contracts/routes";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedInToChange } from "../../lib/session.server.ts";

// Promo codes on the page server (docs/architecture.md §3, §5): what a code would take off the cart before the
// order is placed, and putting it on an unpaid order, which counts its use.

export type PromoAnswer<T> =
  | { ok: true; value: T; message: string }
  | { ok: false; message: string; status: number };

async function promoCall<T>(
  page: PageArgs,
  call: (userId: string) => Promise<{ message: string; data: T }>,
): Promise<PromoAnswer<T>> {
  const user = await requireSignedInToChange(page);
  try {
    const answer = await call(user.id);
    return { ok: true, value: answer.data, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return { ok: false, message: error.body.message, status: error.status };
  }
}

/** The cart's five figures with the code; nothing is counted. */
export function previewPromo(page: PageArgs, code: string): Promise<PromoAnswer<PromoPreview>> {
  return promoCall(page, (userId) =>
    callApi(page, routes.payments.previewPromo, { params: { userId }, body: { code } }),
  );
}

/** The order with the code on it and its new five figures. */
export function applyPromo(page: PageArgs, orderId: string, code: string): Promise<PromoAnswer<Order>> {
  return promoCall(page, (userId) =>
    callApi(page, routes.payments.applyPromo, { params: { userId }, body: { code, orderId } }),
  );
}
