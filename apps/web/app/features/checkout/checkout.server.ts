import { ApiError } from "@oja/contracts/http";
import { idempotencyKeyHeader, type Order, orderPlacedMessage } from "@oja/contracts/orders";
import { routes } from "@oja/contracts/routes";
import { data, redirectDocument } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedInToChange } from "../../lib/session.server.ts";
import { type OrderPlacing, orderPagePath } from "./order-placing.ts";

// Place Order on the page server (docs/architecture.md §8 `POST users/{userId}/orders`, docs/architecture.md §5): the cart becomes an
// order in one call, with the promo code the shopper chose, which the API puts on the order as it is
// placed (or refuses the order, saying so); the form's key goes as the Idempotency-Key, so a double
// click or a resent form answers the one order the first request made. Then payment starts (the route
// asks the payments part).

/**
 * Places the order the form asks for: the order, or a refusal (an empty cart, stock that ran out, no
 * address, a promo code that can no longer be used) as data with the API's message, having changed
 * nothing.
 */
export async function placeOrder(
  page: PageArgs,
  form: FormData,
): Promise<{ order: Order } | { refused: ReturnType<typeof data<OrderPlacing>> }> {
  const user = await requireSignedInToChange(page);
  const field = (name: string) => String(form.get(name) ?? "");
  const promoCode = field("promoCode").trim();
  const key = field("orderKey");
  // A page sent without scripts posts the recipient chosen in the list even when pickup was chosen.
  const pickupAt = field("pickupAt");
  try {
    const answer = await callApi(page, routes.orders.place, {
      params: { userId: user.id },
      entered: {
        pickupAt,
        addressId: pickupAt === "pickup" ? "" : field("addressId"),
        ...(promoCode ? { promoCode } : {}),
      },
      headers: key ? { [idempotencyKeyHeader]: key } : {},
    });
    return { order: answer.data };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return {
      refused: data<OrderPlacing>(
        {
          ok: false,
          message: error.body.message,
          ...(error.body.errors ? { errors: error.body.errors } : {}),
        },
        { status: error.status },
      ),
    };
  }
}

/**
 * The answer to a placed order, handing over to payment (docs/product.md §4 Payment flow). A script's request gets
 * the provider's page to open beside the shop; a page sent without scripts goes to that page itself.
 * When the payment could not start, the order stands and its page offers to pay again.
 */
export function orderPlaced(
  page: PageArgs,
  order: Order,
  payment: { authorizationUrl: string } | { problem: string },
) {
  const authorizationUrl = "authorizationUrl" in payment ? payment.authorizationUrl : null;
  if (page.request.headers.get("sec-fetch-mode") === "navigate") {
    return redirectDocument(authorizationUrl ?? orderPagePath(order.id));
  }
  return data<OrderPlacing>({
    ok: true,
    message: orderPlacedMessage,
    orderId: order.id,
    orderNumber: order.orderNumber,
    authorizationUrl,
    ...("problem" in payment ? { paymentProblem: payment.problem } : {}),
  });
}
