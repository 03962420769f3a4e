// The interface between protected pages and the sign-in modal: any address with `signin=1` opens the
// modal, and `redirectTo=<path>` is where a successful sign-in goes (docs/product.md §2: the route guard
// "remembers the requested path"). The catalog's Add To Cart and wishlist heart use the same two
// parameters (sign-in-request.ts).

export const signInParam = "signin";
export const redirectToParam = "redirectTo";

/** Where a signed-out visitor of a protected page is sent: `from` with the modal open. */
export function signInPath(redirectTo: string, from = "/"): string {
  const params = new URLSearchParams({ [signInParam]: "1", [redirectToParam]: redirectTo });
  return `${from}?${params.toString()}`;
}

/**
 * The page a request is for. A page change in the browser asks the server for the page's data at
 * `<path>.data?_routes=…` (`/_root.data` for the home page); the shopper asked for `<path>`.
 */
export function requestedPagePath(requestUrl: string): string {
  const url = new URL(requestUrl);
  let pathname = url.pathname;
  if (pathname.endsWith(".data")) {
    pathname = pathname.slice(0, -".data".length);
    if (pathname === "/_root") pathname = "/";
  }
  url.searchParams.delete("_routes");
  return `${pathname}${url.search}`;
}

/**
 * A path of this shop to go to after sign-in, or null: only a local path is followed, so that a
 * crafted link cannot send a shopper who has just signed in to another site. The value is first
 * normalised as a browser would read it (dot segments, backslashes, tabs and line breaks), then the
 * result is checked: `/.//evil.example` normalises to `//evil.example`, which a browser would open as
 * another site.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/")) return null;
  const base = "http://oja.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  const otherSite = url.origin !== base || url.username !== "" || url.password !== "";
  if (otherSite || !path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}

/** The search string without the sign-in request, e.g. after the modal closes. */
export function withoutSignIn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(signInParam);
  params.delete(redirectToParam);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The sign-in pages: the modal's views as pages of their own, for a browser without scripts
 * (docs/decisions/036-the-purchase-path-without-javascript.md). Each carries `redirectTo` on to the
 * next, and `email` where the next step needs it.
 */
export const accountPages = {
  signIn: "/sign-in",
  createAccount: "/create-account",
  verifyAccount: "/verify-account",
  forgotPassword: "/forgot-password",
} as const;

/** What the page arrived at says of the step before (the API's sentence for it). */
export type AccountPageNotice = "verified" | "reset" | "sent";

export function accountPagePath(
  path: (typeof accountPages)[keyof typeof accountPages],
  { redirectTo, email, notice }: { redirectTo?: string | null; email?: string; notice?: AccountPageNotice },
): string {
  const params = new URLSearchParams();
  if (redirectTo) params.set(redirectToParam, redirectTo);
  if (email) params.set("email", email);
  if (notice) params.set("notice", notice);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The sign-in page standing in for the modal an address asks for (`?signin=1`), for a browser without
 * scripts, which cannot open the modal: it comes back to the same place.
 */
export function signInPageFor(pathname: string, search: string): string {
  const asked = safeRedirectPath(new URLSearchParams(search).get(redirectToParam));
  return accountPagePath(accountPages.signIn, { redirectTo: asked ?? `${pathname}${withoutSignIn(search)}` });
}
