import type { OrderStep } from "@oja/contracts/orders";
import { asc, inArray, sql } from "drizzle-orm";
import { type Database, type Statement, StatementText, statementBuilder } from "../../db/client.ts";
import { type OrderActor, orderEvents, type orders } from "./orders.schema.ts";

// The order's story (docs/decisions/033-pickup-has-its-own-path.md): each move of its status is written
// as an event in the transaction that makes the move, so a step is recorded exactly when it happened, and
// the order page shows every step with its date and the note the shopper was told.

/** Records that these orders have just moved to their status, inside the moving transaction; answers the steps written. */
export async function recordSteps(
  tx: Database,
  moved: readonly Pick<typeof orders.$inferSelect, "id" | "status">[],
  actor: OrderActor,
  note: string | null = null,
): Promise<OrderStep[]> {
  if (moved.length === 0) return [];
  const rows = await tx
    .insert(orderEvents)
    .values(moved.map((order) => ({ orderId: order.id, status: order.status, note, actor })))
    .returning();
  return rows.map(toStep);
}

/**
 * The first step of an order being placed, as a statement to send with the placing transaction's others
 * (`runTogether`), and the step as it is written: at the transaction's time, which is the order's own
 * `createdAt`.
 */
export function placedStep(order: Pick<typeof orders.$inferSelect, "id" | "status" | "createdAt">): {
  statement: Statement<void>;
  step: OrderStep;
} {
  return {
    statement: placedStepText.with({ orderId: order.id, status: order.status }, () => undefined),
    step: { status: order.status, at: new Date(order.createdAt).toISOString(), note: null },
  };
}

const placedStepText = new StatementText(() =>
  statementBuilder
    .insert(orderEvents)
    .values({ orderId: sql.placeholder("orderId"), status: sql.placeholder("status"), actor: "shopper" })
    .getSQL(),
);

function toStep(row: typeof orderEvents.$inferSelect): OrderStep {
  return { status: row.status, at: new Date(row.at).toISOString(), note: row.note };
}

/** Each order's steps, oldest first, by order id. */
export async function stepsOf(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderStep[]>> {
  const byOrder = new Map<string, OrderStep[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) {
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toStep(row)]);
  }
  return byOrder;
}
