import { signInRequiredMessage, staffOnlyMessage } from "@oja/contracts/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { forbidden, unauthorized } from "../../http/problem.ts";
import { readAccessToken } from "./access-tokens.ts";
import type { UserRow } from "./accounts.schema.ts";
import { suspendedMessage } from "./accounts.service.ts";
import { accessTokenCookie } from "./session-cookies.ts";
import { userOfSession } from "./sessions.service.ts";

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
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

export function createUserGuard(
  app: FastifyInstance,
  options: { db: Database; jwtSecret: string },
): UserGuard {
  const { db, jwtSecret } = options;
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  async function sessionOf(request: FastifyRequest) {
    const token = bearerToken(request) ?? accessTokenCookie(request);
    const claims = token ? await readAccessToken(jwtSecret, token) : undefined;
    const user = claims ? await userOfSession(db, claims) : undefined;
    return { claims, user };
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
