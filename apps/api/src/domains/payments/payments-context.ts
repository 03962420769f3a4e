import type { OrderSettings } from "../orders/orders.service.ts";
import type { PaymentProvider } from "./payment-provider.ts";

// What settlement and refunds share: the provider that took the money, and what the orders domain needs
// to move an order and write its e-mails.

export interface SettlementContext {
  provider: PaymentProvider;
  orders: OrderSettings;
}

/** Oja's currency; a charge in any other cannot pay an order. */
export const shopCurrency = "NGN";

/** Loyalty: one point per full ₦1,000 paid for an order and not refunded. */
export const koboPerLoyaltyPoint = 100_000;
