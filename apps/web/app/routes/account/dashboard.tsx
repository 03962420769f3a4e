import { loadDashboard } from "../../features/dashboard/dashboard.server.ts";
import { DashboardView } from "../../features/dashboard/dashboard-view.tsx";
import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Dashboard",
    description: "Your Oja account at a glance: orders, wishlist and loyalty points.",
    path: "/account",
    publicUrl: publicUrlOf(matches),
  });

/**
 * The figures are not awaited: the page streams, and shows skeletons until they come. Who is asking is
 * settled first, so a visitor is sent to sign in rather than left with a figure that never comes.
 */
export async function loader(page: Route.LoaderArgs) {
  await requireSignedIn(page);
  const dashboard = loadDashboard(page);
  // Shown by <Await>'s errorElement; a page left before then must not leave the failure unhandled,
  // which would end the process.
  dashboard.catch(() => undefined);
  return { dashboard };
}

/** docs/product.md §2 Account area → Dashboard. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <DashboardView firstName={useRootData()?.user?.firstName ?? ""} dashboard={loaderData.dashboard} />;
}
