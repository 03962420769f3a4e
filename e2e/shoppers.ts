import { randomInt, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { developmentAppKey } from "@oja/contracts/config";
import { appKeyHeader } from "@oja/contracts/http";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test as base, expect } from "./browser-checks.ts";

// Shoppers for the browser tests: accounts made through the real API calls, the codes the shop
// e-mails them (read from the outbox's .eml files in the server's data folder), signing in, and the
// header and the account area as a shopper meets them.

export const apiHeaders = { [appKeyHeader]: developmentAppKey };
export const strongPassword = "Leather#2026";

/**
 * A client address of its own. The e2e server trusts X-Forwarded-For from loopback (TRUST_PROXY's
 * default), so each test counts as another client against the per-client limits on sign-in, sign-up
 * and codes, as apps/api/src/test/shoppers.ts does for the API tests: all the tests of a run, from
 * 127.0.0.1 alone, would pass register's 5 a minute and verify-otp's 10 in ten minutes.
 */
export function newClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** `test` whose page and request fixtures come from a client address of their own. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": newClientAddress() });
  },
});
export { expect };

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Details for a new account; the address is unique, so tests never meet each other's accounts. */
export function newShopper(overrides: Partial<Shopper> = {}): Shopper {
  return {
    firstName: "Ada",
    lastName: "Okafor",
    email: `ada+${randomUUID().slice(0, 8)}@example.com`,
    password: strongPassword,
    ...overrides,
  };
}

function outboxDirectory(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return path.join(dataDir, "mail");
}

/** The e-mails sent to `address` so far, oldest first (file names start with the time of sending). */
export async function emailsTo(address: string): Promise<string[]> {
  const directory = outboxDirectory();
  const files = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const messages: string[] = [];
  for (const file of files.filter((name) => name.endsWith(".eml")).sort()) {
    const message = await readFile(path.join(directory, file), "utf8");
    if (message.match(/^To: (.+)$/m)?.[1]?.trim() === address) messages.push(message);
  }
  return messages;
}

/** The codes e-mailed to `address` so far, oldest first. */
async function codesSentTo(address: string): Promise<string[]> {
  // The plain-text part carries the code alone on its line. A file still being written has no code
  // yet and is read again on the next poll.
  return (await emailsTo(address)).flatMap((message) => message.match(/^(\d{6})$/m)?.[1] ?? []);
}

/**
 * The newest code e-mailed to `address`, once more than `after` codes have been sent there. The
 * shop delivers its outbox in the background after answering, so the file may come a moment later.
 */
export async function codeSentTo(address: string, { after = 0 } = {}): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        codes = await codesSentTo(address);
        return codes.length;
      },
      {
        message: `a code e-mailed to ${address} in ${outboxDirectory()} (is the server this run's own?)`,
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(after);
  const code = codes.at(-1);
  if (!code) throw new Error(`no code was e-mailed to ${address}`);
  return code;
}

/** Signs up (POST users/register); the account still needs its e-mailed code. */
export async function signUp(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const response = await request.post("/api/v1/users/register", {
    headers: apiHeaders,
    data: { ...shopper, role: "CUSTOMER" },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new account, signed up and verified with its e-mailed code through the API. */
export async function verifiedShopper(
  request: APIRequestContext,
  overrides: Partial<Shopper> = {},
): Promise<Shopper> {
  const shopper = newShopper(overrides);
  await signUp(request, shopper);
  const otp = await codeSentTo(shopper.email);
  const response = await request.post("/api/v1/users/verify-otp", {
    headers: apiHeaders,
    data: { email: shopper.email, otp, type: "PASSWORD" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return shopper;
}

/**
 * Signs in through the API. The session cookies land in `request`'s cookie jar: with `page.request`
 * that is the browser's, so the page is signed in from its next load on.
 */
export async function signInThroughApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const response = await request.post("/api/v1/users/signin", {
    headers: apiHeaders,
    data: { email: shopper.email, password: shopper.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new verified shopper, signed in in this page's browser. */
export async function signedInShopper(page: Page, overrides: Partial<Shopper> = {}): Promise<Shopper> {
  const shopper = await verifiedShopper(page.request, overrides);
  await signInThroughApi(page.request, shopper);
  return shopper;
}

/** The auth modal, whichever of its views (Sign In, Create Account, Verify Account) it shows. */
export const authModal = (page: Page, view = "Sign In"): Locator =>
  page.getByRole("dialog", { name: view, exact: true });

/** A password field by its label (a label's text match would also find its Show button). */
export const passwordField = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole("textbox", { name: label, exact: true });

/**
 * Opens `path` and waits for React to have taken over the server's HTML: before that, a click on a
 * button does nothing. React Router's browser router exists once hydration has started, and from
 * then on React hydrates whatever is clicked first.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/**
 * `target` once React has hydrated it. A part whose code comes just after the first load (lib/lazy-part.tsx)
 * is the server's HTML until then: its link leads to a page of its own rather than opening a dialog.
 */
export async function live(target: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      target.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
  return target;
}

/**
 * `target` once React has hydrated it and the effects of its page have run: they run just after the
 * elements come alive, and some of them (a form taking over what was typed early) change what a click does.
 */
export async function alive(target: Locator): Promise<Locator> {
  await live(target);
  await target.page().waitForTimeout(100);
  return target;
}

/**
 * Holds back a chunk of the page's code (as the build names it: a lazy part's, "header-search", or a
 * route's, "contact") until the function answered is called: the seconds a slow phone waits for it,
 * made certain.
 */
export async function holdBackCode(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` (which asks to sign in, or is guarded) and waits for the auth modal to be live: its
 * script arrives on its own, and once it runs, focus moves to the first field.
 */
export async function openSignIn(page: Page, path = "/?signin=1"): Promise<void> {
  await page.goto(path);
  await expect(authModal(page).getByLabel("Email address")).toBeFocused();
}

/** Signs in with the modal's sign-in view, which must be open. */
export async function signInWithModal(page: Page, shopper: Pick<Shopper, "email" | "password">) {
  const modal = authModal(page);
  await modal.getByLabel("Email address").fill(shopper.email);
  await passwordField(modal, "Password").fill(shopper.password);
  await modal.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A toast of the root layout: news in the polite region, errors in the assertive one. */
export function toast(page: Page, kind: "news" | "error", message: string): Locator {
  return page.getByRole(kind === "news" ? "status" : "alert").filter({ hasText: message });
}

/** Phones (below the 768 px breakpoint) keep the header's menu and the account menu in drawers. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

// --- Accounts in the header and the account area ------------------------------------------------

/** The sentences the shop answers the account calls with, as the toasts show them. */
export const accountMessages = {
  created: "Your account has been created. Enter the 6-digit code we sent to your email to verify it.",
  verified: "Your account has been verified. Please sign in.",
  wrongPassword: "The email or password is incorrect.",
  unverified:
    "Your email address is not verified yet. We have sent a new code to your email: enter it to verify your account.",
  otpSent: "OTP sent to your registered email address",
  profileSaved: "Your profile has been updated. Please sign in again.",
  passwordChanged: "Your password has been changed. Please sign in with your new password.",
  signedOut: "You have been signed out. See you soon.",
};

/** docs/product.md §2: Account in the header menu; on a phone that menu is the Menu drawer. */
export async function openAccountFromHeader(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Account" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  }
}

/** The header's menu of the signed-in shopper (its button is labelled with their name). */
export const userMenuButton = (page: Page) => page.getByRole("button", { name: /, account menu for / });

/** Signed out, the header offers Account again (on a phone inside the Menu drawer) and no user menu. */
export async function expectSignedOutHeader(page: Page) {
  await expect(userMenuButton(page)).toHaveCount(0);
  if (!isPhone(page)) {
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }),
    ).toBeVisible();
  }
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("ocToken");
}

/** A side drawer stands the full height of the window (docs/product.md §2 "Other"), whatever page holds it. */
export async function expectFullHeight(page: Page, drawer: Locator) {
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && { top: box.y, height: box.height };
    })
    .toEqual({ top: 0, height: page.viewportSize()?.height });
}
