import { useState } from "react";
import { Outlet } from "react-router";
import { Drawer } from "../../components/ui/drawer.tsx";
import { MenuIcon } from "../../components/ui/icons.tsx";
import { AccountNav } from "../../features/accounts/account-nav.tsx";
import { SignOutDialog } from "../../features/accounts/sign-out-dialog.tsx";
import { initialsOf } from "../../features/accounts/user-menu.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import type { Route } from "./+types/account-layout";

// The signed-in customer area (docs/product.md §2 "Account area"): a sidebar on wide screens, a drawer on
// phones, both with version 1.0.1 and the sign-out icon. The site header above is its top bar, with
// the cart and wishlist viewers and the user menu.

/** The route guard of docs/product.md §2: a signed-out visitor is asked to sign in and brought back here. */
export async function loader(page: Route.LoaderArgs) {
  await requireSignedIn(page);
  return null;
}

export default function AccountLayout() {
  const user = useRootData()?.user;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const signOut = () => {
    setDrawerOpen(false);
    setConfirmingSignOut(true);
  };

  return (
    <div className="bg-linen pb-20">
      <div aria-hidden="true" className="h-32 bg-espresso" />
      <div className="mx-auto max-w-7xl px-4 pt-8 md:px-8">
        <div className="mb-6 flex items-center gap-4 rounded-lg border border-sand bg-parchment px-4 py-3 md:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open account menu"
            aria-expanded={drawerOpen}
            className="-ml-1 rounded-full p-2 hover:bg-linen md:hidden"
          >
            <MenuIcon />
          </button>
          {user ? (
            <>
              <span
                aria-hidden="true"
                className="hidden h-10 w-10 items-center justify-center rounded-full bg-espresso text-sm font-semibold text-parchment sm:flex"
              >
                {initialsOf(user)}
              </span>
              <div className="min-w-0">
                <p className="text-xs tracking-[0.18em] text-stone uppercase">My Account</p>
                <p className="truncate font-display text-xl font-semibold">
                  {user.firstName} {user.lastName}
                </p>
              </div>
              <p className="ml-auto hidden text-sm text-stone sm:block">
                Ref. Code: <span className="font-semibold text-espresso">{user.referralCode}</span>
              </p>
            </>
          ) : null}
        </div>
        <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
          <aside className="hidden md:block">
            <div className="sticky top-28 rounded-lg border border-sand bg-parchment p-4">
              <AccountNav inDrawer={false} onSignOut={signOut} />
            </div>
          </aside>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      </div>
      <Drawer
        open={drawerOpen}
        title="My Account"
        side="left"
        onClose={() => setDrawerOpen(false)}
        footer={false}
      >
        <AccountNav inDrawer onNavigate={() => setDrawerOpen(false)} onSignOut={signOut} />
      </Drawer>
      <SignOutDialog open={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} />
    </div>
  );
}
