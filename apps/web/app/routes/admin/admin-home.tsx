import { loadAdminSummary } from "../../features/admin/admin-customers.server.ts";
import { AdminSummary } from "../../features/admin/admin-summary.tsx";
import type { Route } from "./+types/admin-home";

/** Where the staff land after signing in: the shop at a glance. */
export async function loader(page: Route.LoaderArgs) {
  return { summary: await loadAdminSummary(page) };
}

export const meta: Route.MetaFunction = () => [{ title: "Summary · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminSummary summary={loaderData.summary} />;
}
