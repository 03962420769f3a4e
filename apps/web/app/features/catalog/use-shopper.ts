import { type RootData, useRootData } from "../../lib/root-data.ts";

// The signed-in shopper, from the root loader's `user` (null when signed out).

export type Shopper = NonNullable<RootData["user"]>;

export function useShopper(): Shopper | null {
  return useRootData()?.user ?? null;
}
