import type { Order } from "@oja/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerContacts } from "../accounts/accounts.service.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { paymentReceivedEmail, refundEmail } from "./order-emails.ts";
import { recordSteps } from "./order-events.ts";
import { linesOf, type OrderSettings, ownOrder, shopForEmail } from "./order-rows.ts";
import { orders } from "./orders.schema.ts";

// An order's side of being paid (docs/decisions/012-payments-and-settlement.md, 023): what the payments
// domain, which sits above orders, asks of them. The order a shopper pays, its row lock while a charge
// settles, its move to PROCESSING with the receipt, and the refund e-mail.

/** What payments need to know of an order the shopper wants to pay. */
export interface OrderToPay {
  id: string;
  userId: string;
  orderNumber: string;
  status: Order["status"];
  totalKobo: number;
}

/** The shopper's order, for a payment: 404 when there is none, 403 when it is another shopper's. */
export async function orderToPay(db: Database, userId: string, orderId: string): Promise<OrderToPay> {
  const { id, orderNumber, status, totalKobo } = await ownOrder(db, userId, orderId);
  return { id, userId, orderNumber, status, totalKobo };
}

/** What settlement needs of the order a charge is for, read under the order's row lock. */
export interface OrderForPayment {
  status: Order["status"];
  totalKobo: number;
  userId: string;
}

/**
 * Locks the order's row for the rest of the settling transaction: the lock that cancelling and applying
 * a promo code take first too, so of a charge and a change to the order, one waits for the other and
 * then sees what it did.
 */
export async function lockOrderForPayment(tx: Database, orderId: string): Promise<OrderForPayment> {
  const [row] = await tx
    .select({ status: orders.status, totalKobo: orders.totalKobo, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!row) throw new Error(`a payment names an order that is gone: ${orderId}`);
  return row;
}

/** The charge that paid an order, for its receipt. */
export interface OrderPaid {
  reference: string;
  amountKobo: number;
  paidAt: string;
}

/**
 * Settlement's move of an order to PROCESSING, inside the settling transaction: an update conditioned on
 * the order still being PENDING, so a cancellation that got there first keeps the order (and the caller
 * learns it: null). On success it queues the "payment received" receipt and returns the order's owner
 * and total.
 */
export async function markOrderPaid(
  tx: Database,
  orderId: string,
  paid: OrderPaid,
  settings: OrderSettings,
): Promise<{ userId: string; totalKobo: number } | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: "PROCESSING", updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, "PENDING")))
    .returning();
  if (!order) return null;
  await recordSteps(tx, [order], "payment");
  const [lines, contacts, shop] = await Promise.all([
    linesOf(tx, [order.id]),
    customerContacts(tx, [order.userId]),
    shopForEmail(tx, settings),
  ]);
  const contact = contacts.get(order.userId);
  if (contact) {
    const email = paymentReceivedEmail(
      { ...order, lines: lines.get(order.id) ?? [] },
      paid,
      contact.firstName,
      shop,
    );
    await queueEmail(tx, { ...email, kind: "payment-received", to: contact.email });
  }
  return { userId: order.userId, totalKobo: order.totalKobo };
}

/** The "refund" e-mail of docs/architecture.md §8 to the order's customer, queued in the caller's transaction. */
export async function queueRefundEmail(
  tx: Database,
  orderId: string,
  refund: { amountKobo: number; reason: string; full: boolean },
  settings: OrderSettings,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const [contacts, shop] = await Promise.all([
    customerContacts(tx, [order.userId]),
    shopForEmail(tx, settings),
  ]);
  const contact = contacts.get(order.userId);
  if (!contact) return;
  const email = refundEmail(order, refund, contact.firstName, shop);
  await queueEmail(tx, { ...email, kind: "order-refund", to: contact.email });
}
