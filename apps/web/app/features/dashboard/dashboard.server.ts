import type { Dashboard } from "@oja/contracts/reports";
import { routes } from "@oja/contracts/routes";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedIn } from "../../lib/session.server.ts";

/** The signed-in shopper's dashboard (docs/product.md §3 Dashboard), from `GET reports/users/{userId}/dashboard`. */
export async function loadDashboard(page: PageArgs): Promise<Dashboard> {
  const user = await requireSignedIn(page);
  return (await callApi(page, routes.reports.dashboard, { params: { userId: user.id } })).data;
}
