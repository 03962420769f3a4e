import { sessionCookies } from "@oja/contracts/accounts";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signedInShopper, test } from "./shoppers.ts";

// A browser whose 15-minute access token has run out still holds its refresh cookie. Tabs opened
// together then renew together, with the same refresh token: all of them must come back signed in,
// and the session must live on (decision 020).

const userMenuButton = (page: Page) => page.getByRole("button", { name: /, account menu for / });

async function sessionCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

test("four pages opened at once with only the refresh cookie all render signed in", async ({
  page,
  context,
}) => {
  // Five pages loading at once, four of them together: more than one page's time on a busy machine.
  test.setTimeout(60_000);
  await signedInShopper(page);
  const refreshToken = await sessionCookie(context, sessionCookies.refreshToken);
  expect(refreshToken).toBeTruthy();
  // What a browser holds once the access token has expired: the cookie is gone from its requests.
  await context.clearCookies({ name: sessionCookies.accessToken });

  const paths = ["/account", "/account/orders", "/shop", "/account/payments"];
  const tabs = await Promise.all(paths.map(() => context.newPage()));
  await Promise.all(tabs.map((tab, index) => tab.goto(paths[index] ?? "/")));
  for (const [index, tab] of tabs.entries()) {
    // A signed-out account page would have been sent to the sign-in modal on the home page.
    await expect(tab).toHaveURL(paths[index] ?? "/");
    await expect(userMenuButton(tab)).toBeVisible();
  }

  const renewed = await sessionCookie(context, sessionCookies.refreshToken);
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(refreshToken);
  expect(await sessionCookie(context, sessionCookies.accessToken)).toBeTruthy();

  // The session survives: later pages, and a later renewal of the token the tabs were given.
  await tabs[0]?.goto("/account/profile");
  await expect(tabs[0] as Page).toHaveURL("/account/profile");
  await expect(userMenuButton(tabs[0] as Page)).toBeVisible();
  await context.clearCookies({ name: sessionCookies.accessToken });
  await page.goto("/account/orders");
  await expect(page).toHaveURL("/account/orders");
  await expect(userMenuButton(page)).toBeVisible();
  expect(await sessionCookie(context, sessionCookies.refreshToken)).not.toBe(renewed);
});
