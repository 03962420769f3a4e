import { useRouteLoaderData } from "react-router";

// The signed-in shopper, from the root loader's `user` (null or absent when signed out). Read
// defensively: the catalog only needs to know whether someone is signed in.

export interface Shopper {
  id: string;
}

export function useShopper(): Shopper | null {
  const root = useRouteLoaderData("root") as { user?: Shopper | null } | undefined;
  return root?.user ?? null;
}
