import { redirect } from "react-router";
import { requireAdmin } from "../../features/console/console.server.ts";
import type { Route } from "./+types/console-home";

/** Where the staff land after signing in: the orders, the console's daily work. */
export async function loader(page: Route.LoaderArgs) {
  await requireAdmin(page);
  throw redirect("/admin/orders");
}
