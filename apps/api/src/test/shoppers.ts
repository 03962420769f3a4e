import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sessions } from "../domains/accounts/accounts.schema.ts";
import { ensureAdmin } from "../domains/accounts/accounts.service.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the API tests of every domain that needs a signed-in shopper: a verified account made
// through the real calls (sign-up, the e-mailed code, verify, sign-in), and the headers to use it.

/** The answers of the user guard (decision 005): no session, and another shopper's user id. */
export const signInRequiredAnswer = { status: 401, message: "Please sign in to continue." };
export const otherUserAnswer = { status: 403, message: "You can only see or change your own account." };

/** A delivery address in Lagos, as the address form sends it. */
export const lagosAddress = {
  fullName: "Adaeze Okafor",
  phone: "08031234567",
  address1: "14 Admiralty Way, Lekki Phase 1",
  city: "Lekki",
  state: "Lagos",
  country: "Nigeria",
  zipCode: "105102",
};

/** A random client address, so that the per-client rate limits of one test never touch another's. */
export function newClient(): Record<string, string> {
  return { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

export const strongPassword = "Leather#2026";

export function newShopperDetails(overrides: Partial<Record<string, string>> = {}) {
  return {
    firstName: "Adaeze",
    lastName: "Okafor",
    email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
    password: strongPassword,
    ...overrides,
  };
}

/** The six-digit code of the newest e-mail sent to this address. */
export async function lastCodeSentTo(shop: TestApp, email: string): Promise<string> {
  const emails = await shop.deliveredEmails();
  const latest = emails.filter((sent) => sent.to === email).at(-1);
  const code = latest?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code was e-mailed to ${email}`);
  return code;
}

/** Signs up a new shopper without verifying; answers the details used and the client address. */
export async function signedUpShopper(shop: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const details = newShopperDetails(overrides);
  const client = newClient();
  const response = await shop.post("/users/register", details, client);
  expect(response.statusCode).toBe(201);
  return { details, client };
}

export interface SignedInShopper {
  id: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  /** Authorization and a client address of its own. */
  headers: Record<string, string>;
}

/** Signs up, verifies and signs in a new shopper. */
export async function signedInShopper(
  shop: TestApp,
  overrides: Partial<Record<string, string>> = {},
): Promise<SignedInShopper> {
  const details = newShopperDetails(overrides);
  const client = newClient();
  const registered = await shop.post("/users/register", details, client);
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);
  const otp = await lastCodeSentTo(shop, details.email);
  const verified = await shop.post("/users/verify-otp", { email: details.email, otp }, client);
  if (verified.statusCode !== 201) throw new Error(`verification failed: ${verified.body}`);
  const signedIn = await shop.post(
    "/users/signin",
    { email: details.email, password: details.password },
    client,
  );
  if (signedIn.statusCode !== 201) throw new Error(`sign-in failed: ${signedIn.body}`);
  const { token, refreshToken, user } = signedIn.json().data;
  return {
    id: user.id,
    email: details.email,
    password: details.password,
    token,
    refreshToken,
    headers: { ...client, authorization: `Bearer ${token}` },
  };
}

/** A signed-in shopper made the shop's owner (ADMIN), as `npm run admin:create` would. */
export async function signedInOwner(shop: TestApp): Promise<SignedInShopper> {
  const owner = await signedInShopper(shop);
  await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" });
  return owner;
}

/** A Cookie header carrying these cookies. */
export function cookieHeader(cookies: Record<string, string>) {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
}

/** The session row an access token belongs to. */
export async function sessionOf(shop: TestApp, token: string) {
  const sid = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sid as string;
  const [row] = await shop.db.select().from(sessions).where(eq(sessions.id, sid));
  return row;
}
