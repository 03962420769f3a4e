import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { otpLength, otpLifetimeSeconds, otpMaxAttempts } from "@oja/contracts/accounts";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { oneTimeCodes } from "./accounts.schema.ts";

// The six-digit codes e-mailed to prove an inbox (docs/architecture.md §4): 300 seconds, five tries, one live code
// per account. The table keeps an HMAC of the code keyed by the server's secret, so a copy of the
// database alone cannot be searched for the codes.

function codeHash(secret: string, userId: string, code: string): string {
  const key = createHmac("sha256", secret).update("oja one-time code").digest();
  return createHmac("sha256", key).update(`${userId}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fresh code for the account, replacing any earlier one; returned once, to be e-mailed. */
export async function issueCode(writer: Database, secret: string, userId: string): Promise<string> {
  const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, "0");
  const values = {
    codeHash: codeHash(secret, userId, code),
    attempts: 0,
    expiresAt: sql`now() + make_interval(secs => ${otpLifetimeSeconds})`,
    createdAt: sql`now()`,
  };
  await writer
    .insert(oneTimeCodes)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: oneTimeCodes.userId, set: values });
  return code;
}

/**
 * Checks a code and, when it is right, uses it up. Each try is counted before the comparison, in one
 * statement, so that parallel guesses cannot get more than five tries between them. A missing,
 * expired, burnt or wrong code is refused alike (accounts.service.ts says why).
 */
export async function useCode(
  writer: Database,
  secret: string,
  userId: string,
  code: string,
): Promise<boolean> {
  const [claimed] = await writer
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        lt(oneTimeCodes.attempts, otpMaxAttempts),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!claimed || !sameHash(claimed.codeHash, codeHash(secret, userId, code))) return false;
  const used = await writer
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.codeHash, claimed.codeHash)))
    .returning({ userId: oneTimeCodes.userId });
  return used.length > 0;
}
