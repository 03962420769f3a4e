import { useSyncExternalStore } from "react";

// Progressive enhancement (docs/decisions/036-the-purchase-path-without-javascript.md): the server's
// HTML is the page without scripts, so it renders the plain controls (links, whole forms); once the
// page's scripts have taken over, a control may turn into its enhanced form. The first render in the
// browser still matches the server's, so hydration sees no difference.

const subscribe = () => () => {};

/** False on the server and during hydration; true once the page's scripts run it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
