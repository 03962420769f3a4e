import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type AccessClaims, readAccessToken, signAccessToken } from "./access-tokens.ts";
import { refreshTokens, sessions, type UserRow, users } from "./accounts.schema.ts";

// Sessions (DESIGN §4): a sign-in opens a session; its refresh tokens are opaque, kept hashed, and
// rotate on every use. A token presented again after it was exchanged means someone holds a copy:
// the whole session ends. A copy used within a few seconds of the exchange is the same browser
// renewing from two tabs at once, and is only refused.

/** A refresh token lasts this long unused; renewing gives a new one. */
const refreshTokenDays = 7;
/** However often it is renewed, a session ends after this long, and its owner signs in again. */
const sessionDays = 30;
/** How long after an exchange a second use of the same token is taken for a race, not a theft. */
export const reuseGraceSeconds = 10;

export type SessionEndReason =
  | "sign-out"
  | "password-changed"
  | "password-reset"
  | "profile-updated"
  | "token-reused"
  | "account-disabled";

export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function issueRefreshToken(writer: Database, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await writer.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${refreshTokenDays})`,
  });
  return token;
}

/** Opens a session for a user who has just proved their password. */
export async function startSession(db: Database, secret: string, userId: string): Promise<IssuedTokens> {
  return db.transaction(async (tx) => {
    // The user's sessions that have ended are of no more use: clear them as a new one starts.
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(lt(sessions.expiresAt, sql`now()`), lt(sessions.revokedAt, sql`now() - interval '1 day'`)),
        ),
      );
    const [session] = await tx
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + make_interval(days => ${sessionDays})` })
      .returning({ id: sessions.id });
    if (!session) throw new Error("the new session was not returned");
    const refreshToken = await issueRefreshToken(tx, session.id);
    return { token: await signAccessToken(secret, { userId, sessionId: session.id }), refreshToken };
  });
}

export type Renewal =
  | { outcome: "renewed"; user: UserRow; tokens: IssuedTokens }
  | { outcome: "just-renewed" }
  | { outcome: "ended" };

/**
 * Exchanges a refresh token for a new pair, once, and names the session's user. No token, or one
 * that is unknown, expired or of an ended session, is an ended session.
 */
export async function renewSession(
  db: Database,
  secret: string,
  refreshToken: string | undefined,
): Promise<Renewal> {
  if (!refreshToken) return { outcome: "ended" };
  const tokenHash = hashToken(refreshToken);
  return db.transaction(async (tx): Promise<Renewal> => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ sessionId: refreshTokens.sessionId });

    if (!claimed) {
      const [seen] = await tx
        .select({
          sessionId: refreshTokens.sessionId,
          justUsed: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${reuseGraceSeconds})`,
          used: sql<boolean>`${refreshTokens.usedAt} is not null`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!seen?.used) return { outcome: "ended" };
      if (seen.justUsed) return { outcome: "just-renewed" };
      await endSession(tx, seen.sessionId, "token-reused");
      return { outcome: "ended" };
    }

    const [session] = await tx
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claimed.sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          eq(users.accountStatus, "ACTIVE"),
        ),
      );
    if (!session) return { outcome: "ended" };
    const next = await issueRefreshToken(tx, claimed.sessionId);
    return {
      outcome: "renewed",
      user: session.user,
      tokens: {
        token: await signAccessToken(secret, { userId: session.user.id, sessionId: claimed.sessionId }),
        refreshToken: next,
      },
    };
  });
}

export async function endSession(writer: Database, sessionId: string, reason: SessionEndReason) {
  await writer
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Sign-out: ends the session the access token speaks for and the one the refresh token belongs to
 * (a browser whose access token has expired still holds its refresh token). Either may be absent.
 */
export async function signOut(
  db: Database,
  secret: string,
  held: { accessToken: string | undefined; refreshToken: string | undefined },
) {
  const claims = held.accessToken ? await readAccessToken(secret, held.accessToken) : undefined;
  if (claims) await endSession(db, claims.sid, "sign-out");
  if (held.refreshToken) await endSessionOfRefreshToken(db, held.refreshToken, "sign-out");
}

async function endSessionOfRefreshToken(db: Database, refreshToken: string, reason: SessionEndReason) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (row) await endSession(db, row.sessionId, reason);
}

/** Ends every session of a user: a new password signs out every device. */
export async function endAllSessions(writer: Database, userId: string, reason: SessionEndReason) {
  await writer
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The user an access token speaks for, while its session is live; undefined otherwise. */
export async function userOfSession(db: Database, claims: AccessClaims) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.userId, claims.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.user;
}
