import type { User } from "@oja/contracts/accounts";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { SignOutIcon, UserIcon } from "../../components/ui/account-icons.tsx";

// The sign-out confirmation is fetched when a shopper first asks to sign out, not with every page.
const SignOutDialog = lazy(() =>
  import("./sign-out-dialog.tsx").then((module) => ({ default: module.SignOutDialog })),
);

export type MenuUser = Pick<User, "firstName" | "lastName" | "referralCode">;

export function initialsOf(user: Pick<User, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/**
 * The signed-in shopper's menu (docs/product.md §2): first and last name, Ref. Code, My Profile and Logout.
 * Escape or a click elsewhere closes it.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Stays true once asked, so the dialog can close as it opened rather than vanish.
  const [askedToSignOut, setAskedToSignOut] = useState(false);
  if (confirming && !askedToSignOut) setAskedToSignOut(true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        // The name starts with the initials the button shows (WCAG 2.5.3), then says what it opens.
        aria-label={`${initialsOf(user)}, account menu for ${user.firstName} ${user.lastName}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex h-9 w-9 items-center justify-center rounded-full border border-current text-xs font-semibold tracking-wider"
      >
        {initialsOf(user)}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-3 w-64 rounded-lg border border-sand bg-parchment p-2 text-espresso shadow-xl"
      >
        <div className="border-b border-sand px-3 pt-2 pb-3">
          <p className="font-display text-xl font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="mt-0.5 text-xs tracking-wide text-stone">
            Ref. Code: <span className="font-semibold text-espresso">{user.referralCode}</span>
          </p>
        </div>
        <ul className="pt-2 text-sm">
          <li>
            <Link
              to="/profile"
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-md px-3 py-2.5 hover:bg-linen"
            >
              <UserIcon width={18} height={18} />
              My Profile
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                // The dialog gives focus back to what had it: the menu's button, not this hidden item.
                button.current?.focus();
                setConfirming(true);
              }}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left hover:bg-linen"
            >
              <SignOutIcon width={18} height={18} />
              Logout
            </button>
          </li>
        </ul>
      </div>
      {askedToSignOut ? (
        <Suspense fallback={null}>
          <SignOutDialog open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
