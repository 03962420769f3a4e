import { createSecretKey, type webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

// Access tokens are HS256 JWTs (docs/architecture.md §4), signed and verified by jose. Only HS256 is accepted, so
// "alg: none" or another algorithm can never be smuggled in, and the claims are checked by shape.

export const accessTokenSeconds = 15 * 60;

const claimsSchema = z.object({
  /** The user's id. */
  sub: z.uuid(),
  /** The session (refresh-token family) it belongs to: revoking the session ends the token too. */
  sid: z.uuid(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

/**
 * JWT_SECRET as a key, imported once per app (app.ts) rather than on every sign and verify: a Web
 * Crypto key, which jose uses as it is (a KeyObject it would turn into one on every call).
 */
export type AccessTokenKey = webcrypto.CryptoKey;

export function accessTokenKey(secret: string): AccessTokenKey {
  return createSecretKey(Buffer.from(secret, "utf8")).toCryptoKey({ name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export function signAccessToken(
  key: AccessTokenKey,
  claims: { userId: string; sessionId: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + accessTokenSeconds)
    .sign(key);
}

/**
 * The tokens whose signature has been verified, by key, with their claims: a signed-in shopper sends
 * the same token with every request for its quarter of an hour, and verifying its HMAC was the largest
 * part of answering a kept answer such as their cart. Only the whole token, signature and all, finds
 * its entry, and its expiry is checked each time; a session ended meanwhile is the session register's
 * to refuse, as before. At most `verifiedAtMost` a key, the oldest forgotten first.
 */
const verified = new WeakMap<AccessTokenKey, Map<string, AccessClaims>>();
const verifiedAtMost = 10_000;

function remember(key: AccessTokenKey, token: string, claims: AccessClaims) {
  let tokens = verified.get(key);
  if (!tokens) {
    tokens = new Map();
    verified.set(key, tokens);
  }
  if (tokens.size >= verifiedAtMost) {
    const oldest = tokens.keys().next();
    if (!oldest.done) tokens.delete(oldest.value);
  }
  tokens.set(token, claims);
}

/** The token's claims when its signature is ours and it has not expired; otherwise undefined. */
export async function readAccessToken(
  key: AccessTokenKey,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<AccessClaims | undefined> {
  const known = verified.get(key)?.get(token);
  // As jose judges it: a token has expired from the second its `exp` names.
  if (known) return known.exp > nowSeconds ? known : undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      currentDate: new Date(nowSeconds * 1000),
      requiredClaims: ["sub", "sid", "exp"],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    remember(key, token, claims.data);
    return claims.data;
  } catch (error) {
    // A malformed, forged or expired token is simply not a session; anything else is a fault.
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
