import { createHmac, timingSafeEqual } from "node:crypto";

// Access tokens are JWTs signed with HMAC-SHA256 (HS256) by node:crypto: the format is standard, so
// any JWT library can read them, and the only cryptography is the HMAC itself.

export const accessTokenSeconds = 15 * 60;

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** The session (refresh-token family) it belongs to: revoking the session ends the token too. */
  sid: string;
  iat: number;
  exp: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function signature(secret: string, signedPart: string): Buffer {
  return createHmac("sha256", secret).update(signedPart).digest();
}

export function signAccessToken(
  secret: string,
  claims: { userId: string; sessionId: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload: AccessClaims = {
    sub: claims.userId,
    sid: claims.sessionId,
    iat: nowSeconds,
    exp: nowSeconds + accessTokenSeconds,
  };
  const signedPart = `${header}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return `${signedPart}.${signature(secret, signedPart).toString("base64url")}`;
}

/** The token's claims when its signature is ours and it has not expired; otherwise undefined. */
export function readAccessToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [head, body, sent] = parts as [string, string, string];
  // Only our own header is accepted, so "alg: none" or another algorithm can never be smuggled in.
  if (head !== header) return undefined;
  const expected = signature(secret, `${head}.${body}`);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<AccessClaims>;
    if (typeof claims.sub !== "string" || !uuidPattern.test(claims.sub)) return undefined;
    if (typeof claims.sid !== "string" || !uuidPattern.test(claims.sid)) return undefined;
    if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return undefined;
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}
