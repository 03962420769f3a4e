import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

// The root loader's data (the signed-in shopper, the shop's name and links, the app key), read one
// way and typed by the loader itself. Absent only while the root's own error page renders.

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}
