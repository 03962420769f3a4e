import { sessionCookies, type User } from "@oja/contracts/accounts";
import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import type { Shell, ShellQuery } from "@oja/contracts/shell";
import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { callApi, type PageArgs, renewShopperSession, shopperSession } from "./api.server.ts";
import { requestedPagePath, signInPath } from "./sign-in-link.ts";

// The signed-in shopper on the page server (decision 005). The access token lives 15 minutes; when it
// has run out, the middleware renews it from the refresh cookie once, before any loader asks the API
// anything, and the new cookies go back to the browser with the page. Pages renewing the same token
// at once share the one renewal (api.server.ts).

/** Renew a little before the end, so a token does not run out between here and the API. */
const renewalMarginSeconds = 30;

function expiresSoon(token: string | undefined): boolean {
  if (!token) return true;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.exp !== "number" || payload.exp - Date.now() / 1000 < renewalMarginSeconds;
  } catch {
    return true;
  }
}

export const sessionMiddleware: MiddlewareFunction<Response> = async (page, next) => {
  const session = shopperSession(page);
  if (
    session.cookies.has(sessionCookies.refreshToken) &&
    expiresSoon(session.cookies.get(sessionCookies.accessToken))
  ) {
    // A refused renewal clears the cookies through its own Set-Cookie; the page renders signed out.
    await renewShopperSession(page);
  }
  const response = await next();
  for (const setCookie of session.setCookies) response.headers.append("set-cookie", setCookie);
  return response;
};

const visitorShell: Shell = { user: null, cart: null, wishlist: null };

const shellContext = createContext<{ writes: number; shell: Promise<Shell> } | null>(null);

/** What the page asks of its shell besides the shopper, the cart and the wishlist (decision 073). */
const shellQueryContext = createContext<ShellQuery>({});

/**
 * For a product's page, from its middleware (before any loader starts the shell): a signed-in shopper's
 * shell also carries their own review of the product, so the page makes one call for the shopper, not
 * two (decision 073). For a visitor nothing is asked, as their shell makes no call.
 */
export async function shellCarriesReviewOf(
  page: PageArgs,
  productId: () => Promise<string | undefined>,
): Promise<void> {
  if (!shopperSession(page).cookies.has(sessionCookies.accessToken)) return;
  const reviewOf = await productId();
  if (reviewOf) page.context.set(shellQueryContext, { reviewOf });
}

/**
 * The page shell's data (the signed-in shopper, their cart, their wishlist), asked of the
 * API in one call per page request, and again after the request has changed something as the shopper
 * (an action's call). A session that has ended or an account that cannot be used is a visitor's.
 */
export function shopperShell(page: PageArgs): Promise<Shell> {
  const session = shopperSession(page);
  const known = page.context.get(shellContext);
  if (known && known.writes === session.writes) return known.shell;
  const shell = session.cookies.has(sessionCookies.accessToken)
    ? callApi(page, routes.shell.get, { query: page.context.get(shellQueryContext) })
        .then((answer) => answer.data)
        .catch((error: unknown) => {
          if (error instanceof ApiError) return visitorShell;
          throw error;
        })
    : Promise.resolve(visitorShell);
  page.context.set(shellContext, { writes: session.writes, shell });
  return shell;
}

/** The shopper signed in on this request, or null (from the page shell's one call). */
export async function signedInUser(page: PageArgs): Promise<User | null> {
  return (await shopperShell(page)).user;
}

/**
 * The signed-in shopper making a change by a posted form; a visitor is sent to sign in over the page
 * the form came from (without JavaScript the form posts to the page itself), and brought back to it.
 */
export async function requireSignedInToChange(page: PageArgs): Promise<User> {
  const user = await signedInUser(page);
  if (user) return user;
  const here = requestedPagePath(page.request.url);
  throw redirect(signInPath(here, new URL(here, page.request.url).pathname));
}

/**
 * The route guard of docs/product.md §2 for /account/* and /checkout: a signed-out visitor goes to the home page
 * with the sign-in modal open, and comes back to the requested page after signing in.
 */
export async function requireSignedIn(page: PageArgs): Promise<User> {
  const user = await signedInUser(page);
  if (user) return user;
  throw redirect(signInPath(requestedPagePath(page.request.url)));
}
