// What the orders page's forms post and what its action answers (lib/form-intents.ts): the Track
// panel's cancel, pay and promo code, and Buy again on the list.

/** The changes of an order, as a form posts them in its `intent` field with the `orderId`. */
export const orderIntents = {
  cancel: "cancel-order",
  pay: "pay-order",
  applyPromo: "apply-promo",
  buyAgain: "buy-again",
} as const;

/** What cancelling an order answers: the API's message, or why nothing changed. */
export type OrderCancelling = { ok: true; message: string } | { ok: false; message: string };

/** What paying an order answers a script: the provider's page to open, or why not. */
export type OrderPaying = { ok: true; authorizationUrl: string } | { ok: false; message: string };

/** What putting a promo code on an order answers: the API's message, or why the code was refused. */
export type PromoApplying = { ok: true; message: string } | { ok: false; message: string };

/** What the orders page answers a form that asks for something it does not do. */
export type OrderRefusal = { ok: false; message: string };

/** What Buy again answers: what went back into the cart, and what could not. */
export type BuyingAgain = { ok: true; message: string; skipped: string[] } | { ok: false; message: string };
