import { redirectToParam, signInParam, withoutSignIn } from "./sign-in-link.ts";

// Add To Cart and the wishlist heart ask a signed-out shopper to sign in on the page itself: the
// address gains `signin=1` and `redirectTo=<this page>` (lib/sign-in-link.ts), the root layout opens
// the sign-in modal, and a successful sign-in comes back here (docs/product.md §5 "Add to cart").

/** The search string that asks for sign-in on the current page and comes back to it afterwards. */
export function signInSearch(pathname: string, search: string): string {
  const rest = withoutSignIn(search);
  const params = new URLSearchParams(rest);
  params.set(signInParam, "1");
  params.set(redirectToParam, `${pathname}${rest}`);
  return `?${params.toString()}`;
}

/** Whether two addresses differ only in the sign-in request, so the page's data need not reload. */
export function differsOnlyBySignIn(current: URL, next: URL): boolean {
  const rest = (url: URL) => {
    const params = new URLSearchParams(withoutSignIn(url.search));
    params.sort();
    return params.toString();
  };
  return current.pathname === next.pathname && rest(current) === rest(next);
}
