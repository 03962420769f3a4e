import { signInRequiredMessage, staffOnlyMessage } from "@oja/contracts/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../../db/client.ts";
import { forbidden, unauthorized } from "../../http/problem.ts";
import { type AccessClaims, type AccessTokenKey, readAccessToken } from "./access-tokens.ts";
import type { UserRow } from "./accounts.schema.ts";
import { suspendedMessage } from "./accounts.service.ts";
import { createPageMemos, type PageMemo, pageMemoHeader } from "./page-memos.ts";
import { accessTokenCookie } from "./session-cookies.ts";
import { createSessionRegister } from "./session-register.ts";
import { liveSessionOf } from "./sessions.service.ts";

// Who is calling (docs/architecture.md §4): a bearer access token, or the browser's ocToken cookie, whose session
// is still live. Every domain's signed-in routes use these two preHandlers, see
// docs/decisions/005-accounts-sessions-and-the-user-guard.md:
//
//   api.get("/users/:userId/cart", { onRequest: guard.requireSameUser }, async (request) => {
//     const user = signedInUser(request); …
//   });
//
// As onRequest hooks they run before the body is read or validated: a caller who may not make the
// call learns nothing about what a valid one looks like.
//
// Whether the session is still live is asked once per request of the register of sessions, and once
// per page request by the page's in-process calls (docs/decisions/043-the-session-register.md).

export type SignedInUser = UserRow;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the user guard's preHandlers; null on routes that do not ask for a user. */
    user: SignedInUser | null;
    /** The session of the access token that signed the request in. */
    sessionId: string | null;
  }
}

/** What the routes of a domain kept per shopper (cart, wishlist…) are given by app.ts. */
export interface ShopperRoutesOptions {
  db: Database;
  guard: UserGuard;
}

/** The OpenAPI security of a signed-in call: the app key and the bearer token (or session cookie). */
export const signedInSecurity = [{ appKey: [], bearer: [] }];

export const otherUserMessage = "You can only see or change your own account.";

export interface UserGuard {
  /** 401 unless the request carries a live session; then `request.user` is its user. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** requireUser, then 403 unless the route's `:userId` is the signed-in user. */
  requireSameUser(request: FastifyRequest): Promise<void>;
  /** requireUser, then 403 for any role but ADMIN (the owner's admin, docs/architecture.md §8). */
  requireAdmin(request: FastifyRequest): Promise<void>;
  /**
   * For a route open to visitors that does more for a signed-in shopper: `request.user` is the user of
   * a live session of an active account, and stays null otherwise, without refusing the call.
   */
  identifyUser(request: FastifyRequest): Promise<void>;
  /**
   * After the commit of a change to the user's sessions or account (a session ended, a new password,
   * the account suspended or enabled, a new name): the next call, in any process, sees it.
   */
  userChanged(userId: string): Promise<void>;
  /** A memo for one page request's in-process calls (web-host.ts). */
  openPageMemo(): PageMemo;
}

export interface UserGuardOptions {
  db: Database;
  accessKey: AccessTokenKey;
  redis: Redis | undefined;
  databaseKind: "pglite" | "postgres";
  /** Where the sessions' versions and news live in Redis. */
  redisNamespace: string;
}

interface Found {
  claims: AccessClaims | undefined;
  user: UserRow | undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

export function createUserGuard(app: FastifyInstance, options: UserGuardOptions): UserGuard {
  const { db, accessKey } = options;
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  const register = createSessionRegister({
    redis: options.redis,
    databaseKind: options.databaseKind,
    namespace: options.redisNamespace,
    log: app.log,
  });
  const memos = createPageMemos<Promise<Found>>();
  register.onNews(() => memos.forgetAll());
  app.addHook("onClose", async () => register.close());

  async function find(token: string): Promise<Found> {
    const claims = await readAccessToken(accessKey, token);
    const user = claims
      ? await register.userOf(claims.sid, claims.sub, () => liveSessionOf(db, claims))
      : undefined;
    return { claims, user };
  }

  function sessionOf(request: FastifyRequest): Promise<Found> {
    const token = bearerToken(request) ?? accessTokenCookie(request);
    if (!token) return Promise.resolve({ claims: undefined, user: undefined });
    const memo = memos.of(request.headers[pageMemoHeader]);
    const known = memo?.get(token);
    if (known) return known;
    const found = find(token);
    if (memo) {
      memo.set(token, found);
      found.catch(() => memo.delete(token));
    }
    return found;
  }

  async function requireUser(request: FastifyRequest) {
    const { claims, user } = await sessionOf(request);
    if (!claims || !user) throw unauthorized(signInRequiredMessage);
    if (user.accountStatus !== "ACTIVE") throw forbidden(suspendedMessage);
    request.user = user;
    request.sessionId = claims.sid;
  }

  return {
    requireUser,
    userChanged: (userId) => register.changed(userId),
    openPageMemo: () => memos.open(),
    async identifyUser(request) {
      const { claims, user } = await sessionOf(request);
      if (!claims || user?.accountStatus !== "ACTIVE") return;
      request.user = user;
      request.sessionId = claims.sid;
    },
    async requireAdmin(request) {
      await requireUser(request);
      if (request.user?.role !== "ADMIN") throw forbidden(staffOnlyMessage);
    },
    async requireSameUser(request) {
      await requireUser(request);
      const { userId } = request.params as { userId?: string };
      if (userId !== request.user?.id) throw forbidden(otherUserMessage);
    },
  };
}

/** The signed-in user of a route guarded by requireUser or requireSameUser. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized(signInRequiredMessage);
  return request.user;
}

/** The session that signed in a route guarded by requireUser or requireSameUser. */
export function signedInSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized(signInRequiredMessage);
  return request.sessionId;
}
