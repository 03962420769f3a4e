import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type AccessClaims, type AccessTokenKey, readAccessToken, signAccessToken } from "./access-tokens.ts";
import { refreshTokens, sessions, type UserRow, users } from "./accounts.schema.ts";

// Sessions (decision 005): a sign-in opens a session; its refresh tokens are opaque, kept hashed, and
// rotate on every use. A token presented again long after it was exchanged means someone holds a copy:
// the whole session ends. A token presented again within a few seconds of its exchange is the same
// browser renewing from several tabs at once, and gets the successor the first exchange gave
// (decision 020).

/** A refresh token lasts this long unused; renewing gives a new one. */
const refreshTokenDays = 7;
/** However often it is renewed, a session ends after this long, and its owner signs in again. */
const sessionDays = 30;
/** How long after an exchange a second use of the same token is taken for a race, not a theft. */
export const reuseGraceSeconds = 10;
/** How many renewals within the grace a late request follows to the session's newest token. */
const graceSteps = 5;

export type SessionEndReason =
  | "sign-out"
  | "password-changed"
  | "password-reset"
  | "profile-updated"
  | "token-reused"
  | "account-disabled";

/** JWT_SECRET (which keys the refresh tokens' successors) and the access tokens' key made of it. */
export interface SessionKeys {
  secret: string;
  accessKey: AccessTokenKey;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token a refresh token is exchanged for: derived from it with the server's secret rather than
 * drawn, so that a second exchange within the grace can hand out the same successor while the table
 * keeps only hashes.
 */
function successorOf(secret: string, refreshToken: string): string {
  return createHmac("sha256", secret)
    .update(`oja refresh token successor:${refreshToken}`)
    .digest("base64url");
}

async function issueRefreshToken(
  writer: Database,
  sessionId: string,
  token = randomBytes(32).toString("base64url"),
): Promise<string> {
  await writer.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${refreshTokenDays})`,
  });
  return token;
}

/** Opens a session for a user who has just proved their password. */
export async function startSession(db: Database, keys: SessionKeys, userId: string): Promise<IssuedTokens> {
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
    return { token: await signAccessToken(keys.accessKey, { userId, sessionId: session.id }), refreshToken };
  });
}

/** An ended renewal names the user whose session it ended, when it ended one (a reused token). */
export type Renewal =
  | { outcome: "renewed"; user: UserRow; tokens: IssuedTokens }
  | { outcome: "ended"; endedFor?: string };

/** The session's user, while the session is live and the account active. */
async function userOfLiveSession(tx: Database, sessionId: string) {
  const [row] = await tx
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.accountStatus, "ACTIVE"),
      ),
    );
  return row?.user;
}

/**
 * The session's newest refresh token, following the successors of a token exchanged a moment ago;
 * undefined when the chain ends without one (the session had ended when it was exchanged).
 */
async function newestSuccessor(tx: Database, secret: string, sessionId: string, refreshToken: string) {
  let next = successorOf(secret, refreshToken);
  for (let step = 0; step < graceSteps; step += 1) {
    const [row] = await tx
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(next)), eq(refreshTokens.sessionId, sessionId)));
    if (!row) return undefined;
    if (!row.usedAt) return next;
    next = successorOf(secret, next);
  }
  return undefined;
}

/**
 * Exchanges a refresh token for a new pair and names the session's user. The first exchange claims
 * the token with a conditional update, so of several at once (in one process or many) one alone
 * issues the successor; the others wait for its row lock, find the token just used, and answer with
 * that same successor and an access token of their own. A token used more than `reuseGraceSeconds`
 * ago ends its whole session. No token, or one that is unknown, expired or of an ended session, is an
 * ended session.
 */
export async function renewSession(
  db: Database,
  keys: SessionKeys,
  refreshToken: string | undefined,
): Promise<Renewal> {
  const { secret } = keys;
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
      if (!seen.justUsed) {
        const endedFor = await endSession(tx, seen.sessionId, "token-reused");
        return endedFor ? { outcome: "ended", endedFor } : { outcome: "ended" };
      }
      const next = await newestSuccessor(tx, secret, seen.sessionId, refreshToken);
      const user = next ? await userOfLiveSession(tx, seen.sessionId) : undefined;
      if (!next || !user) return { outcome: "ended" };
      return renewal(keys.accessKey, user, seen.sessionId, next);
    }

    const user = await userOfLiveSession(tx, claimed.sessionId);
    if (!user) return { outcome: "ended" };
    const next = await issueRefreshToken(tx, claimed.sessionId, successorOf(secret, refreshToken));
    return renewal(keys.accessKey, user, claimed.sessionId, next);
  });
}

async function renewal(
  accessKey: AccessTokenKey,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Renewal> {
  const token = await signAccessToken(accessKey, { userId: user.id, sessionId });
  return { outcome: "renewed", user, tokens: { token, refreshToken } };
}

/** Ends a live session; answers its user's id, or undefined when it had ended already. */
export async function endSession(
  writer: Database,
  sessionId: string,
  reason: SessionEndReason,
): Promise<string | undefined> {
  const [ended] = await writer
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return ended?.userId;
}

/**
 * Sign-out: ends the session the access token speaks for and the one the refresh token belongs to
 * (a browser whose access token has expired still holds its refresh token). Either may be absent.
 * Answers the users whose sessions it ended.
 */
export async function signOut(
  db: Database,
  accessKey: AccessTokenKey,
  held: { accessToken: string | undefined; refreshToken: string | undefined },
): Promise<string[]> {
  const claims = held.accessToken ? await readAccessToken(accessKey, held.accessToken) : undefined;
  const ended = [
    claims ? await endSession(db, claims.sid, "sign-out") : undefined,
    held.refreshToken ? await endSessionOfRefreshToken(db, held.refreshToken, "sign-out") : undefined,
  ];
  return [...new Set(ended.filter((userId) => userId !== undefined))];
}

async function endSessionOfRefreshToken(db: Database, refreshToken: string, reason: SessionEndReason) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  return row ? endSession(db, row.sessionId, reason) : undefined;
}

/** Ends every session of a user: a new password signs out every device. */
export async function endAllSessions(writer: Database, userId: string, reason: SessionEndReason) {
  await writer
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A live session's user, and when the session ends (an ISO time). */
export interface LiveSession {
  user: UserRow;
  expiresAt: string;
}

/** The user an access token speaks for, while its session is live; undefined otherwise. */
export async function liveSessionOf(db: Database, claims: AccessClaims): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
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
  return row;
}
