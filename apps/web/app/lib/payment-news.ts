// Tabs of the shop tell one another when a payment settles, so a tab opened before the payment (the order
// page that sent the shopper to pay, say) reads the order again instead of offering to pay it twice.

const channelName = "oja-payments";

/** Tells every other open tab of the shop that this order's payment settled. */
export function announcePaymentSettled(orderId: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ orderId });
  channel.close();
}

/** Calls `heard` with the order's id whenever another tab announces a settled payment; returns the unsubscribe. */
export function onPaymentSettled(heard: (orderId: string) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<{ orderId?: unknown }>) => {
    if (typeof event.data?.orderId === "string") heard(event.data.orderId);
  };
  return () => channel.close();
}
