// What the checkout's forms post and what its action answers (docs/product.md §2 Checkout, §3 Order creation
// payload): Place Order (intent, pickupAt, addressId, orderKey, promoCode). A new delivery address is
// saved by the Address Manager's own intent (address-change.ts); the promo code is checked by the
// page's loader (promo-field.tsx).

export const checkoutIntents = { placeOrder: "place-order" } as const;

export type OrderPlacing =
  | {
      ok: true;
      message: string;
      orderId: string;
      orderNumber: string;
      /** The provider's page where the order is paid; null when the payment could not start. */
      authorizationUrl: string | null;
      /** Why the payment could not start: the order stands, and its page offers to pay. */
      paymentProblem?: string;
    }
  | { ok: false; message: string; errors?: string[] };

/** Where the shopper follows a placed order: the orders page, its Track panel open on it. */
export function orderPagePath(orderId: string): string {
  return `/account/orders?track=${encodeURIComponent(orderId)}`;
}
