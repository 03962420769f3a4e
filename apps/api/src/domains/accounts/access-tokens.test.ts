import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accessTokenKey, accessTokenSeconds, readAccessToken, signAccessToken } from "./access-tokens.ts";

// A token verified once is answered from what was verified (the signed-in shopper's every request), but
// only for that very token, under the key that verified it, until it expires.

describe("access tokens read again", () => {
  const key = accessTokenKey("the-shops-secret-the-shops-secret-1");
  const claims = { userId: randomUUID(), sessionId: randomUUID() };

  it("are the same claims, until the token expires", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken(key, claims, now);
    const first = await readAccessToken(key, token, now);
    expect(first).toMatchObject({ sub: claims.userId, sid: claims.sessionId });
    expect(await readAccessToken(key, token, now + 60)).toEqual(first);
    expect(await readAccessToken(key, token, now + accessTokenSeconds - 1)).toEqual(first);
    expect(await readAccessToken(key, token, now + accessTokenSeconds)).toBeUndefined();
  });

  it("are refused under another key, or with another signature, after being verified", async () => {
    const token = await signAccessToken(key, claims);
    expect(await readAccessToken(key, token)).toBeDefined();
    expect(
      await readAccessToken(accessTokenKey("another-secret-another-secret-1234"), token),
    ).toBeUndefined();
    const [head, body, signature = ""] = token.split(".");
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    expect(await readAccessToken(key, `${head}.${body}.${otherSignature}`)).toBeUndefined();
  });
});
