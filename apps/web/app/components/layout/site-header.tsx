import { bannerText } from "@oja/contracts/shop";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { accountPagePath, accountPages } from "../../lib/sign-in-link.ts";
import { isCurrent, type MenuItem, mainMenu, rightMenu } from "../../lib/site.ts";
import { BagIcon, HeartIcon, MenuIcon } from "../ui/icons.tsx";
import { Logo } from "./logo.tsx";
import { useHeaderState } from "./use-header-state.ts";
import { useViewers, ViewerOpener } from "./viewers.tsx";

// The menu's drawer only ever opens with JavaScript, from the button: its code comes when it first opens,
// and it stays rendered after, so it can slide away.
const MenuDrawer = lazy(() => import("./menu-drawer.tsx").then((module) => ({ default: module.MenuDrawer })));

export interface SiteHeaderProps {
  /** The page's top is light, so the header at the top takes the dark logo and text (docs/product.md §2). */
  lightTop: boolean;
  shopName: string;
  cartCount: number;
  wishlistCount: number;
  /** The signed-in shopper's menu (features/accounts), beside the cart; nothing when signed out. */
  accountMenu?: ReactNode;
  /** The header's search (features/search), before the wishlist and the cart. */
  search?: ReactNode;
  /** The cart and wishlist viewers (features/cart, features/wishlist); they open by `useViewers`. */
  viewers?: ReactNode;
  /** A visitor's click on the cart or the heart asks them to sign in (docs/product.md §6). */
  onSignInNeeded: () => void;
}

function MenuLinks({
  items,
  pathname,
  className,
}: {
  items: MenuItem[];
  pathname: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = isCurrent(item.url, pathname);
        return (
          <li key={item.url}>
            <NavLink
              to={item.url}
              aria-current={current ? "page" : undefined}
              className={`relative py-2 text-[0.8rem] font-medium tracking-[0.18em] uppercase transition-opacity hover:opacity-100 after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:bg-current after:transition-transform ${current ? "opacity-100 after:scale-x-100" : "opacity-80 after:scale-x-0"}`}
            >
              {item.title}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

const itemsText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="absolute -top-1 -right-1 flex h-[1.1rem] min-w-[1.1rem] items-center justify-center rounded-full bg-brass px-1 text-[0.65rem] font-semibold text-espresso">
      {count > 99 ? "99+" : count}
    </span>
  );
}

export function SiteHeader({
  lightTop,
  shopName,
  cartCount,
  wishlistCount,
  accountMenu,
  search,
  viewers,
  onSignInNeeded,
}: SiteHeaderProps) {
  const { pathname } = useLocation();
  const state = useHeaderState();
  const { open: viewer, show, close } = useViewers();
  const [menuOpened, setMenuOpened] = useState(false);
  if (viewer === "menu" && !menuOpened) setMenuOpened(true);
  const showForShopper = (kind: "cart" | "wishlist") => (accountMenu ? show(kind) : onSignInNeeded());
  // The viewers' pages; a visitor signs in first and is brought there.
  const pageFor = (path: string) =>
    accountMenu ? path : accountPagePath(accountPages.signIn, { redirectTo: path });

  const dark = lightTop || state === "shown";
  const surface =
    state === "top"
      ? "bg-transparent"
      : "bg-parchment/95 shadow-[0_1px_12px_rgba(31,23,18,0.08)] backdrop-blur supports-[backdrop-filter]:bg-parchment/85";

  return (
    <>
      <header
        data-state={state}
        className={`fixed inset-x-0 top-0 z-40 transition-[transform,background-color] duration-300 ${state === "hidden" ? "-translate-y-full" : "translate-y-0"} ${surface} ${dark ? "text-espresso" : "text-parchment"}`}
      >
        <p className="bg-espresso px-4 py-2 text-center text-[0.7rem] tracking-[0.12em] text-parchment sm:text-xs">
          {bannerText}
        </p>
        <nav
          aria-label="Main"
          className="mx-auto grid h-20 max-w-7xl grid-cols-[1fr_auto_1fr] items-center px-4 md:px-8"
        >
          <div className="flex items-center">
            <ViewerOpener
              href="/menu"
              className="-ml-2 rounded-full p-2 md:hidden"
              label="Open menu"
              expanded={viewer === "menu"}
              onOpen={() => show("menu")}
            >
              <MenuIcon />
            </ViewerOpener>
            <MenuLinks items={mainMenu} pathname={pathname} className="hidden gap-8 md:flex" />
          </div>
          <Link to="/" className="justify-self-center">
            <Logo shopName={shopName} />
          </Link>
          <div className="flex items-center justify-end gap-6">
            <MenuLinks items={rightMenu} pathname={pathname} className="hidden gap-8 md:flex" />
            <div className="flex items-center gap-1">
              {search}
              <ViewerOpener
                href={pageFor("/account/wishlist")}
                className="relative rounded-full p-2"
                label={`Wishlist, ${itemsText(wishlistCount)}`}
                onOpen={() => showForShopper("wishlist")}
              >
                <HeartIcon />
                <CountBadge count={wishlistCount} />
              </ViewerOpener>
              <ViewerOpener
                href={pageFor("/cart")}
                className="relative rounded-full p-2"
                label={`Cart, ${itemsText(cartCount)}`}
                onOpen={() => showForShopper("cart")}
              >
                <BagIcon />
                <CountBadge count={cartCount} />
              </ViewerOpener>
              {accountMenu ? <div className="ml-2">{accountMenu}</div> : null}
            </div>
          </div>
        </nav>
      </header>

      {menuOpened ? (
        <Suspense fallback={null}>
          <MenuDrawer open={viewer === "menu"} pathname={pathname} onClose={close} />
        </Suspense>
      ) : null}

      {viewers}
    </>
  );
}
