import { type CookieUser, sessionCookies } from "@oja/contracts/accounts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { IssuedTokens } from "./sessions.service.ts";

// The browser's session (docs/architecture.md §4): ocToken and ocRefreshToken are httpOnly, so no script can read
// them; ocUser is readable, for the page chrome. All three are session cookies (no expiry date: they
// go when the browser closes), SameSite=Lax, and Secure when the shop is served over HTTPS.

export interface CookiePolicy {
  secure: boolean;
}

function options(policy: CookiePolicy, httpOnly: boolean) {
  return { path: "/", sameSite: "lax", secure: policy.secure, httpOnly } as const;
}

export function setSessionCookies(
  reply: FastifyReply,
  policy: CookiePolicy,
  tokens: IssuedTokens,
  user: CookieUser,
) {
  const cookieUser: CookieUser = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    referralCode: user.referralCode,
  };
  reply
    .setCookie(sessionCookies.accessToken, tokens.token, options(policy, true))
    .setCookie(sessionCookies.refreshToken, tokens.refreshToken, options(policy, true))
    .setCookie(sessionCookies.user, JSON.stringify(cookieUser), options(policy, false));
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy) {
  for (const name of Object.values(sessionCookies)) {
    reply.clearCookie(name, options(policy, name !== sessionCookies.user));
  }
}

export function refreshTokenCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookies.refreshToken] || undefined;
}

export function accessTokenCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookies.accessToken] || undefined;
}
