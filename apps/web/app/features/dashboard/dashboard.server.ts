import type { Dashboard, DashboardResponse } from "@oja/contracts/reports";
import { apiGet, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedIn } from "../../lib/session.server.ts";

/** The signed-in shopper's dashboard (docs/product.md §3 Dashboard), from `GET reports/users/{userId}/dashboard`. */
export async function loadDashboard(page: PageArgs): Promise<Dashboard> {
  const user = await requireSignedIn(page);
  return (await apiGet<DashboardResponse>(page, `/reports/users/${user.id}/dashboard`)).data;
}
