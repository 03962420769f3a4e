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
