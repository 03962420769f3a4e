// The provider's payment page opens in a new window, whichever button starts the payment (Place Order
// or the Track panel's Make Payment; docs/product.md §4 Payment flow, decision 036); where the browser
// blocks new windows, this tab goes there instead.

/** Opens the payment page; answers false when this tab is the one leaving for it. */
export function openPaymentPage(url: string): boolean {
  const payment = window.open(url, "_blank");
  if (!payment) {
    window.location.assign(url);
    return false;
  }
  payment.opener = null;
  return true;
}
