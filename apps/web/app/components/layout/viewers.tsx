import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { buttonClass } from "../ui/button.tsx";

// Which of the side viewers of docs/product.md §2 is open: the menu, the cart or the wishlist. The header's icons
// open them, and so does a page (Add To Cart opens the cart viewer), so the choice lives above both.
// Each viewer has a page too (/menu, /cart, /account/wishlist): before the page's scripts run, its
// opener is a link there (docs/decisions/036-the-purchase-path-without-javascript.md).

export type Viewer = "menu" | "cart" | "wishlist";

interface Viewers {
  open: Viewer | null;
  show: (viewer: Viewer) => void;
  close: () => void;
}

const ViewersContext = createContext<Viewers | null>(null);

export function ViewersProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Viewer | null>(null);
  const viewers = useMemo<Viewers>(() => ({ open, show: setOpen, close: () => setOpen(null) }), [open]);
  return <ViewersContext.Provider value={viewers}>{children}</ViewersContext.Provider>;
}

export function useViewers(): Viewers {
  const viewers = useContext(ViewersContext);
  if (!viewers) throw new Error("useViewers needs the ViewersProvider of the root layout");
  return viewers;
}

/** What an empty cart or wishlist viewer says, with the way back to the shop (docs/product.md §2). */
export function EmptyViewer({ text, linkText }: { text: string; linkText: string }) {
  const { close } = useViewers();
  return (
    <div className="flex flex-col items-center gap-6 py-16 text-center">
      <p className="font-display text-2xl">{text}</p>
      <Link to="/shop" onClick={close} className={buttonClass()}>
        {linkText}
      </Link>
    </div>
  );
}

/**
 * What opens a viewer: a link to the viewer's page in the server's HTML, which works without scripts,
 * and the button that opens the drawer once they run.
 */
export function ViewerOpener({
  href,
  label,
  expanded,
  onOpen,
  className,
  children,
}: {
  href: string;
  label: string;
  /** Whether the drawer it opens is open; undefined for an opener that only asks to sign in. */
  expanded?: boolean;
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} aria-label={label} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" aria-label={label} aria-expanded={expanded} onClick={onOpen} className={className}>
      {children}
    </button>
  );
}
