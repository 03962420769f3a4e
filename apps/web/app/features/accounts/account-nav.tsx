import { appVersion } from "@oja/contracts/shop";
import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router";
import {
  BoxIcon,
  CardIcon,
  DashboardIcon,
  MapPinIcon,
  SignOutIcon,
  UserIcon,
} from "../../components/ui/account-icons.tsx";
import { HeartIcon } from "../../components/ui/icons.tsx";

interface AccountLink {
  title: string;
  url: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** docs/product.md §2: Wishlist is only in the mobile drawer (the top bar's heart opens it on wide screens). */
  drawerOnly?: boolean;
}

export const accountLinks: AccountLink[] = [
  { title: "Dashboard", url: "/account", icon: DashboardIcon },
  { title: "Orders", url: "/account/orders", icon: BoxIcon },
  { title: "Wishlist", url: "/account/wishlist", icon: HeartIcon, drawerOnly: true },
  { title: "Addresses", url: "/account/addresses", icon: MapPinIcon },
  { title: "Payments", url: "/account/payments", icon: CardIcon },
  { title: "Profile Settings", url: "/account/profile", icon: UserIcon },
];

/** The account area's menu, its version line and the sign-out icon: the sidebar and the mobile drawer. */
export function AccountNav({
  inDrawer,
  onNavigate,
  onSignOut,
}: {
  inDrawer: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
}) {
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Account">
        <ul className="space-y-1">
          {accountLinks
            .filter((link) => inDrawer || !link.drawerOnly)
            .map(({ title, url, icon: Icon }) => (
              <li key={url}>
                <NavLink
                  to={url}
                  end={url === "/account"}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors ${
                      isActive ? "bg-espresso text-parchment" : "text-espresso hover:bg-linen"
                    }`
                  }
                >
                  <Icon width={20} height={20} />
                  {title}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="mt-auto flex items-center justify-between border-t border-sand pt-4">
        <p className="text-xs tracking-[0.14em] text-stone uppercase">Version {appVersion}</p>
        <button
          type="button"
          onClick={onSignOut}
          aria-label="Sign out"
          title="Sign out"
          className="rounded-full p-2 text-cognac-dark hover:bg-linen"
        >
          <SignOutIcon width={20} height={20} />
        </button>
      </div>
    </div>
  );
}
