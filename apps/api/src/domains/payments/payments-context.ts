import type { OrderSettings } from "../orders/order-rows.ts";
import type { PaymentProvider } from "./payment-provider.ts";

// What settlement and refunds share: the provider that took the money, and what the orders domain needs
// to move an order and write its e-mails.

export interface SettlementContext {
  provider: PaymentProvider;
  orders: OrderSettings;
}

/** Oja's currency; a charge in any other cannot pay an order. */
export const shopCurrency = "NGN";
