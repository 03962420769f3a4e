import type { User } from "@oja/contracts/accounts";
import type { Cart } from "@oja/contracts/cart-api";
import type { Settings } from "@oja/contracts/content";
import type { Wishlist } from "@oja/contracts/wishlist";
import { useRouteLoaderData } from "react-router";

// The root loader's data (the signed-in shopper, the shop's name and links, the cart and the
// wishlist), read one way. Its shape is written here and the loader (root.tsx) promises it, so the
// features that read it never import the root, which imports them.

export interface RootData {
  /** The signed-in shopper, or null (the account area, the user menu, the catalog's sign-in checks). */
  user: User | null;
  shopName: string;
  socialLinks: Settings["socialLinks"];
  /** The settings' VAT rate for the notices before checkout; null when the settings could not be read. */
  vatPercent: number | null;
  publicUrl: string;
  year: number;
  cart: Cart | null;
  wishlist: Wishlist | null;
}

/** Absent only while the root's own error page renders. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
