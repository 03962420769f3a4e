import {
  type AdminPromoCode,
  type AdminPromoCodeBody,
  promoCodeTakenMessage,
  promoLimitBelowUsesMessage,
  promoValueProblems,
} from "@oja/contracts/admin-promo-codes";
import { paginate } from "@oja/contracts/api";
import { basisPointsToPercent, koboToNaira, nairaToKobo, percentToBasisPoints } from "@oja/contracts/money";
import { and, count, desc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { badRequest, conflict, notFound } from "../../http/problem.ts";
import { promoCodes } from "./promotions.schema.ts";

// Promo codes as the owner's admin writes them (docs/architecture.md §8): made, changed and expired, with the uses
// so far. The code's unique key decides between two owners writing the same code (409); a usage limit
// is lowered only by an update conditioned on the uses so far, so a use counted meanwhile is never
// squeezed out.

type PromoCodeRow = typeof promoCodes.$inferSelect;

const promoCodeNotFoundMessage = "We could not find that promo code.";
const invalidPromoCodeMessage = "Some of the promo code's details are not valid.";

function toAdminPromoCode(row: PromoCodeRow, now = Date.now()): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === "PERCENTAGE" ? basisPointsToPercent(row.value) : koboToNaira(row.value),
    minimumOrder: koboToNaira(row.minimumOrderKobo),
    usageLimit: row.usageLimit,
    used: row.used,
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    expired: row.expiresAt !== null && new Date(row.expiresAt).getTime() <= now,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The row's columns for the code as the owner wrote it; 400 when the value does not suit the kind. */
function columnsOf(body: AdminPromoCodeBody) {
  const problems = promoValueProblems(body.kind, body.value);
  if (problems.length > 0) throw badRequest(invalidPromoCodeMessage, problems);
  return {
    code: body.code,
    kind: body.kind,
    value: body.kind === "PERCENTAGE" ? percentToBasisPoints(body.value) : nairaToKobo(body.value),
    minimumOrderKobo: nairaToKobo(body.minimumOrder),
    usageLimit: body.usageLimit,
    expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
  };
}

export async function listPromoCodesForAdmin(db: Database, page: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(promoCodes),
  ]);
  const now = Date.now();
  return {
    promoCodes: rows.map((row) => toAdminPromoCode(row, now)),
    pagination: paginate(page, limit, totals?.total ?? 0),
  };
}

export async function createPromoCode(tx: Database, body: AdminPromoCodeBody): Promise<AdminPromoCode> {
  try {
    const [row] = await tx.insert(promoCodes).values(columnsOf(body)).returning();
    if (!row) throw new Error("the promo code was not inserted");
    return toAdminPromoCode(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(promoCodeTakenMessage);
    throw error;
  }
}

export async function promoCodeForAdmin(db: Database, id: string): Promise<AdminPromoCode> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  if (!row) throw notFound(promoCodeNotFoundMessage);
  return toAdminPromoCode(row);
}

/**
 * Replaces the code with the one sent, every field of it (decision 022), and answers the code before
 * and after. 404 unknown; 400 for a value that does not suit the kind, or a usage limit below the uses
 * so far; 409 for a code another one has.
 */
export async function updatePromoCode(tx: Database, id: string, body: AdminPromoCodeBody) {
  const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id));
  if (!before) throw notFound(promoCodeNotFoundMessage);
  const current = toAdminPromoCode(before);
  const columns = columnsOf(body);
  let after: PromoCodeRow | undefined;
  try {
    [after] = await tx
      .update(promoCodes)
      .set(columns)
      .where(
        and(
          eq(promoCodes.id, id),
          columns.usageLimit === null ? undefined : lte(promoCodes.used, columns.usageLimit),
        ),
      )
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(promoCodeTakenMessage);
    throw error;
  }
  if (!after) {
    // Only the limit can stop the update now that the row is known: read the uses it fell below.
    const [now] = await tx.select({ used: promoCodes.used }).from(promoCodes).where(eq(promoCodes.id, id));
    throw badRequest(invalidPromoCodeMessage, [promoLimitBelowUsesMessage(now?.used ?? before.used)]);
  }
  return { before: current, after: toAdminPromoCode(after) };
}
