import { fallbackShopName } from "@oja/contracts/shop";
import { lazy, type ReactNode, Suspense, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { NavigationProgress } from "./components/layout/navigation-progress.tsx";
import { NotFoundPage } from "./components/layout/not-found-page.tsx";
import type { SiteFooterProps } from "./components/layout/site-footer.tsx";
import { SiteHeader, type SiteHeaderProps } from "./components/layout/site-header.tsx";
import { useViewers, type Viewer, ViewersProvider } from "./components/layout/viewers.tsx";
import { Button } from "./components/ui/button.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { loadSettings } from "./features/content/settings.server.ts";
import type { PageRefusal } from "./lib/api.server.ts";
import { webEnv } from "./lib/env.server.ts";
import { pageLinksItsStyles, useInlineStyles } from "./lib/inline-styles.ts";
import { KeptPart } from "./lib/kept-parts.tsx";
import { lazyPart } from "./lib/lazy-part.tsx";
import { type RootData, useRootData } from "./lib/root-data.ts";
import { sessionMiddleware, shopperShell } from "./lib/session.server.ts";
import { signInPageFor, signInParam } from "./lib/sign-in-link.ts";
import { signInSearch } from "./lib/sign-in-request.ts";
import visitorStyles from "./visitors.css?url";
import "./lib/zod-settings.client.ts";
import { hasLightTop, hidesFooter, isCurrent, mainMenu, rightMenu } from "./lib/site.ts";

const fallbackSocialLinks = {
  facebook: "https://www.facebook.com/ojaleatherhouse",
  youtube: "https://www.youtube.com/@ojaleatherhouse",
  instagram: "https://www.instagram.com/ojaleatherhouse",
};

// The sign-in modal's forms and rules are fetched when a shopper asks to sign in, not with every page.
const AuthModal = lazy(() =>
  import("./features/accounts/auth-modal.tsx").then((module) => ({ default: module.AuthModal })),
);

// The user menu is fetched only when a shopper is signed in, not with every visitor's first load: until
// it arrives, the menu the server drew stays on the page, and React takes it over when its code is there.
const UserMenu = lazy(() =>
  import("./features/accounts/user-menu.tsx").then((module) => ({ default: module.UserMenu })),
);

// The cart and wishlist viewers, drawers that only JavaScript opens, are fetched when a shopper first
// opens one, not with every page.
const CartViewer = lazy(() =>
  import("./features/cart/cart-viewer.tsx").then((module) => ({ default: module.CartViewer })),
);
const WishlistViewer = lazy(() =>
  import("./features/wishlist/wishlist-viewer.tsx").then((module) => ({ default: module.WishlistViewer })),
);

// The footer sits below every page's fold and holds links and the newsletter's form, which work as they
// are before its code comes: the server draws it whole, and its code follows the page's first load.
const SiteFooter = lazyPart(() =>
  import("./components/layout/site-footer.tsx").then((module) => module.SiteFooter),
);

// The header's search is a plain GET form to the shop's search until its code comes, just after the
// first load: then its suggestions, and on narrow screens its button, come alive.
const HeaderSearch = lazyPart(() =>
  import("./features/search/header-search.tsx").then((module) => module.HeaderSearch),
);

/**
 * The footer, the same on every page for the shop's name, links and year: the server draws it once for
 * them (decision 056); in the browser it is the footer itself.
 */
const Footer = import.meta.env.SSR ? KeptFooter : SiteFooter;

function KeptFooter(props: SiteFooterProps) {
  const { shopName, socialLinks, year } = props;
  return (
    <KeptPart
      name="footer"
      inputs={JSON.stringify([
        shopName,
        socialLinks.facebook,
        socialLinks.youtube,
        socialLinks.instagram,
        year,
      ])}
    >
      <SiteFooter {...props} />
    </KeptPart>
  );
}

/**
 * A visitor's header, the same on every page for the shop's name, the top's shade and which menu item
 * is the current page: the server draws it once for them (decision 058); in the browser it is the
 * header itself. A signed-in shopper's, with their menu and counts, is drawn every time, and so is the
 * header at an address with capitals or a doubled slash, where NavLink, which ignores case and reads
 * "//" as under "/", would mark a menu item current that `isCurrent` does not.
 */
const Header = import.meta.env.SSR ? KeptHeader : SiteHeader;

function KeptHeader(props: SiteHeaderProps) {
  const { pathname } = useLocation();
  const { shopName, lightTop, cartCount, wishlistCount, accountMenu, viewers } = props;
  const visitors = !accountMenu && !viewers && cartCount === 0 && wishlistCount === 0;
  if (!visitors || pathname !== pathname.toLowerCase() || pathname.includes("//"))
    return <SiteHeader {...props} />;
  const current = [...mainMenu, ...rightMenu].map((item) => isCurrent(item.url, pathname));
  return (
    <KeptPart name="header" inputs={JSON.stringify([shopName, lightTop, current])}>
      <SiteHeader {...props} />
    </KeptPart>
  );
}

/** A viewer from the first time it opens on: it stays rendered after, so it can slide away. */
function OnceOpened({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { open } = useViewers();
  const [opened, setOpened] = useState(false);
  if (open === viewer && !opened) setOpened(true);
  return opened || open === viewer ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Renews an expired session before any loader runs, and passes the API's cookies on (docs/architecture.md §4). */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader(page: Route.LoaderArgs): Promise<RootData> {
  // The shell must still render when settings cannot be read; the pages that need them will say so.
  // docs/product.md §6: the cart and the wishlist are only a signed-in shopper's; the header's badges and
  // both viewers show them, and they are read again after every change (docs/product.md §4), as every
  // loader is after an action. One call answers the shopper, the cart and the wishlist.
  const [settings, shell] = await Promise.all([
    loadSettings(page).catch(() => undefined),
    shopperShell(page),
  ]);
  return {
    user: shell.user,
    shopName: settings?.shopName ?? fallbackShopName,
    socialLinks: settings?.socialLinks ?? fallbackSocialLinks,
    vatPercent: settings?.vatPercent ?? null,
    publicUrl: webEnv.publicUrl,
    year: new Date().getFullYear(),
    cart: shell.cart,
    wishlist: shell.wishlist,
  };
}

export const links: Route.LinksFunction = () => [
  // Under `npm run dev` the style sheet is linked; built, it is written into the page (AppStyles).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: appStyles, precedence: "default" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

/**
 * The style sheet inside the page's head (entry.server.tsx reads it). As a style with an `href` and a
 * precedence it is React's resource: the browser's render finds the one the page came with by its
 * address and keeps it, so it needs no text of its own. A visitor's page carries the visitor's sheet;
 * a signed-in shopper's links the whole one (decision 054).
 */
function AppStyles({ signedIn }: { signedIn: boolean }) {
  const inline = useInlineStyles();
  if (import.meta.env.DEV) return null;
  // The browser renders what the page came with: either is found in the page by its address and kept.
  if (inline ? inline.css === null : pageLinksItsStyles())
    return <link rel="stylesheet" href={appStyles} precedence="default" />;
  return (
    <>
      <style href={visitorStyles} precedence="default" nonce={inline?.nonce}>
        {inline?.css ?? ""}
      </style>
      {/* A visitor who signs in reaches pages the visitor's sheet leaves out: the whole sheet follows,
          and React shows the signed-in page once it has come. */}
      {signedIn ? <link rel="stylesheet" href={appStyles} precedence="default" /> : null}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRootData();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // An error page has the dark band of its own, whatever page it stands in for.
  const showsError = Boolean(useRouteError());
  const signInRequested = new URLSearchParams(search).get(signInParam) === "1";
  const shopName = shell?.shopName ?? fallbackShopName;
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f1712" />
        <Meta />
        {signInRequested && !shell?.user ? (
          // Without scripts the modal cannot open: the browser goes to the sign-in page instead.
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${signInPageFor(pathname, search)}`} />
          </noscript>
        ) : null}
        <AppStyles signedIn={Boolean(shell?.user)} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-parchment focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <ToastProvider>
          <ViewersProvider>
            <Header
              lightTop={hasLightTop(pathname) && !showsError}
              shopName={shopName}
              cartCount={shell?.cart?.cartItemsCount ?? 0}
              wishlistCount={shell?.wishlist?.wishlistProductsCount ?? 0}
              search={
                <Suspense fallback={null}>
                  <HeaderSearch />
                </Suspense>
              }
              accountMenu={
                shell?.user ? (
                  <Suspense fallback={null}>
                    <UserMenu user={shell.user} />
                  </Suspense>
                ) : null
              }
              viewers={
                shell?.user ? (
                  <>
                    <OnceOpened viewer="cart">
                      <CartViewer />
                    </OnceOpened>
                    <OnceOpened viewer="wishlist">
                      <WishlistViewer />
                    </OnceOpened>
                  </>
                ) : null
              }
              onSignInNeeded={() =>
                void navigate({ search: signInSearch(pathname, search) }, { preventScrollReset: true })
              }
            />
            <main id="main" className="flex-1">
              {children}
            </main>
            {hidesFooter(pathname) ? null : (
              <Suspense fallback={null}>
                <Footer
                  shopName={shopName}
                  socialLinks={shell?.socialLinks ?? fallbackSocialLinks}
                  year={shell?.year ?? new Date().getFullYear()}
                />
              </Suspense>
            )}
            {signInRequested ? (
              <Suspense fallback={null}>
                <AuthModal />
              </Suspense>
            ) : null}
          </ViewersProvider>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname, key } = useLocation();
  // The page a visit opens with shows at once: a fade there would only hold back its first paint. Its
  // key is remembered rather than compared with "default", which only the server has: the browser's
  // history entry has a key of its own, and the two renders must agree.
  const [firstKey] = useState(key);
  // Re-keyed per path so each later page fades in over 0.3 s (docs/product.md §2 "Other").
  return (
    <div key={pathname} className={key === firstKey ? undefined : "animate-page-in"}>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const refusal = error.data as PageRefusal | null;
    return (
      <ErrorPage eyebrow={`Error ${error.status}`} heading="We could not open this page">
        <p>{refusal?.message ?? "The address asks for something the shop cannot show."}</p>
        <p className="mt-2">Check the address, or find what you were looking for from the shop.</p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage
      heading="Something went wrong."
      actions={
        <Button tone="brass" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    >
      <p>
        Please refresh the page. If it keeps happening, contact our support team and we will help you right
        away.
      </p>
    </ErrorPage>
  );
}
